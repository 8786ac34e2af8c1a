import { USER_SERVICE_EVENTS, type UserServiceConnectionChanged } from '@switchyard/events';
import { logger, type Db, type EventBus } from '@switchyard/server-kit';

/** Why a connection was removed (UserServiceConnectionChanged.reason). */
export type RemovalReason = 'disconnected' | 'authentication_changed' | 'deleted';

/**
 * Publishes user_service.connection_changed in `tx`, the transaction of the change, with the pair's
 * next revision: taking it holds the pair's revision row until `tx` ends, so the events of one user
 * and service are numbered in the order their changes commit.
 */
export async function publishConnectionChanged(
  tx: Db,
  events: EventBus,
  change: { user_id: string; service_id: string; connected: boolean; reason?: RemovalReason },
): Promise<void> {
  const { rows } = await tx.query<{ revision: string }>(
    `INSERT INTO composer.connection_revisions (user_id, service_id, revision) VALUES ($1, $2, 1)
     ON CONFLICT (user_id, service_id) DO UPDATE SET revision = composer.connection_revisions.revision + 1
     RETURNING revision`,
    [change.user_id, change.service_id],
  );
  if (change.connected)
    await tx.query(
      'UPDATE composer.connections SET announced = true WHERE user_id = $1 AND service_id = $2',
      [change.user_id, change.service_id],
    );
  await events.publish<UserServiceConnectionChanged>(tx, USER_SERVICE_EVENTS.connectionChanged, {
    user_id: change.user_id,
    service_id: change.service_id,
    connected: change.connected,
    reason: change.connected ? null : (change.reason ?? 'disconnected'),
    revision: Number(rows[0].revision),
    changed_at: new Date().toISOString(),
  });
}

/** Publishes the removal of each of these connections (already deleted in `tx`). */
export async function publishRemovals(
  tx: Db,
  events: EventBus,
  removed: { user_id: string; service_id: string }[],
  reason: RemovalReason,
): Promise<void> {
  // One order for every transaction that takes revision rows: no two wait on each other in a cycle.
  const sorted = [...removed].sort((a, b) =>
    a.service_id === b.service_id
      ? a.user_id.localeCompare(b.user_id)
      : a.service_id.localeCompare(b.service_id),
  );
  for (const r of sorted) await publishConnectionChanged(tx, events, { ...r, connected: false, reason });
}

export const ANNOUNCE_BATCH = 500;

/**
 * Publishes the connections never announced (stored before the event existed, or without an event
 * bus), oldest first, `batch` a transaction, each marked in the transaction that publishes it:
 * running it again, or in several processes at once (each skips the rows another holds), announces
 * each connection once. Answers how many it announced.
 */
export async function announceUnannouncedConnections(
  db: Db,
  events: EventBus,
  batch = ANNOUNCE_BATCH,
): Promise<number> {
  let announced = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ user_id: string; service_id: string }>(
        `SELECT user_id, service_id FROM composer.connections WHERE NOT announced
          ORDER BY created_at, user_id, service_id LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [batch],
      );
      for (const row of rows) await publishConnectionChanged(tx, events, { ...row, connected: true });
      return rows.length;
    });
    announced += n;
    if (n < batch) return announced;
  }
}

/** At the domain's start: announces what is due; a failure is logged (the next start tries again). */
export async function announceConnectionsAtStart(db: Db, events: EventBus | undefined): Promise<void> {
  if (!events) return;
  try {
    const n = await announceUnannouncedConnections(db, events);
    if (n) logger.info({ announced: n }, 'connections announced as user_service.connection_changed');
  } catch (err) {
    logger.error({ err }, 'announcing earlier connections failed; the next start tries again');
  }
}
