import type { AppletRunSpec } from '@switchyard/events';
import type { Db } from '@switchyard/server-kit';
import { runsEnded } from '../engineMetrics';
import type { FilterOutcome } from './filterCode';
import type { IngredientValues } from './ingredients';

// A run costs a few statements whatever its steps: one claims it (with its applet's spec and the
// steps an earlier attempt settled), one ends it (with its steps and the applet's failure count);
// steps are written on their own only before a further partner call, so a retry resumes there.
// They are prepared statements (named): PostgreSQL spent longer planning them than running them.

export type RunStatus =
  'held' | 'queued' | 'running' | 'waiting' | 'succeeded' | 'skipped' | 'failed' | 'cancelled';
export type StepStatus = 'succeeded' | 'skipped' | 'failed' | 'retrying';

/** What a run decided before its actions: kept so a retry, a restart or the end of the delay resumes there. */
export interface RunPlan extends FilterOutcome {
  values: IngredientValues;
  /** The delay was waited (or there was none): the actions are next. */
  ready: boolean;
}

export interface RunRow {
  id: string;
  applet_id: string;
  user_id: string;
  item: Record<string, unknown> & { meta?: { timestamp?: number } };
  status: RunStatus;
  plan: RunPlan | null;
  created_at: Date;
  /** The trigger time of the lane's run before this one (Meta.previousTriggerTime); null for its first. */
  previous_trigger_at: Date | null;
}

/** A run being worked: its applet's spec (null when the applet is off) and its settled steps. */
export interface ClaimedRun extends RunRow {
  /** This attempt's number, from 1. */
  attempts: number;
  /** When a delayed run's actions were due (set while it waits, and after). */
  resume_at: Date | null;
  spec: AppletRunSpec | null;
  /** Keys of the steps an earlier attempt settled (succeeded or skipped): they are not run again. */
  settled: string[];
}

export interface Step {
  key: string;
  position: number;
  status: StepStatus;
  ms: number;
  error?: string | null;
  requestId?: string | null;
}

export const FINISHED: RunStatus[] = ['succeeded', 'skipped', 'failed', 'cancelled'];

const CLAIMED = `r.id, r.applet_id, r.user_id, r.item, r.status, r.plan, r.created_at, r.previous_trigger_at,
        r.attempts, r.resume_at,
        (SELECT s.spec FROM engine.subscriptions s
          WHERE s.applet_id = r.applet_id AND s.user_id = r.user_id AND s.enabled) AS spec,
        ARRAY(SELECT st.key FROM engine.run_steps st
               WHERE st.run_id = r.id AND st.status IN ('succeeded', 'skipped')) AS settled`;

/** Below every run id: a lane's first claim starts there. */
const LANE_START = '00000000-0000-0000-0000-000000000000';

/** A run that ended well and is not written yet: the lane's next claim writes it, in the same statement. */
export interface EndedRun {
  id: string;
  status: 'succeeded' | 'skipped';
  steps: Step[];
}

/**
 * A run its lane may work now, but for its `not_before`: queued, or running (a worker stopped in it),
 * or waiting for a delay that is over (its actions are next). runs_lane_idx holds these three statuses.
 */
const CLAIMABLE = `status IN ('queued', 'running', 'waiting')
   AND (resume_at IS NULL AND status <> 'waiting' OR resume_at <= now())`;

/**
 * Marks a lane's next run after `after` running (oldest first: queued, running when a worker
 * stopped in it, or waiting for a delay that is over; not one still waiting), counts the attempt, and reads what working it
 * needs. A lane's worker passes the run it just finished: the index entries of the runs before it
 * stay until vacuum, and a claim that walked past them all cost more the longer the lane ran.
 * `ended`, the run before (the same as `after`), is finished by the same statement: a run of a busy
 * lane costs one statement to end it and claim the next, not two.
 */
export async function claimNextRun(
  db: Db,
  appletId: string,
  userId: string,
  after = LANE_START,
  ended: EndedRun | null = null,
): Promise<ClaimedRun | null> {
  const claim = `UPDATE engine.runs r SET status = 'running', started_at = COALESCE(r.started_at, now()),
            attempts = r.attempts + 1
      WHERE r.id = (SELECT id FROM engine.runs
                     WHERE applet_id = $1 AND user_id = $2 AND id > $3 AND ${CLAIMABLE}
                     ORDER BY id LIMIT 1)
        AND (r.not_before IS NULL OR r.not_before <= now())
      RETURNING ${CLAIMED}`;
  if (!ended) {
    const { rows } = await db.query<ClaimedRun>(claim, [appletId, userId, after], {
      name: 'engine.claim_lane_run',
    });
    return rows[0] ?? null;
  }
  // The finish's CTEs run to completion though the claim reads none of them; the claim cannot
  // take the ended run (id > $3 = its id).
  const { rows } = await db.query<ClaimedRun>(
    `WITH ${finishCtes(4)} ${claim}`,
    [appletId, userId, ended.id, ended.id, ended.status, null, stepsJson(ended.steps)],
    { name: 'engine.finish_and_claim_lane_run' },
  );
  runsEnded.inc({ status: ended.status });
  return rows[0] ?? null;
}

