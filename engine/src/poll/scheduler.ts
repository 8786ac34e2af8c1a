import type { Db } from '@switchyard/server-kit';
import type { PgBoss } from 'pg-boss';
import { QUEUES, type PollJob } from '../queues';

const DUE_BATCH = 500;

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

/** Queues polls now (realtime notifications, 'Check now'); an identity already waiting keeps its one job. */
export async function queuePolls(boss: PgBoss, identityIds: string[], realtime = false): Promise<void> {
  await boss.insert(
    QUEUES.poll,
    identityIds.map((id) => ({ data: { identity_id: id, realtime } satisfies PollJob, singletonKey: id })),
  );
}
