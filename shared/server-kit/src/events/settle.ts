import type { Db } from '../db';
import { CONSUMER_QUEUE_SEPARATOR } from './eventBus';

/**
 * Tests only: waits until every event in the outbox has been handed to pg-boss and no delivery is
 * waiting or running, so a test starts from (or checks) a state nothing is still changing. Only
 * the bus's own queues count: other jobs on pg-boss (the engine's polls and runs) are not events.
 */
export async function waitForEventsSettled(db: Db, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await db.query<{ pending: number }>(
      `SELECT (SELECT count(*) FROM events.outbox WHERE published_at IS NULL)
            + (SELECT count(*) FROM pgboss.job WHERE state IN ('created', 'retry', 'active')
                 AND strpos(name, $1) > 0) AS pending`,
      [CONSUMER_QUEUE_SEPARATOR],
    );
    if (Number(rows[0].pending) === 0) return;
    if (Date.now() > end) throw new Error(`events still pending after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
