import { csrfFetch } from '@switchyard/client';
import { reviewerPath } from '@switchyard/review-common/reviewers';
import type { ReviewAction } from '@switchyard/review-common/reviewStatus';
import type { Feedback } from './reviewOperations';

export interface SubmissionCheckAnswer {
  passed: boolean;
  failed_tests_html: string;
  progress: { passing: number; failed_tests: string[] };
  review_status: number;
  published: boolean;
}

const base = (moduleName: string) => `/services/${encodeURIComponent(moduleName)}`;

/** Sends a JSON body with the anti-forgery token; the answer and its JSON body ({} when it has none). */
async function sendJson<T extends object>(
  url: string,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  body: object,
) {
  const res = await csrfFetch(url, {
    method,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  return { res, body: (await res.json().catch(() => ({}))) as Partial<T> };
}

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
  const { res, body } = await sendJson<Record<string, unknown>>(
    `${base(moduleName)}/review_status/${action}`,
    'POST',
    {},
  );
  if (res.ok)
    return { ok: true, review_status: Number(body.review_status), published: Boolean(body.published) };
  return {
    ok: false,
    status: res.status,
    error: typeof body.error === 'string' ? body.error : `status ${res.status}`,
    failed_tests: (body.progress as { failed_tests?: string[] } | undefined)?.failed_tests,
  };
}

export type FeedbackAnswer = { ok: true; feedbacks: Feedback[] } | { ok: false; error: string };

async function feedbackCall(url: string, method: 'POST' | 'DELETE', body: object): Promise<FeedbackAnswer> {
  const { res, body: answer } = await sendJson<{ feedbacks: Feedback[]; error: string }>(url, method, body);
  if (res.ok && answer.feedbacks) return { ok: true, feedbacks: answer.feedbacks };
  return { ok: false, error: answer.error ?? `status ${res.status}` };
}

/** POST /services/{slug}/feedbacks: the whole updated set, which replaces what is shown. */
export const postFeedback = (moduleName: string, feedback_path: string, feedback: string) =>
  feedbackCall(`${base(moduleName)}/feedbacks`, 'POST', { feedback, feedback_path });

/** DELETE /services/{slug}/feedbacks/{index} with the note's path: the set left. */
export const deleteFeedback = (moduleName: string, feedback_path: string, index: number) =>
  feedbackCall(`${base(moduleName)}/feedbacks/${index}`, 'DELETE', { feedback_path });

/** POST /services/{slug}/clone: the clone's address (cloned_service_url), or null when it failed. */
export async function cloneService(moduleName: string): Promise<string | null> {
  const { res, body } = await sendJson<{ cloned_service_url: unknown }>(
    `${base(moduleName)}/clone`,
    'POST',
    {},
  );
  return res.ok && typeof body.cloned_service_url === 'string' ? body.cloned_service_url : null;
}

/**
 * PUT the stencil endpoint with a group (see spec/review-org-diagnostics.md#72-applet-defaults): the
 * trigger's stencils as saved, or null when refused.
 */
export async function saveStencilGroup(
  moduleName: string,
  entries: { trigger_id: string; slug: string; value: string }[],
): Promise<{ slug: string; value: string }[] | null> {
  const { res, body } = await sendJson<{ stencils: { slug: string; value: string }[] }>(
    `${base(moduleName)}/stencils`,
    'PUT',
    {
      partner_trigger_stencils: {
        trigger_id: entries.map((e) => e.trigger_id),
        value: entries.map((e) => e.value),
        slug: entries.map((e) => e.slug),
      },
    },
  );
  return res.ok && body.stencils ? body.stencils : null;
}

/**
 * POST /admin/cache/{target} with the organization (see
 * spec/review-org-diagnostics.md#71-review-and-publication): whether the cache was cleared.
 */
export async function clearCache(target: string, organizationId: string): Promise<boolean> {
  const { res } = await sendJson(`/admin/cache/${target}`, 'POST', { organization_id: organizationId });
  return res.ok;
}

/**
 * DELETE {service path} with the typed slug (see spec/review-org-diagnostics.md#73-clone-and-delete): where
 * to go next, or null when refused.
 */
export async function deleteService(moduleName: string): Promise<string | null> {
  const { res, body } = await sendJson<{ redirect_to: unknown }>(base(moduleName), 'DELETE', {
    slug: moduleName,
  });
  return res.ok ? (typeof body.redirect_to === 'string' ? body.redirect_to : '/') : null;
}

/**
 * PATCH /services/{slug}/reviewers/{add|remove} with the service's id (spec/connections.md#7-the-calls-it-makes):
 * the username of the reviewer assigned or unassigned (the viewer), or null when it failed.
 */
export async function changeReviewer(
  moduleName: string,
  serviceId: string,
  change: 'add' | 'remove',
): Promise<string | null> {
  const { res, body } = await sendJson<{ username: unknown }>(reviewerPath(moduleName, change), 'PATCH', {
    service_id: serviceId,
  }).catch(() => ({ res: null, body: {} as { username?: unknown } }));
  return res?.ok && typeof body.username === 'string' ? body.username : null;
}

/**
 * PATCH /services/{slug}/admins/{id}/validation (service-config's): the administrator as saved, or
 * null when refused.
 */
export async function setAdminValidated(
  moduleName: string,
  adminId: string,
  validated: boolean,
): Promise<{ validated: boolean } | null> {
  const { res, body } = await sendJson<{ partners_channel_admin: { validated: boolean } }>(
    `${base(moduleName)}/admins/${encodeURIComponent(adminId)}/validation`,
    'PATCH',
    { validated },
  ).catch(() => ({ res: null, body: {} as { partners_channel_admin?: { validated: boolean } } }));
  return res?.ok && body.partners_channel_admin ? body.partners_channel_admin : null;
}
