import { badRequest, handle, internalOnly, notFound, type DomainDeps } from '@switchyard/server-kit';
import express from 'express';
import { isUuid } from '../access';

/**
 * What the observability domain asks before it stores a user's opinion of a connection (issue 37):
 * a user gives feedback only on a connection they have enabled at least once (their enablement is
 * kept when they disable it, and goes with the connection). Signed internal calls only.
 */
export const FEEDBACK_CONTEXT_PATH = '/internal/enablements/feedback_context';
export const FEEDBACK_CONTEXT_PATHS = [`POST ${FEEDBACK_CONTEXT_PATH}`];

/** 200 `{ name, service_ids: [owner service, connected service] }` when the user has it; 404 otherwise. */
export function feedbackContextRouter(deps: DomainDeps) {
  const router = express.Router();
  router.post(
    FEEDBACK_CONTEXT_PATH,
    internalOnly(deps.settings),
    handle(async (req, res) => {
      const { user_id, connection_id } = (req.body ?? {}) as Record<string, unknown>;
      const bad = (['user_id', 'connection_id'] as const).filter((k) => !isUuid(req.body?.[k]));
      if (bad.length) throw badRequest(bad.map((attribute) => ({ attribute, message: 'must be an id' })));
      const { rows } = await deps.db.query<{ name: string; service_ids: string[] }>(
        `SELECT c.name, ARRAY[c.owner_service_id::text, c.connected_service_id::text] AS service_ids
           FROM connections.connections c
           JOIN connections.enablements e ON e.connection_id = c.id AND e.user_id = $2
          WHERE c.id = $1 AND e.enabled_at IS NOT NULL`,
        [connection_id, user_id],
      );
      if (!rows[0]) throw notFound('Connection not found.');
      res.setHeader('Cache-Control', 'no-store');
      res.json(rows[0]);
    }),
  );
  return router;
}
