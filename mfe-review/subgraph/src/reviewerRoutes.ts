import { contextOf, handle, notFound, unauthenticated, unprocessable } from '@switchyard/server-kit';
import type { DomainDeps } from '@switchyard/server-kit';
import { SERVICE_ID_MISMATCH } from '@switchyard/review-common/reviewers';
import express, { type Request } from 'express';
import { findReviewedService } from './reviewStore';
import { assignReviewer, unassignReviewer } from './reviewers';
import { SERVICE_NOT_FOUND } from './transitions';

/**
 * Reviewer assignment (spec/connections.md#7-the-calls-it-makes: "PATCH the add-reviewer URL with
 * service_id; it returns a username. PATCH the remove-reviewer URL"): the viewer assigns or
 * unassigns themselves. `:slug` is the service's module name.
 */
export const REVIEWER_ADD_PATH = '/services/:slug/reviewers/add';
export const REVIEWER_REMOVE_PATH = '/services/:slug/reviewers/remove';
export const REVIEWER_REST_PATHS = [REVIEWER_ADD_PATH, REVIEWER_REMOVE_PATH];

/**
 * The service the path names, for the review team and staff: 401 signed out, 404 for anyone else
 * (a member of the service's organization too: assignment is not theirs to see), 422 when the
 * body's service_id is not that service's id.
 */
async function reviewerTarget(deps: DomainDeps, req: Request) {
  const ctx = contextOf(req);
  if (!ctx.viewer) throw unauthenticated();
  if (!ctx.viewer.staff && !ctx.viewer.reviewTeam) throw notFound(SERVICE_NOT_FOUND);
  const service = await findReviewedService(deps.db, String(req.params.slug));
  if (!service) throw notFound(SERVICE_NOT_FOUND);
  const given: unknown = ((req.body ?? {}) as Record<string, unknown>).service_id;
  // A UUID names the same service in either case.
  if (typeof given !== 'string' || given.toLowerCase() !== service.service_id)
    throw unprocessable(SERVICE_ID_MISMATCH, 'service_id');
  return { service, viewer: ctx.viewer };
}

export function reviewerRouter(deps: DomainDeps) {
  const router = express.Router();
  router.patch(
    REVIEWER_ADD_PATH,
    handle(async (req, res) => {
      const { service, viewer } = await reviewerTarget(deps, req);
      await assignReviewer(deps.db, service.service_id, viewer);
      res.setHeader('Cache-Control', 'no-store');
      res.json({ username: viewer.login });
    }),
  );
  router.patch(
    REVIEWER_REMOVE_PATH,
    handle(async (req, res) => {
      const { service, viewer } = await reviewerTarget(deps, req);
      await unassignReviewer(deps.db, service.service_id, viewer.id);
      res.setHeader('Cache-Control', 'no-store');
      res.json({ username: viewer.login });
    }),
  );
  return router;
}
