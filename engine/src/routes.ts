import {
  contextOf,
  handle,
  internalFetch,
  logger,
  notFound,
  unauthenticated,
  type DomainDeps,
  type Settings,
} from '@switchyard/server-kit';
import { lookUpServiceByKey } from '@switchyard/server-kit/partner-client';
import express, { type Request, type Response } from 'express';
import { enginePartner } from './partner/callPartner';
import { queuePolls } from './poll/scheduler';
import { runtimeOf } from './runtime';

export const CHECK_NOW_PATH = '/applets/:id/check_now';
/** PROTOCOL.md "Realtime", for every product slug (the handler answers only the platform's own). */
export const NOTIFICATIONS_PATH = '/:product/v1/notifications';
/**
 * IFTTT's own realtime path: every IFTTT service sends its notifications here, without the product
 * prefix. Answered when the platform speaks as IFTTT (PRODUCT_SLUG=ifttt); a JSON 404 otherwise.
 */
export const IFTTT_NOTIFICATIONS_PATH = '/v1/notifications';
export const IFTTT_PRODUCT = 'ifttt';
export const engineRestPaths = [
  `POST ${CHECK_NOW_PATH}`,
  `POST ${NOTIFICATIONS_PATH}`,
  `POST ${IFTTT_NOTIFICATIONS_PATH}`,
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_NOTIFICATIONS = 1000;
/**
 * A user_id is the partner's own id of a user (GET /user/info's `id`: text or a number), a
 * trigger_identity one the platform sent it: 1 to 200 characters, as the platform keeps them.
 */
const PARTNER_ID_MAX = 200;
const TRY_LATER = 'Try again in a moment.';

/** What a notification names, or what is wrong with it (PROTOCOL.md "Realtime"). */
function readNotifications(
  body: unknown,
): { identities: string[]; partnerUsers: string[] } | { error: string } {
  const data = (body as { data?: unknown } | null | undefined)?.data;
  if (!Array.isArray(data) || data.length > MAX_NOTIFICATIONS)
    return { error: `data must be a list of at most ${MAX_NOTIFICATIONS} entries.` };
  const identities = new Set<string>();
  const partnerUsers = new Set<string>();
  const idProblem = (v: unknown, what: string, numbers: boolean) => {
    if (typeof v !== 'string' && !(numbers && typeof v === 'number'))
      return `${what} must be ${numbers ? 'text or a number' : 'text'}.`;
    const text = String(v);
    if (text.length === 0) return `${what} must not be empty.`;
    if (text.length > PARTNER_ID_MAX) return `${what} is too long (at most ${PARTNER_ID_MAX} characters).`;
    return null;
  };
  for (const [i, entry] of data.entries()) {
    const at = `data[${i}]`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
      return { error: `${at} must be an object with a user_id or a trigger_identity.` };
    const { user_id: user, trigger_identity: identity } = entry as Record<string, unknown>;
    if (user === undefined && identity === undefined)
      return { error: `${at} names neither a user_id nor a trigger_identity.` };
    if (identity !== undefined) {
      const problem = idProblem(identity, `${at}.trigger_identity`, false);
      if (problem) return { error: problem };
      identities.add(identity as string);
    }
    if (user !== undefined) {
      const problem = idProblem(user, `${at}.user_id`, true);
      if (problem) return { error: problem };
      partnerUsers.add(String(user));
    }
  }
  return { identities: [...identities], partnerUsers: [...partnerUsers] };
}

/** The platform's users a partner's user ids are (the composer keeps each connection's); null when it cannot say. */
async function usersOfPartnerIds(settings: Settings, serviceId: string, partnerUserIds: string[]) {
  try {
    const found = await internalFetch(settings, 'engine', 'composer', '/internal/connections/users', {
      method: 'POST',
      body: { service_id: serviceId, partner_user_ids: partnerUserIds },
    });
    if (found.ok)
      return ((await found.json()) as { users: { user_id: string }[] }).users.map((u) => u.user_id);
    logger.warn(
      { status: found.status, service: serviceId },
      'realtime notification: partner users lookup failed',
    );
    return found.status < 500 ? { refused: true as const } : null;
  } catch (err) {
    logger.warn({ err, service: serviceId }, 'realtime notification: partner users lookup failed');
    return null;
  }
}

const partnerError = (res: Response, status: number, message: string) =>
  res.status(status).json({ errors: [{ message }] });

export function engineRouter(deps: DomainDeps) {
  const { db } = deps;
  const settings = deps.settings;
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
    [NOTIFICATIONS_PATH, IFTTT_NOTIFICATIONS_PATH],
    handle(async (req: Request, res) => {
      const { product, headerPrefix: prefix } = enginePartner(deps);
      if ((req.params.product ?? IFTTT_PRODUCT) !== product) return partnerError(res, 404, 'Not found.');
      const key = req.get(`${prefix}-Service-Key`) ?? req.get(`${prefix}-Channel-Key`);
      let service: { service_id: string } | null = null;
      try {
        service = key && key.length <= 200 ? await lookUpServiceByKey(settings, 'engine', key) : null;
      } catch (err) {
        logger.warn({ err }, 'realtime notification: service key lookup failed');
        return partnerError(res, 503, TRY_LATER);
      }
      if (!service) return partnerError(res, 401, 'Invalid service key.');
      // A partner's bad notification is answered as its error (400), never as ours.
      const named = readNotifications(req.body);
      if ('error' in named) return partnerError(res, 400, named.error);
      let userIds: string[] = [];
      if (named.partnerUsers.length) {
        const found = await usersOfPartnerIds(settings, service.service_id, named.partnerUsers);
        if (!found) return partnerError(res, 503, TRY_LATER);
        if ('refused' in found) return partnerError(res, 400, 'The user_ids could not be looked up.');
        userIds = found;
      }
      const { rows } = await db.query<{ id: string }>(
        `SELECT id FROM engine.trigger_identities
          WHERE service_id = $1 AND (id = ANY($2::text[]) OR user_id = ANY($3::uuid[]))`,
        [service.service_id, named.identities, userIds],
      );
      const runtime = runtimeOf(db);
      if (!runtime) return partnerError(res, 503, TRY_LATER);
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
