import { csrfFetch } from '@switchyard/client';
import type { ReviewAction } from '@switchyard/review-common/reviewStatus';

export interface SubmissionCheckAnswer {
  passed: boolean;
  failed_tests_html: string;
  progress: { passing: number; failed_tests: string[] };
  review_status: number;
  published: boolean;
}

const base = (moduleName: string) => `/services/${encodeURIComponent(moduleName)}`;

/** GET /services/{slug}/publish/submit: the submission check (nothing changes). */
export async function fetchSubmissionCheck(moduleName: string): Promise<SubmissionCheckAnswer> {
  const res = await csrfFetch(`${base(moduleName)}/publish/submit`, {
    headers: { accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`submission check failed: ${res.status}`);
  return (await res.json()) as SubmissionCheckAnswer;
}

export type TransitionAnswer =
  | { ok: true; review_status: number; published: boolean }
  | { ok: false; status: number; error: string; failed_tests?: string[] };

/** POST the review action path: the new status and published flag, or the server's refusal. */
export async function postReviewAction(moduleName: string, action: ReviewAction): Promise<TransitionAnswer> {
  const res = await csrfFetch(`${base(moduleName)}/review_status/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: '{}',
  });
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (res.ok)
    return { ok: true, review_status: Number(body.review_status), published: Boolean(body.published) };
  return {
    ok: false,
    status: res.status,
    error: typeof body.error === 'string' ? body.error : `status ${res.status}`,
    failed_tests: (body.progress as { failed_tests?: string[] } | undefined)?.failed_tests,
  };
}
