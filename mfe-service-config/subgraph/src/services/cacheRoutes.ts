import { handle, staffRequest, type DomainDeps } from '@switchyard/server-kit';
import express from 'express';
import { serviceListingCache } from './serviceListing';

/**
 * Staff's "service listing" cache button on the review page (see
 * spec/review-org-diagnostics.md#23-admin-panel, spec/review-org-diagnostics.md#71-review-and-publication).
 */
export const SERVICE_LISTING_CACHE_PATH = '/admin/cache/service_listing';

export function cacheRouter(_deps: DomainDeps) {
  const router = express.Router();
  router.post(
    SERVICE_LISTING_CACHE_PATH,
    handle(async (req, res) => {
      const { id } = staffRequest(req, 'organization_id', 'Only staff can clear caches.');
      serviceListingCache.clear(id);
      res.json({ cleared: true });
    }),
  );
  return router;
}
