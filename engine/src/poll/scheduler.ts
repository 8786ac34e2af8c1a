import type { Db } from '@switchyard/server-kit';
import type { PgBoss } from 'pg-boss';
import { QUEUES, type PollJob } from '../queues';

/** Identities one tick queues at most; a tick that queued this many runs again at once. */
export const DUE_BATCH = 500;

/**
 * How often each engine process looks for due polls. A poll waits up to one tick past its due time
 * (about half a tick on average with two processes), so the tick bounds the schedule's lag: 1 s
 * (half the interval when that is shorter, at least 0.5 s). A tick with nothing due is one indexed
 * UPDATE that finds no row.
 */
export const schedulerTickMs = (intervalSeconds: number) =>
  Math.min(1000, Math.max(500, (intervalSeconds * 1000) / 2));

/**
 * How long the embedded database's scheduler may sleep when nothing is due: it sleeps until the next
 * identity is due, at most this long, and a new identity wakes it (migration 0007).
 */
export const SCHEDULER_REST_MS = 30_000;

/** Milliseconds until the next trigger identity is due (SCHEDULER_REST_MS when there is none). */
export async function nextDueInMs(db: Db): Promise<number> {
  const { rows } = await db.query<{ ms: number | null }>(
    'SELECT (extract(epoch FROM min(next_poll_at) - now()) * 1000)::float8 AS ms FROM engine.trigger_identities',
  );
  const ms = rows[0]?.ms;
  return ms === null || ms === undefined ? SCHEDULER_REST_MS : Math.max(0, Math.ceil(ms));
}

/**
 * Queues a poll of every trigger identity that is due and moves its next poll one interval on; any
 * number of engine processes may do this at once (the rows are claimed with SKIP LOCKED).
 */
export async function queueDuePolls(db: Db, boss: PgBoss, intervalSeconds: number): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE engine.trigger_identities SET next_poll_at = now() + make_interval(secs => $1)
      WHERE id IN (SELECT id FROM engine.trigger_identities WHERE next_poll_at <= now()
                    ORDER BY next_poll_at LIMIT $2 FOR UPDATE SKIP LOCKED)
      RETURNING id`,
    [intervalSeconds, DUE_BATCH],
  );
  if (rows.length)
    await queuePolls(
      boss,
      rows.map((r) => r.id),
    );
  return rows.length;
}

/**
 * Queues polls now (realtime notifications, 'Check now'); an identity already waiting keeps its one
 * job. Realtime ones go before the scheduled ones waiting: a schedule that is behind (many
 * identities due at once) does not hold up a user's new item.
 */
export async function queuePolls(boss: PgBoss, identityIds: string[], realtime = false): Promise<void> {
  await boss.insert(
    QUEUES.poll,
    identityIds.map((id) => ({
      data: { identity_id: id, realtime } satisfies PollJob,
      singletonKey: id,
      ...(realtime ? { priority: 1 } : {}),
    })),
  );
}
