/**
 * Published services are read-only (see spec/service-config.md#1-what-the-product-does-and-for-whom,
 * spec/review-org-diagnostics.md#41-review-status-of-a-service): the guidance given instead.
 */
export const PUBLISHED_READ_ONLY =
  'This service is published, so it is read-only. To change it, clone the service, change the clone, and submit the staging service for review.';
