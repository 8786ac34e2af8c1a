import { repeatEvery, type Db, type DomainDeps } from '@switchyard/server-kit';
import { observabilitySettings } from '../settings';

/** Rows one statement deletes: short statements, short locks, however many logs have expired. */
export const RETENTION_BATCH = 5000;
const RETENTION_EVERY_MS = 60 * 60_000;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

export interface RetentionOptions {
  retentionDays: number;
  now?: Date;
  batchSize?: number;
}

/**
 * Deletes one batch of the logs older than the retention, oldest first; returns how many. Several
 * processes may run it at once: each skips the rows another is deleting, and a row deleted twice
 * is simply not there the second time.
 */
export async function deleteExpiredLogs(
  db: Db,
  { retentionDays, now = new Date(), batchSize = RETENTION_BATCH }: RetentionOptions,
): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * DAY_MS);
  const deleted = await db.query(
    `DELETE FROM observability.transaction_logs WHERE id IN (
       SELECT id FROM observability.transaction_logs WHERE created_at < $1
       ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED)`,
    [before, batchSize],
  );
  return deleted.rowCount;
}

/**
 * Deletes the charts' rollups of the hours wholly older than the retention (src/charts/rollups.ts),
 * whose logs are gone or going; returns how many. A few rows an hour per service: one statement.
 */
export async function deleteExpiredRollups(
  db: Db,
  { retentionDays, now = new Date() }: Omit<RetentionOptions, 'batchSize'>,
): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * DAY_MS - HOUR_MS);
  const deleted = await db.query('DELETE FROM observability.service_rollups WHERE hour <= $1', [before]);
  return deleted.rowCount;
}

/**
 * The retention job: at start, then hourly, batch after batch until none is full
 * (TRANSACTION_LOG_RETENTION_DAYS); the rollups of the same hours go with the logs.
 */
export function startLogRetention(deps: DomainDeps, everyMs = RETENTION_EVERY_MS) {
  const { transactionLogRetentionDays: retentionDays } = deps.settings.of(observabilitySettings);
  return repeatEvery(everyMs, 'transaction log retention', async () => {
    await deleteExpiredRollups(deps.db, { retentionDays });
    return (await deleteExpiredLogs(deps.db, { retentionDays })) === RETENTION_BATCH;
  });
}
