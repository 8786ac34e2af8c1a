import {
  CONNECTION_EXISTS_CODE,
  TARGET_PROBLEMS,
  targetProblem,
  type TargetProblemCode,
} from '@switchyard/connections-common';
import {
  contextOf,
  handle,
  notFound,
  restErrorHandler,
  unauthenticated,
  forbidden,
  type DomainDeps,
} from '@switchyard/server-kit';
import express from 'express';
import { canEditConnectionsOf, canReadConnectionsOf, isUuid } from './access';
import { setArchived } from './archive/archiveConnection';
import { serviceByModuleName, servicesById } from './catalog/catalogStore';
import { connectionRows, liveConnectionTo } from './connections/connectionStore';
import { forgetConnectionView } from './connections/connectionView';

const VALIDATE_PATH = '/connections/validate';
const CACHE_PATH = '/connections/:id/cache';
const CONNECTION_PATH = '/connections/:id';

/** The REST paths below (the gateway dispatches these to this domain; the rest of /connections is the web's). */
export const CONNECTION_REST_PATHS = [
  `GET ${VALIDATE_PATH}`,
  `DELETE ${CACHE_PATH}`,
  `PUT ${CONNECTION_PATH}`,
];

const OWNER_NOT_FOUND = 'Service not found.';
const CONNECTION_NOT_FOUND = 'Connection not found.';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The session's CSRF token when the gateway runs this domain in-process (its session middleware). */
const sessionToken = (req: express.Request) =>
  (req as { session?: { csrfToken?: unknown } | null }).session?.csrfToken;

/**
 * The start screen's validation path (spec/connections.md#connection-start-screen), the cache the
 * editor clears after a save (spec/connections.md#submit-flow) and archiving
 * (spec/connections.md#other-transitions).
 */
export function connectionRouter(deps: DomainDeps) {
  const { db } = deps;
  const router = express.Router();

  // Whether the owner service may start a connection to the target: 200 { ok }, or 422 with the
  // reason's code in data.error (connection_exists, unknown_service, not_connect_enabled, owner_service).
  router.get(
    VALIDATE_PATH,
    handle(async (req, res) => {
      const ctx = contextOf(req);
      if (!ctx.viewer) throw unauthenticated();
      const owner = await serviceByModuleName(db, text(req.query.owner_module_name));
      if (!owner || !(await canEditConnectionsOf(ctx, owner.organization_id)))
        throw notFound(OWNER_NOT_FOUND);
      const slug = text(req.query.targeted_service_slug);
      const found = slug ? await serviceByModuleName(db, slug) : null;
      // A service not yet published exists only for its own organization.
      const target =
        found && (found.published || found.organization_id === owner.organization_id) ? found : null;
      let code: TargetProblemCode | undefined = targetProblem(target, owner.module_name);
      if (!code && (await liveConnectionTo(db, owner.service_id, target!.service_id, null)))
        code = CONNECTION_EXISTS_CODE;
      if (!code) return res.json({ ok: true });
      const message = TARGET_PROBLEMS[code];
      res.status(422).json({
        error: message,
        errors: [{ attribute: 'targeted_service_slug', message }],
        data: { error: code },
      });
    }),
  );

  // Drops this process's rendering of the connection, so the next read shows the saved state.
  router.delete(
    CACHE_PATH,
    handle(async (req, res) => {
      const ctx = contextOf(req);
      if (!ctx.viewer) throw unauthenticated();
      const id = String(req.params.id);
      if (!isUuid(id)) throw notFound(CONNECTION_NOT_FOUND);
      const [row] = await connectionRows(db, [id]);
      const owner = row && (await servicesById(db, [row.owner_service_id])).get(row.owner_service_id);
      if (!owner || !(await canReadConnectionsOf(ctx, owner.organization_id)))
        throw notFound(CONNECTION_NOT_FOUND);
      if (!(await canEditConnectionsOf(ctx, owner.organization_id)))
        throw forbidden('Only members of the service can change its connections.');
      forgetConnectionView(db, id);
      res.status(204).end();
    }),
  );

  // Archives or unarchives: { applet: { archived }, authenticity_token } (the spec's call). The
  // gateway checked the X-CSRF-Token header (or, without one, this token) against the session; the
  // body's token must be the session's too.
  router.put(
    CONNECTION_PATH,
    handle(async (req, res) => {
      const session = sessionToken(req);
      const expectedToken = typeof session === 'string' ? session : (req.get('x-csrf-token') ?? null);
      const applet = await setArchived(deps, contextOf(req), String(req.params.id), {
        body: req.body,
        expectedToken,
      });
      res.json({ applet });
    }),
  );

  router.use(restErrorHandler);
  return router;
}
