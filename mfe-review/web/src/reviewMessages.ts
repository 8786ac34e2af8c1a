import type { ReviewAction } from '@switchyard/review-common/reviewStatus';

/**
 * The admin panel's button per transition (see spec/review-org-diagnostics.md#41-review-status-of-a-service).
 */
export const ACTION_LABELS: Record<ReviewAction, string> = {
  start: 'Submit for review',
  approve: 'Approve',
  reject: 'Reject',
  publish: 'Publish',
  unpublish: 'Unpublish',
  migrate: 'Migrate',
};

/** Every transition asks first, with Yes and No (the spec does not give the question). */
export function confirmAction(action: ReviewAction, serviceName: string): string {
  const questions: Record<ReviewAction, string> = {
    start: `Submit ${serviceName} for review?`,
    approve: `Approve ${serviceName}? It passes review and can then be published.`,
    reject: `Reject ${serviceName}? It goes back to development.`,
    publish: `Publish ${serviceName}? Users can then find it, and its configuration becomes read-only.`,
    unpublish: `Unpublish ${serviceName}? Users can no longer find it.`,
    migrate: `Migrate ${serviceName} onto the published service it was cloned from?`,
  };
  return questions[action];
}

export const NO_SERVICE = 'Service not found';
export const LOAD_FAILED = 'Could not load this service. Please try again.';
export const CHECK_FAILED = 'Could not check this submission. Please try again.';
export const QUEUE_EMPTY = 'No services are waiting for review.';
export const QUEUE_TITLE = 'Services in review';
