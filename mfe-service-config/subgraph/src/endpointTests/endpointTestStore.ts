import type { Db, EventBus } from '@switchyard/server-kit';
import { publishConfigurationChanged } from '../review/publishConfiguration';
import { isUuid } from '../services/serviceStore';
import type {
  EndpointTestEvent,
  EndpointTestEventType,
} from '@switchyard/service-config-common/endpointTests/eventTypes';

/** A row of endpoint_test_runs (migrations/0008_endpoint_tests.sql). */
export interface EndpointTestRunRow {
  id: string;
  service_id: string;
  started_by: string;
  started_at: Date;
  finished_at: Date | null;
  failed: boolean | null;
  passing_count: number;
  failed_count: number;
}

/** The newest finished run of a service, as the review page shows it. */
export interface EndpointTestResult {
  failed: boolean;
  finished_at: Date;
  passing: number;
  failed_count: number;
}

/**
 * Starts a run: its id, or the id of the run already going for this service (`running`), since a
 * service has at most one running run (a partial unique index).
 */
export async function createRun(
  db: Db,
  serviceId: string,
  startedBy: string,
): Promise<{ created: true; id: string } | { created: false; runningId: string | null }> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO service_config.endpoint_test_runs (service_id, started_by) VALUES ($1, $2)
     ON CONFLICT DO NOTHING RETURNING id`,
    [serviceId, startedBy],
  );
  if (rows[0]) return { created: true, id: rows[0].id };
  const running = await db.query<{ id: string }>(
    'SELECT id FROM service_config.endpoint_test_runs WHERE service_id = $1 AND finished_at IS NULL',
    [serviceId],
  );
  return { created: false, runningId: running.rows[0]?.id ?? null };
}

export async function findRun(db: Db, id: string): Promise<EndpointTestRunRow | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<EndpointTestRunRow>(
    'SELECT * FROM service_config.endpoint_test_runs WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}

export async function insertEvent(db: Db, runId: string, event: EndpointTestEvent): Promise<void> {
  await db.query(
    `INSERT INTO service_config.endpoint_test_events (run_id, index, type, context_path, data)
     VALUES ($1, $2, $3, $4, $5::jsonb)`,
    [runId, event.index, event.type, event.context_path, JSON.stringify(event.data)],
  );
}

/** Events of a run from an index on, in order, at most `limit`. */
export async function eventsFrom(
  db: Db,
  runId: string,
  offset: number,
  limit: number,
): Promise<EndpointTestEvent[]> {
  const { rows } = await db.query<{
    index: number;
    type: EndpointTestEventType;
    context_path: string;
    data: Record<string, unknown>;
  }>(
    `SELECT index, type, context_path, data FROM service_config.endpoint_test_events
     WHERE run_id = $1 AND index >= $2 ORDER BY index LIMIT $3`,
    [runId, offset, limit],
  );
  return rows.map((r) => ({ index: r.index, type: r.type, context_path: r.context_path, data: r.data }));
}

/** Ends a run with its suite_end event, in one transaction: a reader sees both or neither. */
export async function finishRun(
  db: Db,
  runId: string,
  suiteEnd: EndpointTestEvent,
  totals: { failed: boolean; passing: number; failing: number },
  events?: EventBus,
): Promise<void> {
  await db.transaction(async (tx) => {
    await insertEvent(tx, runId, suiteEnd);
    const { rows } = await tx.query<{ service_id: string }>(
      `UPDATE service_config.endpoint_test_runs
       SET finished_at = now(), failed = $2, passing_count = $3, failed_count = $4
       WHERE id = $1 AND finished_at IS NULL RETURNING service_id`,
      [runId, totals.failed, totals.passing, totals.failing],
    );
    // The service's last endpoint test is part of what review reads.
    if (rows[0]) await publishConfigurationChanged(tx, events, rows[0].service_id);
  });
}

/**
 * Ends runs of the service that should have ended long ago (the process running them stopped), so
 * they no longer block a new run; each gets a failed suite_end.
 */
export async function abandonStaleRuns(db: Db, serviceId: string, olderThanMs: number): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; next: number; passing: number; failing: number }>(
      `SELECT r.id,
         (SELECT coalesce(max(index) + 1, 0) FROM service_config.endpoint_test_events e WHERE e.run_id = r.id) AS next,
         (SELECT count(*)::int FROM service_config.endpoint_test_events e
          WHERE e.run_id = r.id AND e.type = 'assertion_success') AS passing,
         (SELECT count(*)::int FROM service_config.endpoint_test_events e
          WHERE e.run_id = r.id AND e.type IN ('assertion_failure', 'endpoint_error', 'test_case_error')) AS failing
       FROM service_config.endpoint_test_runs r
       WHERE r.service_id = $1 AND r.finished_at IS NULL
         AND r.started_at < now() - make_interval(secs => $2::double precision / 1000)
       FOR UPDATE`,
      [serviceId, olderThanMs],
    );
    for (const run of rows) {
      await finishRun(
        tx,
        run.id,
        {
          index: run.next,
          type: 'suite_end',
          context_path: '',
          data: {
            failed: true,
            passing: run.passing,
            failing: run.failing,
            abandoned: true,
            message: 'This test run stopped before it ended.',
          },
        },
        { failed: true, passing: run.passing, failing: run.failing },
      );
    }
    return rows.length;
  });
}

/** Each service's newest finished run (one query for all of them). */
export async function lastResultsOfServices(
  db: Db,
  serviceIds: string[],
): Promise<Map<string, EndpointTestResult>> {
  const ids = serviceIds.filter(isUuid);
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<EndpointTestResult & { service_id: string }>(
    `SELECT DISTINCT ON (service_id) service_id, failed, finished_at, passing_count AS passing, failed_count
     FROM service_config.endpoint_test_runs
     WHERE service_id = ANY($1::uuid[]) AND finished_at IS NOT NULL
     ORDER BY service_id, finished_at DESC`,
    [ids],
  );
  return new Map(rows.map(({ service_id, ...result }) => [service_id, result]));
}
