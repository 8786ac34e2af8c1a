import type { TransactionRecorded } from '@switchyard/events';
import type { Db } from '@switchyard/server-kit';

/**
 * The partner calls this domain published as `transaction.recorded`, oldest first: what the
 * observability domain will store (its own tests check the storing).
 */
export async function recordedCalls(db: Db): Promise<TransactionRecorded[]> {
  const { rows } = await db.query<{ data: TransactionRecorded }>(
    "SELECT data FROM events.outbox WHERE type = 'transaction.recorded' ORDER BY seq",
  );
  return rows.map((r) => r.data);
}
