import {
  contextOf,
  forbidden,
  handle,
  unauthenticated,
  unprocessable,
  type DomainDeps,
} from '@switchyard/server-kit';
import express from 'express';
import { serviceListingCache } from './serviceListing';
import { isUuid } from './serviceStore';

/** Staff's "service listing" cache button on the review page (review-org-diagnostics §2.3, §7.1). */
export const SERVICE_LISTING_CACHE_PATH = '/admin/cache/service_listing';

export function cacheRouter(_deps: DomainDeps) {
  const router = express.Router();
  router.post(
    SERVICE_LISTING_CACHE_PATH,
    handle(async (req, res) => {
      const viewer = contextOf(req).viewer;
      if (!viewer) throw unauthenticated();
      if (!viewer.staff) throw forbidden('Only staff can clear caches.');
      const id = (req.body ?? {}).organization_id;
      if (typeof id !== 'string' || !isUuid(id))
        throw unprocessable('must be an organization id', 'organization_id');
      serviceListingCache.clear(id);
      res.json({ cleared: true });
    }),
  );
  return router;
}
