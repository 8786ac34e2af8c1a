import type { Db } from '@switchyard/server-kit';
import type { ChecklistStepType, EndpointTestOutcome } from '@switchyard/service-config-common/checklist';

/** A skipped item (migrations/0015_checklist_skips.sql). */
export interface ChecklistSkip {
  step_type: string;
  step_module_name: string;
  key: string;
}

export const skipId = (s: ChecklistSkip) => `${s.step_type}\u0000${s.step_module_name}\u0000${s.key}`;

/** The service's skipped items, as ids (skipId). */
export async function skipsOfService(db: Db, serviceId: string): Promise<Set<string>> {
  const { rows } = await db.query<ChecklistSkip>(
    `SELECT step_type, step_module_name, key FROM service_config.checklist_skips WHERE service_id = $1`,
    [serviceId],
  );
  return new Set(rows.map(skipId));
}

/** Skips the item (a repeat changes nothing) or, with skipped false, counts it again. */
export async function setSkipped(
  db: Db,
  serviceId: string,
  item: ChecklistSkip,
  skipped: boolean,
  userId: string,
): Promise<void> {
  if (skipped) {
    await db.query(
      `INSERT INTO service_config.checklist_skips (service_id, step_type, step_module_name, key, skipped_by)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
      [serviceId, item.step_type, item.step_module_name, item.key, userId],
    );
  } else {
    await db.query(
      `DELETE FROM service_config.checklist_skips
       WHERE service_id = $1 AND step_type = $2 AND step_module_name = $3 AND key = $4`,
      [serviceId, item.step_type, item.step_module_name, item.key],
    );
  }
}

const STEP_TYPE_OF_SEGMENT: Record<string, ChecklistStepType> = {
  triggers: 'trigger',
  queries: 'query',
  actions: 'action',
};

const FAILURES = ['assertion_failure', 'test_case_error', 'endpoint_error'];

/**
 * Each step's outcome in the service's newest finished endpoint test run, keyed `{type}\0{module_name}`
 * (its events' context paths begin `{triggers|queries|actions}/{slug}`): failed with any failure, passed
 * with passing checks and none failing. A step the run did not test is absent (untested).
 */
export async function endpointTestOutcomes(
  db: Db,
  serviceId: string,
): Promise<Map<string, EndpointTestOutcome>> {
  const { rows } = await db.query<{ segment: string; step: string; failed: boolean; passed: boolean }>(
    `WITH last AS (
       SELECT id FROM service_config.endpoint_test_runs
       WHERE service_id = $1 AND finished_at IS NOT NULL ORDER BY finished_at DESC LIMIT 1
     )
     SELECT split_part(context_path, '/', 1) AS segment, split_part(context_path, '/', 2) AS step,
            bool_or(type = ANY($2::text[])) AS failed, bool_or(type = 'assertion_success') AS passed
     FROM service_config.endpoint_test_events
     WHERE run_id = (SELECT id FROM last) AND split_part(context_path, '/', 1) IN ('triggers', 'queries', 'actions')
     GROUP BY 1, 2`,
    [serviceId, FAILURES],
  );
  const outcomes = new Map<string, EndpointTestOutcome>();
  for (const row of rows) {
    if (!row.failed && !row.passed) continue;
    outcomes.set(`${STEP_TYPE_OF_SEGMENT[row.segment]}\u0000${row.step}`, row.failed ? 'failed' : 'passed');
  }
  return outcomes;
}
