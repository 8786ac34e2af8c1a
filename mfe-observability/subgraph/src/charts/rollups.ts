import type { Db } from '@switchyard/server-kit';
import { endpointKind, errorKind, hourOf, isSuccess, type ChartedCall } from './callKinds';
import { addToHistogram, type Histogram } from './durationBuckets';

/** One row of observability.service_rollups: a service's calls of one hour, for one organization. */
export interface RollupRow {
  service_id: string;
  organization_id: string | null;
  /** ISO 8601 of the hour's start (UTC). */
  hour: string;
  success_count: number;
  error_count: number;
  /** Errors by kind: { 'HTTP 500': 3, timeout: 1 }. */
  errors: Record<string, number>;
  trigger_ms: Histogram;
  action_ms: Histogram;
}

/** The rollup rows a batch of calls adds up to, one per service, hour and organization. */
export function rollUp(calls: readonly ChartedCall[]): RollupRow[] {
  const rows = new Map<string, RollupRow>();
  for (const call of calls) {
    if (call.service_id === null || call.service_id === undefined) continue; // a chart is a service's
    const organizationId = call.organization_id ?? null;
    const hour = hourOf(call.created_at).toISOString();
    const key = JSON.stringify([call.service_id, hour, organizationId]);
    let row = rows.get(key);
    if (!row) {
      row = {
        service_id: call.service_id,
        organization_id: organizationId,
        hour,
        success_count: 0,
        error_count: 0,
        errors: {},
        trigger_ms: {},
        action_ms: {},
      };
      rows.set(key, row);
    }
    const kind = errorKind(call);
    if (isSuccess(call)) row.success_count += 1;
    else if (kind !== null) {
      row.error_count += 1;
      row.errors[kind] = (row.errors[kind] ?? 0) + 1;
    }
    const endpoint = endpointKind(call.request_url);
    if (endpoint) addToHistogram(endpoint === 'trigger' ? row.trigger_ms : row.action_ms, call.duration_ms);
  }
  return [...rows.values()].sort(byKey);
}

/** The order of the key (the upsert itself sorts by it in SQL): a batch's rows read the same each time. */
function byKey(a: RollupRow, b: RollupRow): number {
  return (
    compare(a.service_id, b.service_id) ||
    compare(a.hour, b.hour) ||
    compare(a.organization_id ?? '', b.organization_id ?? '')
  );
}
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Adds a batch of newly stored calls to the rollups: aggregated here first, then one upsert of the
 * rows in a stable order, each row adding its counts to what is there. Call it in the transaction
 * that stored the calls, with only the calls that transaction inserted (a redelivered call was
 * counted the first time).
 */
export async function addToRollups(db: Db, calls: readonly ChartedCall[]): Promise<number> {
  const rows = rollUp(calls);
  if (rows.length === 0) return 0;
  // In the key's order: every writer locks the rows it adds to in that one order, so two batches
  // never wait on each other in a cycle.
  await db.query(
    `INSERT INTO observability.service_rollups AS r
       (service_id, organization_id, hour, success_count, error_count, errors, trigger_ms, action_ms)
     SELECT service_id, organization_id, hour, success_count, error_count, errors, trigger_ms, action_ms
     FROM json_to_recordset($1::json) AS x(
       service_id text, organization_id text, hour timestamptz, success_count integer,
       error_count integer, errors jsonb, trigger_ms jsonb, action_ms jsonb)
     ORDER BY service_id, hour, organization_id
     ON CONFLICT (service_id, hour, organization_id) DO UPDATE SET
       success_count = r.success_count + EXCLUDED.success_count,
       error_count = r.error_count + EXCLUDED.error_count,
       errors = observability.add_counts(r.errors, EXCLUDED.errors),
       trigger_ms = observability.add_counts(r.trigger_ms, EXCLUDED.trigger_ms),
       action_ms = observability.add_counts(r.action_ms, EXCLUDED.action_ms)`,
    [JSON.stringify(rows)],
    { name: 'observability.add_to_rollups' },
  );
  return rows.length;
}

/**
 * Recomputes the rollups of one service, or of every service, from the logs stored (SQL
 * `observability.rebuild_rollups`, which the migration's backfill ran): after logs were written
 * without them, as the bench's bulk insert does. Returns the rows written. Safe while logs arrive.
 */
export async function rebuildRollups(db: Db, { serviceId }: { serviceId?: string } = {}): Promise<number> {
  return db.transaction(async (tx) => {
    const r = await tx.query<{ n: number }>('SELECT observability.rebuild_rollups($1) AS n', [
      serviceId ?? null,
    ]);
    return r.rows[0]!.n;
  });
}
