import type { ServiceAuthenticationChanged } from '@switchyard/events';
import type { Db, EventBus } from '@switchyard/server-kit';
import { needsUserConnection } from '@switchyard/server-kit/partner-client';
import { deleteAppletsOfService } from '../applets/appletCleanup';
import { announceServiceUsers } from './serviceUsers';
import { publishRemovals } from './userConnectionEvents';

/** What /my_services tells a user whose connection an authentication change removed. */
export const reactivationMessage = (service: string) =>
  `${service} changed how you sign in. Connect it again to use it.`;

/**
 * service.authentication_changed (issue 38; service-config's warnings promise it): in the event's
 * transaction every user's token at the service goes (each removal published as
 * user_service.connection_changed, reason authentication_changed) and, when users connect to it
 * under the new type, each of them is asked to connect again; every applet that uses one of the
 * service's steps is deleted (its users' marks make the announcer publish applet.activation_changed
 * with spec null, as deleting an applet does); the service's users are recounted and announced.
 * A repeated change (the same service and time) or an older one than the last applied changes nothing.
 */
export async function applyAuthenticationChange(
  tx: Db,
  events: EventBus,
  e: ServiceAuthenticationChanged,
): Promise<{ tokens_removed: number; applets_deleted: number } | null> {
  const { rows: applied } = await tx.query(
    `INSERT INTO composer.authentication_changes (service_id, changed_at, to_type)
     SELECT $1::uuid, $2::timestamptz, $3::text
      WHERE NOT EXISTS (SELECT 1 FROM composer.authentication_changes
                         WHERE service_id = $1::uuid AND changed_at >= $2::timestamptz)
     ON CONFLICT DO NOTHING RETURNING 1`,
    [e.service_id, e.changed_at, e.to],
  );
  if (applied.length === 0) return null;
  const { rows: removed } = await tx.query<{ user_id: string; service_id: string }>(
    'DELETE FROM composer.connections WHERE service_id = $1 RETURNING user_id, service_id',
    [e.service_id],
  );
  if (needsUserConnection(e.to))
    await tx.query(
      `INSERT INTO composer.reactivations (user_id, service_id, changed_at)
       SELECT user_id, $2::uuid, $3::timestamptz FROM unnest($1::uuid[]) AS r(user_id)
       ON CONFLICT (user_id, service_id) DO UPDATE SET changed_at = excluded.changed_at`,
      [removed.map((r) => r.user_id), e.service_id, e.changed_at],
    );
  // Signing in no longer works as before for anyone: earlier requests to reconnect stand only
  // while connecting is still needed.
  else await tx.query('DELETE FROM composer.reactivations WHERE service_id = $1', [e.service_id]);
  const applets = await deleteAppletsOfService(tx, e.service_id);
  await publishRemovals(tx, events, removed, 'authentication_changed');
  await announceServiceUsers(tx, events, [e.service_id]);
  return { tokens_removed: removed.length, applets_deleted: applets.length };
}

/** The services a user is asked to connect again to, newest change first. */
export async function reactivationsOf(db: Db, userId: string) {
  const { rows } = await db.query<{ service_id: string; changed_at: Date }>(
    'SELECT service_id, changed_at FROM composer.reactivations WHERE user_id = $1 ORDER BY changed_at DESC',
    [userId],
  );
  return rows;
}