/** When a lane's next run may be tried again (its partner said "later"), or null when it has none waiting. */
export async function laneWaitsUntil(db: Db, appletId: string, userId: string): Promise<Date | null> {
  const { rows } = await db.query<{ not_before: Date | null }>(
    `SELECT not_before FROM engine.runs
      WHERE applet_id = $1 AND user_id = $2 AND ${CLAIMABLE}
      ORDER BY id LIMIT 1`,
    [appletId, userId],
  );
  const at = rows[0]?.not_before;
  return at && at.getTime() > Date.now() ? at : null;
}

/** Holds a run (and its lane) until `at`. */
export async function postponeRun(db: Db, runId: string, at: Date): Promise<void> {
  await db.query('UPDATE engine.runs SET not_before = $2 WHERE id = $1', [runId, at]);
}

// Steps as one JSON array, upserted: a step tried again adds its duration and counts the attempt.
const UPSERT_STEPS = `INSERT INTO engine.run_steps (run_id, key, position, status, duration_ms, error, request_id)
     SELECT $1, s.key, s.position, s.status, s.ms, s.error, s.request_id
       FROM jsonb_to_recordset($STEPS::jsonb)
         AS s(key text, position integer, status text, ms integer, error text, request_id uuid)
     ON CONFLICT (run_id, key) DO UPDATE SET status = excluded.status,
       duration_ms = engine.run_steps.duration_ms + excluded.duration_ms,
       attempts = engine.run_steps.attempts + 1, error = excluded.error, finished_at = now()`;

const stepsJson = (steps: Step[]) =>
  JSON.stringify(
    steps.map((s) => ({
      key: s.key,
      position: s.position,
      status: s.status,
      ms: Math.round(s.ms),
      error: s.error ?? null,
      request_id: s.requestId ?? null,
    })),
  );

export async function recordSteps(db: Db, runId: string, steps: Step[]): Promise<void> {
  if (steps.length === 0) return;
  await db.query(UPSERT_STEPS.replace('$STEPS', '$2'), [runId, stepsJson(steps)], {
    name: 'engine.record_steps',
  });
}

/** Keeps the plan (and the steps that made it); a run that waits for its delay says so. */
export async function savePlan(
  db: Db,
  runId: string,
  plan: RunPlan,
  resumeAt: Date | null,
  steps: Step[] = [],
): Promise<void> {
  await db.query(
    `WITH steps AS (${UPSERT_STEPS.replace('$STEPS', '$5')})
     UPDATE engine.runs SET plan = $2, status = $3, resume_at = COALESCE($4, resume_at) WHERE id = $1`,
    [runId, JSON.stringify(plan), resumeAt ? 'waiting' : 'running', resumeAt, stepsJson(steps)],
    { name: 'engine.save_plan' },
  );
}

/** Ends a run with its last steps; the applet's failures in a row are returned (null for a run that is gone). */
export async function finishRun(
  db: Db,
  runId: string,
  status: RunStatus,
  error: string | null = null,
  steps: Step[] = [],
): Promise<{ applet_id: string; user_id: string; failures_in_a_row: number } | null> {
  runsEnded.inc({ status });
  const { rows } = await db.query<{ applet_id: string; user_id: string; failures_in_a_row: number }>(
    `WITH ${finishCtes(1)}
     SELECT run.applet_id, run.user_id, COALESCE((SELECT failures_in_a_row FROM counted), 0) AS failures_in_a_row
       FROM run`,
    [runId, status, error, stepsJson(steps)],
    { name: 'engine.finish_run' },
  );
  return rows[0] ?? null;
}

/** Writes a run that ended well (one no next claim wrote). */
export async function endRun(db: Db, ended: EndedRun): Promise<void> {
  await finishRun(db, ended.id, ended.status, null, ended.steps);
}

/**
 * The CTEs that end a run (steps, run, counted), with its id, status, error and steps as the
 * parameters from $n on. The applet's failures in a row go up with a failed run and back to 0
 * with one that ran.
 */
function finishCtes(n: number): string {
  const [id, status, error, steps] = [n, n + 1, n + 2, n + 3].map((i) => `$${i}`);
  return `steps AS (${UPSERT_STEPS.replace('$STEPS', steps).replace('$1', id)}),
     run AS (UPDATE engine.runs SET status = ${status}, error = ${error}::text, finished_at = now()
              WHERE id = ${id} RETURNING applet_id, user_id),
     counted AS (UPDATE engine.subscriptions s
                    SET failures_in_a_row = CASE WHEN ${status} = 'failed' THEN s.failures_in_a_row + 1 ELSE 0 END
                   FROM run WHERE s.applet_id = run.applet_id AND s.user_id = run.user_id
                    AND (${status} = 'failed' OR (${status} IN ('succeeded', 'skipped') AND s.failures_in_a_row > 0))
                 RETURNING s.failures_in_a_row)`;
}
