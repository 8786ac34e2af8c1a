/**
 * The review status of a service (see spec/review-org-diagnostics.md#41-review-status-of-a-service): 0 in
 * development, 1 in review, 2 passed review, then published. Each action is allowed from one state only;
 * anything else is refused, so a transition sent twice (a stale page, a double click) changes nothing the
 * second time.
 */
export const REVIEW_STATUS = { in_development: 0, in_review: 1, passed_review: 2 } as const;
export type ReviewStatusCode = (typeof REVIEW_STATUS)[keyof typeof REVIEW_STATUS];

export const REVIEW_ACTIONS = ['start', 'reject', 'approve', 'publish', 'unpublish', 'migrate'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

/** What a service's review state is made of. `staging`: a clone of a published service. */
export interface ReviewState {
  review_status: ReviewStatusCode;
  published: boolean;
  staging: boolean;
}

/** The labels the admin panel shows (see spec/review-org-diagnostics.md#41-review-status-of-a-service). */
export const REVIEW_STATUS_LABELS: Record<ReviewStatusCode, string> = {
  0: 'In development',
  1: 'In review',
  2: 'Passed review',
};
export const PUBLISHED_LABEL = 'Published';

export const REVIEW_STATUS_FAILED =
  'Fail to update review status. Look at developer console to check the error';
export const ACTION_NOT_ALLOWED = 'is not allowed from the current review status';
export const UNKNOWN_ACTION = `must be one of ${REVIEW_ACTIONS.join(', ')}`;

export const isReviewAction = (value: unknown): value is ReviewAction =>
  typeof value === 'string' && (REVIEW_ACTIONS as readonly string[]).includes(value);

/** What the status shows: 'Published' once published, else the review status's label. */
export const reviewStatusLabel = (s: Pick<ReviewState, 'review_status' | 'published'>) =>
  s.published ? PUBLISHED_LABEL : REVIEW_STATUS_LABELS[s.review_status];

/**
 * The actions the admin panel offers in a state: start in development, approve or reject in review,
 * publish once passed, unpublish when published, and migrate for a staging service that passed.
 */
export function availableActions(s: ReviewState): ReviewAction[] {
  if (s.published) return ['unpublish'];
  switch (s.review_status) {
    case REVIEW_STATUS.in_development:
      return ['start'];
    case REVIEW_STATUS.in_review:
      return ['approve', 'reject'];
    case REVIEW_STATUS.passed_review:
      // A staging service is not published itself: it moves onto the published original.
      return s.staging ? ['migrate'] : ['publish'];
  }
}

/**
 * The state after `action`, or a refusal when the action is not available now. Migrating leaves
 * the staging service back in development (its changes now live in the published original).
 */
export function applyReviewAction(
  s: ReviewState,
  action: ReviewAction,
): { state: ReviewState; error?: undefined } | { state?: undefined; error: string } {
  if (!availableActions(s).includes(action)) return { error: ACTION_NOT_ALLOWED };
  const next = (review_status: ReviewStatusCode, published: boolean) => ({
    state: { review_status, published, staging: s.staging },
  });
  switch (action) {
    case 'start':
      return next(REVIEW_STATUS.in_review, false);
    case 'reject':
      return next(REVIEW_STATUS.in_development, false);
    case 'approve':
      return next(REVIEW_STATUS.passed_review, false);
    case 'publish':
      return next(REVIEW_STATUS.passed_review, true);
    case 'unpublish':
      return next(REVIEW_STATUS.in_development, false);
    case 'migrate':
      return next(REVIEW_STATUS.in_development, false);
  }
}

/**
 * A published service is read-only (see spec/review-org-diagnostics.md#41-review-status-of-a-service): what
 * review answers to a write, in service-config's words.
 */
export const PUBLISHED_READ_ONLY =
  'This service is published, so it is read-only. To change it, clone the service, change the clone, and submit the staging service for review.';
