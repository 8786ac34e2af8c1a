/**
 * Reviewer assignment (spec/connections.md#2-screens-and-routes "Reviewer assignment",
 * spec/connections.md#6-roles-and-permissions, spec/connections.md#8-the-error-catalogue).
 */
export const ASSIGN_YOURSELF = 'Assign yourself';
export const UNASSIGN = 'Unassign';
export const REVIEWER_ADD_FAILED = 'There has been an error adding a reviewer';
export const REVIEWER_REMOVE_FAILED = 'There has been an error removing a reviewer';

/** The 422 when the body's service_id is not the id of the service the path names. */
export const SERVICE_ID_MISMATCH = 'must be the id of the service in the address';

/** The add and remove calls' paths, by the service's slug (module name). */
export const reviewerPath = (slug: string, change: 'add' | 'remove') =>
  `/services/${encodeURIComponent(slug)}/reviewers/${change}`;

/** How a row lists its reviewers: their logins, or 'No reviewer yet'. */
export const NO_REVIEWER = 'No reviewer yet';
export function reviewerNames(reviewers: { login: string }[]): string {
  return reviewers.length ? reviewers.map((r) => r.login).join(', ') : NO_REVIEWER;
}
