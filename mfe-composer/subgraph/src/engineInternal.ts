import { handle, internalOnly, notFound, parseInput } from '@switchyard/server-kit';
import express from 'express';
import { z } from 'zod';
import { connectionTokens, type PartnerDeps } from './connections/composerPartner';

/**
 * What the engine asks of the composer (signed internal calls only): a user's access token for a
 * service (refreshed when it is about to expire, or when the engine says the partner refused it),
 * which of its users a partner's own user ids are (realtime notifications and the Connect API name
 * those) and those users' ids at a service (the connections domain's webhooks), and turning
 * an applet off for a user with the reason they will read.
 */
export const ENGINE_INTERNAL_PATHS = [
  'POST /internal/connections/token',
  'POST /internal/connections/users',
  'POST /internal/connections/partner_users',
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

const platformUsers = z.object({
  service_id: z.string().uuid(),
  user_ids: z.array(z.string().uuid()).max(1000),
});

const turnOff = z.object({ user_id: z.string().uuid(), reason: z.string().min(1).max(500) });

export function engineInternalRouter(deps: PartnerDeps) {
  const router = express.Router();
  router.use('/internal', internalOnly(deps.settings));
  // What the engine's partner client asks here when it runs in another process (in this one it
  // asks connectionTokens directly).
  const tokenOf = connectionTokens(deps);

  router.post(
    '/internal/connections/token',
    handle(async (req, res) => {
      const ask = parseInput(tokenRequest, req.body);
      const answer = await tokenOf({
        userId: ask.user_id,
        serviceId: ask.service_id,
        rejected: ask.rejected_token,
      });
      if (!answer) throw notFound('Service not found.');
      res.setHeader('Cache-Control', 'no-store');
      res.status('error' in answer ? 409 : 200).json(answer);
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

  // The other way round (the connections domain's webhooks name the user by their id at the service).
  router.post(
    '/internal/connections/partner_users',
    handle(async (req, res) => {
      const ask = parseInput(platformUsers, req.body);
      const { rows } = await deps.db.query<{ user_id: string; partner_user_id: string }>(
        `SELECT user_id, partner_user_id FROM composer.connections
          WHERE service_id = $1 AND user_id = ANY($2::uuid[]) AND partner_user_id IS NOT NULL`,
        [ask.service_id, ask.user_ids],
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
