/**
 * The review page's fixed parts (see spec/review-org-diagnostics.md#21-service-review-page,
 * spec/review-org-diagnostics.md#5-validation-rules, spec/review-org-diagnostics.md#8-the-error-catalogue).
 */
export const MISSING_VALUE = 'Missing value';

/** The sections in order; all but the diff picker have an anchor. */
export const REVIEW_SECTIONS = [
  { anchor: null, title: 'Diff picker' },
  { anchor: 'general', title: 'General' },
  { anchor: 'branding', title: 'Branding' },
  { anchor: 'marketing', title: 'Marketing' },
  { anchor: 'admins', title: 'Administrators' },
  { anchor: 'redirects', title: 'Redirects' },
  { anchor: 'triggers', title: 'Triggers' },
  { anchor: 'queries', title: 'Queries' },
  { anchor: 'actions', title: 'Actions' },
  { anchor: 'authentication', title: 'Authentication' },
  { anchor: 'tests', title: 'Tests' },
] as const;

/**
 * A required value is missing when empty; the number 0 is a value (see "Review display" in
 * spec/review-org-diagnostics.md#5-validation-rules).
 */
export function isMissingValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** 'Private?' is the inverse of shareable (service-config "Review screen"). */
export const isPrivate = (shareable: boolean) => !shareable;

/**
 * Staff's cache buttons (see spec/review-org-diagnostics.md#23-admin-panel,
 * spec/review-org-diagnostics.md#48-cache-clearing, spec/review-org-diagnostics.md#71-review-and-publication)
 * and their outcome texts.
 */
export const CACHE_TARGETS = ['organization_users', 'my_organization', 'service_listing'] as const;
export const CACHE_CLEANED = 'Cache cleaned';
export const CACHE_CLEAN_FAILED = 'Error cleaning cache';

/**
 * Clone and delete (see spec/review-org-diagnostics.md#47-service-clone-and-delete,
 * spec/review-org-diagnostics.md#8-the-error-catalogue,
 * spec/review-org-diagnostics.md#9-business-constants-and-limits).
 */
export const CLONE_SUCCEEDED = 'Successfully cloned service';
export const CLONE_FAILED = 'Failed to clone service';
export const DELETE_SUCCEEDED = 'Successfully deleted service';
export const DELETE_FAILED = 'Failed to delete service';
export const DELETE_MAX_USERS = 100;

/** Delete is offered only when the exact slug is typed, the service is unpublished and has at most 100 users. */
export function canDeleteService(
  s: { slug: string; published: boolean; users: number },
  typed: string,
): boolean {
  return typed === s.slug && !s.published && s.users <= DELETE_MAX_USERS;
}

/**
 * The Administrators section (service-config's Service.admins): its empty state, and the failure of
 * marking a row validated (the spec gives no text of its own: its general one,
 * spec/connections.md#8-the-error-catalogue).
 */
export const NO_ADMINS = 'No administrators yet.';
export const ADMIN_VALIDATION_FAILED = 'There has been an error. Please try again!';
