import { SERVICE_EVENTS, type ServiceUsersChanged } from '@switchyard/events';
import type { Db, EventBus } from '@switchyard/server-kit';

/** Services one counting round takes at most; a full batch means more wait. */
export const SERVICE_USERS_BATCH = 100;

/**
 * Recounts the users of the services marked pending (migration 0008) and publishes
 * service.users_changed for each, clearing their marks, in `tx`: `serviceIds` names the services a
 * change just marked (the services of other marks are left to the announcer); without it, a batch of
 * the oldest marks. Returns how many services it counted.
 */
export async function announceServiceUsers(tx: Db, events: EventBus, serviceIds?: string[]): Promise<number> {
  const { rows: marked } = serviceIds
    ? await tx.query<{ service_id: string }>(
        'DELETE FROM composer.pending_service_users WHERE service_id = ANY($1::uuid[]) RETURNING service_id',
        [serviceIds],
      )
    : await tx.query<{ service_id: string }>(
        `DELETE FROM composer.pending_service_users WHERE service_id IN (
           SELECT service_id FROM composer.pending_service_users ORDER BY marked_at LIMIT $1 FOR UPDATE SKIP LOCKED)
         RETURNING service_id`,
        [SERVICE_USERS_BATCH],
      );
  // One order for every counting transaction: two of them never wait on each other's rows in a cycle.
  const ids = marked.map((m) => m.service_id).sort();
  for (const serviceId of ids) await publishCount(tx, events, serviceId);
  return ids.length;
}

/**
 * Takes the service's next version (locking its row until `tx` ends), then counts: a count that
 * waited for another's lock sees what that one committed, so the higher version is never staler.
 */
async function publishCount(tx: Db, events: EventBus, serviceId: string): Promise<void> {
  const { rows: taken } = await tx.query<{ version: string }>(
    `INSERT INTO composer.service_users (service_id, version, users_count, counted_at) VALUES ($1, 1, 0, now())
     ON CONFLICT (service_id) DO UPDATE SET version = composer.service_users.version + 1
     RETURNING version`,
    [serviceId],
  );
  const { rows: counted } = await tx.query<{ users_count: number; counted_at: Date }>(
    `SELECT count(*)::int AS users_count, clock_timestamp() AS counted_at FROM (
       SELECT user_id FROM composer.connections WHERE service_id = $1
       UNION
       SELECT u.user_id FROM composer.applet_users u
         JOIN composer.applet_steps s ON s.applet_id = u.applet_id WHERE s.service_id = $1
     ) users`,
    [serviceId],
  );
  const { users_count, counted_at } = counted[0];
  await tx.query(
    'UPDATE composer.service_users SET users_count = $2, counted_at = $3 WHERE service_id = $1',
    [serviceId, users_count, counted_at],
  );
  await events.publish<ServiceUsersChanged>(tx, SERVICE_EVENTS.usersChanged, {
    service_id: serviceId,
    users_count,
    version: Number(taken[0].version),
    counted_at: new Date(counted_at).toISOString(),
  });
}
