import { contextOf, notFound, unauthenticated, type Db } from '@switchyard/server-kit';
import type { Request } from 'express';
import { findReviewedService } from './reviewStore';
import { canSee, SERVICE_NOT_FOUND } from './transitions';

/** The service `:slug` names, for a viewer who may see it: 401 signed out, 404 otherwise. */
export async function visibleService(db: Db, req: Request) {
  const ctx = contextOf(req);
  if (!ctx.viewer) throw unauthenticated();
  const service = await findReviewedService(db, String(req.params.slug));
  if (!service || !(await canSee(ctx, service))) throw notFound(SERVICE_NOT_FOUND);
  return { service, viewer: ctx.viewer, ctx };
}
