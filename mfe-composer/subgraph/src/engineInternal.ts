import { handle, internalOnly, notFound, parseInput, type DomainDeps } from '@switchyard/server-kit';
import express from 'express';
import { z } from 'zod';
import { channelsById } from './catalog';
import { findConnection } from './connections/connectionStore';
import { refreshed, type PartnerDeps } from './connections/partnerCall';
import { needsUserConnection, partnerSettings } from './connections/partnerSettings';

/**
 * What the engine asks of the composer (signed internal calls only): a user's access token for a
 * service (refreshed when it is about to expire, or when the engine says the partner refused it),
 * which of its users a partner's own user ids are (realtime notifications name those), and turning
 * an applet off for a user with the reason they will read.
 */
export const ENGINE_INTERNAL_PATHS = [
  'POST /internal/connections/token',
  'POST /internal/connections/users',
  'POST /internal/applets/:id/turn_off',
];

const tokenRequest = z.object({
  user_id: z.string().uuid(),
  service_id: z.string().uuid(),
  /** The token the partner answered 401 to: refreshed once, unless another worker already did. */
  rejected_token: z.string().min(1).max(10_000).optional(),
});

const partnerUsers = z.object({
  service_id: z.string().uuid(),
  partner_user_ids: z.array(z.string().min(1).max(200)).max(1000),
});

const turnOff = z.object({ user_id: z.string().uuid(), reason: z.string().min(1).max(500) });

const REFRESH_MARGIN_MS = 60_000;

export function engineInternalRouter(deps: PartnerDeps & DomainDeps) {
  const router = express.Router();
  router.use('/internal', internalOnly(deps.env));

  router.post(
    '/internal/connections/token',
    handle(async (req, res) => {
      const ask = parseInput(tokenRequest, req.body);
      const settings = await partnerSettings(deps.env, ask.service_id);
      if (!settings) throw notFound('Service not found.');
      res.setHeader('Cache-Control', 'no-store');
      if (!needsUserConnection(settings.authentication_type))
        return res.json({ access_token: null, expires_at: null });
      const service =
        (await channelsById(deps.db, [ask.service_id])).get(ask.service_id)?.name ?? settings.module_name;
      let c = await findConnection(deps.db, deps.box, ask.user_id, ask.service_id);
      if (!c) return res.status(409).json({ error: 'not_connected', service });
      const stale = ask.rejected_token === c.access_token;
      const expiring = c.expires_at !== null && c.expires_at.getTime() < Date.now() + REFRESH_MARGIN_MS;
      if (stale || expiring) {
        const next = await refreshed(deps, settings, c);
        if (next) c = next;
        else if (stale) return res.status(409).json({ error: 'refused', service });
      }
      res.json({ access_token: c.access_token, expires_at: c.expires_at?.toISOString() ?? null });
    }),
  );

  router.post(
    '/internal/connections/users',
    handle(async (req, res) => {
      const ask = parseInput(partnerUsers, req.body);
      const { rows } = await deps.db.query<{ user_id: string; partner_user_id: string }>(
        `SELECT user_id, partner_user_id FROM composer.connections
          WHERE service_id = $1 AND partner_user_id = ANY($2::text[])`,
        [ask.service_id, ask.partner_user_ids],
      );
      res.json({ users: rows });
    }),
  );

  router.post(
    '/internal/applets/:id/turn_off',
    handle(async (req, res) => {
      const ask = parseInput(turnOff, req.body);
      const id = z.string().uuid().safeParse(req.params.id);
      if (!id.success) throw notFound('Applet not found.');
      const { rows } = await deps.db.query(
        `UPDATE composer.applet_users SET enabled = false, disabled_reason = $3, updated_at = now()
          WHERE applet_id = $1 AND user_id = $2 AND enabled RETURNING applet_id`,
        [id.data, ask.user_id, ask.reason],
      );
      res.json({ turned_off: rows.length > 0 });
    }),
  );
  return router;
}
