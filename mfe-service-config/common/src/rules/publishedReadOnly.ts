/** Published services are read-only (service-config §1, review-org-diagnostics §4.1): the guidance given instead. */
export const PUBLISHED_READ_ONLY =
  'This service is published, so it is read-only. To change it, clone the service, change the clone, and submit the staging service for review.';
