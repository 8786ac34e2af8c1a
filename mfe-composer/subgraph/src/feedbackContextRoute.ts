import { handle, internalOnly, notFound, parseInput, type DomainDeps } from '@switchyard/server-kit';
import express from 'express';
import { z } from 'zod';

/**
 * What the observability domain asks before it stores a user's opinion of an applet (issue 37): a
 * user gives feedback only on applets they have (made, or turned on: a row of applet_users, kept
 * while it is off). Signed internal calls only.
 */
export const FEEDBACK_CONTEXT_PATH = '/internal/applets/feedback_context';
export const FEEDBACK_CONTEXT_PATHS = [`POST ${FEEDBACK_CONTEXT_PATH}`];

const ask = z.object({ user_id: z.string().uuid(), applet_id: z.string().uuid() });

const KIND_ORDER: Record<string, number> = { trigger: 0, query: 1, action: 2 };

/**
 * 200 `{ name, service_ids }` when the user has the applet: the services its steps use, each once,
 * the trigger's first, then the queries' and the actions' in their order; 404 otherwise.
 */
export function feedbackContextRouter(deps: DomainDeps) {
  const router = express.Router();
  router.post(
    FEEDBACK_CONTEXT_PATH,
    internalOnly(deps.settings),
    handle(async (req, res) => {
      const { user_id, applet_id } = parseInput(ask, req.body);
      const { rows } = await deps.db.query<{
        name: string;
        steps: { kind: string; position: number; service_id: string }[];
      }>(
        `SELECT a.name,
                COALESCE((SELECT json_agg(json_build_object('kind', s.kind, 'position', s.position,
                                                            'service_id', s.service_id))
                            FROM composer.applet_steps s WHERE s.applet_id = a.id), '[]') AS steps
           FROM composer.applets a
           JOIN composer.applet_users u ON u.applet_id = a.id AND u.user_id = $2
          WHERE a.id = $1`,
        [applet_id, user_id],
      );
      const applet = rows[0];
      if (!applet) throw notFound('Applet not found.');
      const steps = [...applet.steps].sort(
        (a, b) => (KIND_ORDER[a.kind] ?? 3) - (KIND_ORDER[b.kind] ?? 3) || a.position - b.position,
      );
      res.setHeader('Cache-Control', 'no-store');
      res.json({ name: applet.name, service_ids: [...new Set(steps.map((s) => s.service_id))] });
    }),
  );
  return router;
}
