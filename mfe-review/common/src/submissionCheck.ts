/**
 * The publish submission check (see spec/review-org-diagnostics.md#22-publish-submission-page,
 * spec/review-org-diagnostics.md#44-submission-check): a service may be submitted for review once every field
 * required for submission is filled in (service-config's `missing_for_submission`) and its most recent
 * endpoint test passed.
 */
export const SUBMISSION_FAILED = 'Before we can review your submission, please fix the red issues listed.';
export const SUBMISSION_PASSED =
  "You're all set! We've received your submission and will be in communication shortly.";
export const SUBMIT_FOR_REVIEW = 'Submit for review';

/** How the check names each field service-config may report missing. */
export const SUBMISSION_FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  description: 'Description',
  category_name: 'Category',
  home_url: 'Official web page',
  support_email: 'Support email',
  slug: 'Slug',
  invite_url: 'Invite URL',
  api_url_prefix: 'API URL prefix',
  brand_color: 'Brand color',
  icon: 'Applet logo',
  oauth_client_id: 'OAuth client ID',
  oauth_authorization_url: 'OAuth authorization URL',
  oauth_token_url: 'OAuth token URL',
  demo_account_login: 'Demo account login',
};

export const NO_ENDPOINT_TEST = 'Run the endpoint tests: they have not been run yet';
export const endpointTestsFailing = (n: number) =>
  `Fix the failing endpoint tests: ${n} ${n === 1 ? 'test fails' : 'tests fail'}`;

export interface SubmissionFacts {
  missing_for_submission: readonly string[];
  last_endpoint_test: { failed: boolean; passing: number; failed_count: number } | null;
}

export interface SubmissionCheck {
  passed: boolean;
  /** The failing items as an HTML list (escaped), as the page shows them in red. */
  failed_tests_html: string;
  progress: { passing: number; failed_tests: string[] };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function submissionCheck(facts: SubmissionFacts): SubmissionCheck {
  const failed = facts.missing_for_submission.map(
    (field) => `${SUBMISSION_FIELD_LABELS[field] ?? field} is required`,
  );
  const test = facts.last_endpoint_test;
  if (!test) failed.push(NO_ENDPOINT_TEST);
  else if (test.failed) failed.push(endpointTestsFailing(Math.max(1, test.failed_count)));
  return {
    passed: failed.length === 0,
    failed_tests_html: failed.length
      ? `<ul>${failed.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>`
      : '',
    progress: { passing: test?.passing ?? 0, failed_tests: failed },
  };
}
