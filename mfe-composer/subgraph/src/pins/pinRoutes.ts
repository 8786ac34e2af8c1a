import {
  contextOf,
  handle,
  notFound,
  unauthenticated,
  unprocessable,
  type DomainDeps,
} from '@switchyard/server-kit';
import express, { type Request } from 'express';
import { pin, unpin } from './pinStore';

/** The pin and unpin URLs of spec/connections.md#7-the-calls-it-makes ("POST pin and unpin URLs with applet_id"). */
export const PIN_PATH = '/services/:slug/pinned_applets/pin';
export const UNPIN_PATH = '/services/:slug/pinned_applets/unpin';
export const pinRestPaths = [`POST ${PIN_PATH}`, `POST ${UNPIN_PATH}`];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SERVICE_NOT_FOUND = 'Service not found.';
const APPLET_NOT_FOUND = 'Applet not found.';

/** The service of the path, when the viewer is a member of its organization (anyone else: 404). */
async function serviceOf(deps: DomainDeps, req: Request) {
  const ctx = contextOf(req);
  if (!ctx.viewer) throw unauthenticated();
  const { rows } = await deps.db.query<{ service_id: string; organization_id: string }>(
    'SELECT service_id, organization_id FROM composer.channels WHERE module_name = $1',
    [String(req.params.slug)],
  );
  const service = rows[0];
  if (!service || !(service.organization_id in (await ctx.memberships()))) throw notFound(SERVICE_NOT_FOUND);
  const appletId = (req.body ?? {}).applet_id;
  if (typeof appletId !== 'string' || !appletId)
    throw unprocessable('must be the id of an Applet', 'applet_id');
  if (!UUID.test(appletId)) throw notFound(APPLET_NOT_FOUND);
  return { serviceId: service.service_id, appletId: appletId.toLowerCase() };
}

/** 200 `{ pinned: [applet ids in pin order] }`; 404 for an applet the service cannot pin; 422 past nine. */
export function pinRouter(deps: DomainDeps) {
  const router = express.Router();
  for (const [path, change] of [
    [PIN_PATH, pin],
    [UNPIN_PATH, unpin],
  ] as const)
    router.post(
      path,
      handle(async (req, res) => {
        const { serviceId, appletId } = await serviceOf(deps, req);
        const pinned = await change(deps.db, serviceId, appletId);
        if (!pinned) throw notFound(APPLET_NOT_FOUND);
        res.json({ pinned });
      }),
    );
  return router;
}
