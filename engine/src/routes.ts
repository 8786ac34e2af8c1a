import {
  contextOf,
  handle,
  internalFetch,
  notFound,
  productHeaderPrefix,
  productOf,
  TtlCache,
  unauthenticated,
  type DomainDeps,
} from '@switchyard/server-kit';
import express, { type Request, type Response } from 'express';
import { queuePolls } from './poll/scheduler';
import { runtimeOf } from './runtime';

export const CHECK_NOW_PATH = '/applets/:id/check_now';
/** PROTOCOL.md "Realtime", for every product slug (the handler answers only the platform's own). */
export const NOTIFICATIONS_PATH = '/:product/v1/notifications';
export const engineRestPaths = [`POST ${CHECK_NOW_PATH}`, `POST ${NOTIFICATIONS_PATH}`];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_NOTIFICATIONS = 1000;

const services = new TtlCache<string, { service_id: string } | null>(60_000, 1000);

/** The service a partner's key belongs to (service-config knows the keys), kept a minute. */
function serviceOfKey(env: NodeJS.ProcessEnv, key: string) {
  return services.get(key, async () => {
    const res = await internalFetch(env, 'engine', 'service_config', '/internal/services/by_service_key', {
      method: 'POST',
      body: { service_key: key },
    });
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`service key lookup: ${res.status}`);
    return (await res.json()) as { service_id: string };
  });
}

const partnerError = (res: Response, status: number, message: string) =>
  res.status(status).json({ errors: [{ message }] });

export function engineRouter(deps: DomainDeps) {
  const { db, env } = deps;
  const router = express.Router();

  // 'Check now': the viewer's applet polls its trigger at once.
  router.post(
    CHECK_NOW_PATH,
    handle(async (req: Request, res) => {
      const ctx = contextOf(req);
      if (!ctx.viewer) throw unauthenticated();
      const id = String(req.params.id);
      if (!UUID.test(id)) throw notFound('Applet not found.');
      const { rows } = await db.query<{ identity_id: string | null }>(
        'SELECT identity_id FROM engine.subscriptions WHERE applet_id = $1 AND user_id = $2 AND enabled',
        [id, ctx.viewer.id],
      );
      if (!rows[0]?.identity_id) return res.status(409).json({ error: 'Turn this Applet on to check it.' });
      const runtime = runtimeOf(db);
      if (!runtime)
        return res.status(503).json({ error: 'The engine is not running; try again in a moment.' });
      await queuePolls(runtime.boss, [rows[0].identity_id], true);
      res.status(202).json({ checking: true });
    }),
  );

  // A partner says new data exists (PROTOCOL.md "Realtime"): poll those identities within seconds.
  router.post(
    NOTIFICATIONS_PATH,
    handle(async (req: Request, res) => {
      const product = productOf(env);
      if (req.params.product !== product) return partnerError(res, 404, 'Not found.');
      const prefix = productHeaderPrefix(product);
      const key = req.get(`${prefix}-Service-Key`) ?? req.get(`${prefix}-Channel-Key`);
      const service = key && key.length <= 200 ? await serviceOfKey(env, key) : null;
      if (!service) return partnerError(res, 401, 'Invalid service key.');
      const data = (req.body as { data?: unknown } | undefined)?.data;
      if (!Array.isArray(data) || data.length > MAX_NOTIFICATIONS)
        return partnerError(res, 400, `data must be a list of at most ${MAX_NOTIFICATIONS} entries.`);
      const identities = new Set<string>();
      const partnerUsers = new Set<string>();
      for (const entry of data) {
        const e = entry as { trigger_identity?: unknown; user_id?: unknown } | null;
        if (typeof e?.trigger_identity === 'string') identities.add(e.trigger_identity);
        else if (typeof e?.user_id === 'string' || typeof e?.user_id === 'number')
          partnerUsers.add(String(e.user_id));
        else return partnerError(res, 400, 'Each entry names a user_id or a trigger_identity.');
      }
      let userIds: string[] = [];
      if (partnerUsers.size) {
        const found = await internalFetch(env, 'engine', 'composer', '/internal/connections/users', {
          method: 'POST',
          body: { service_id: service.service_id, partner_user_ids: [...partnerUsers] },
        });
        if (!found.ok) throw new Error(`partner users lookup: ${found.status}`);
        userIds = ((await found.json()) as { users: { user_id: string }[] }).users.map((u) => u.user_id);
      }
      const { rows } = await db.query<{ id: string }>(
        `SELECT id FROM engine.trigger_identities
          WHERE service_id = $1 AND (id = ANY($2::text[]) OR user_id = ANY($3::uuid[]))`,
        [service.service_id, [...identities], userIds],
      );
      const runtime = runtimeOf(db);
      if (!runtime) return partnerError(res, 503, 'Try again in a moment.');
      if (rows.length)
        await queuePolls(
          runtime.boss,
          rows.map((r) => r.id),
          true,
        );
      res.json({ data: { polling: rows.length } });
    }),
  );
  return router;
}
