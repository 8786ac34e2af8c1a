import type { Db } from '../db';

/**
 * Tests only: waits until every event in the outbox has been handed to pg-boss and no delivery is
 * waiting or running, so a test starts from (or checks) a state nothing is still changing. The
 * engine's own jobs (polls and runs, which never stop coming) are not events.
 */
export async function waitForEventsSettled(db: Db, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await db.query<{ pending: number }>(
      `SELECT (SELECT count(*) FROM events.outbox WHERE published_at IS NULL)
            + (SELECT count(*) FROM pgboss.job WHERE state IN ('created', 'retry', 'active')
                 AND name NOT LIKE 'engine.%') AS pending`,
    );
    if (Number(rows[0].pending) === 0) return;
    if (Date.now() > end) throw new Error(`events still pending after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
