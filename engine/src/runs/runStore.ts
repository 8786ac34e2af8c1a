import type { Db } from '@switchyard/server-kit';
import { runsEnded } from '../engineMetrics';
import type { FilterOutcome } from './filterCode';
import type { IngredientValues } from './ingredients';

export type RunStatus = 'queued' | 'running' | 'waiting' | 'succeeded' | 'skipped' | 'failed' | 'cancelled';
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
}

export const FINISHED: RunStatus[] = ['succeeded', 'skipped', 'failed', 'cancelled'];

export async function loadRun(db: Db, id: string): Promise<RunRow | null> {
  const { rows } = await db.query<RunRow>(
    'SELECT id, applet_id, user_id, item, status, plan, created_at FROM engine.runs WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}

/** The steps of a run already settled (succeeded or skipped), by key: a retried run skips them. */
export async function settledSteps(db: Db, runId: string): Promise<Set<string>> {
  const { rows } = await db.query<{ key: string }>(
    `SELECT key FROM engine.run_steps WHERE run_id = $1 AND status IN ('succeeded', 'skipped')`,
    [runId],
  );
  return new Set(rows.map((r) => r.key));
}

export async function recordStep(
  db: Db,
  runId: string,
  step: {
    key: string;
    position: number;
    status: StepStatus;
    ms: number;
    error?: string | null;
    requestId?: string | null;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO engine.run_steps (run_id, key, position, status, duration_ms, error, request_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (run_id, key) DO UPDATE SET status = excluded.status,
       duration_ms = engine.run_steps.duration_ms + excluded.duration_ms,
       attempts = engine.run_steps.attempts + 1, error = excluded.error, finished_at = now()`,
    [
      runId,
      step.key,
      step.position,
      step.status,
      Math.round(step.ms),
      step.error ?? null,
      step.requestId ?? null,
    ],
  );
}

export async function markRunning(db: Db, runId: string): Promise<void> {
  await db.query(
    "UPDATE engine.runs SET status = 'running', started_at = COALESCE(started_at, now()) WHERE id = $1",
    [runId],
  );
}

export async function savePlan(db: Db, runId: string, plan: RunPlan, resumeAt: Date | null): Promise<void> {
  await db.query('UPDATE engine.runs SET plan = $2, status = $3, resume_at = $4 WHERE id = $1', [
    runId,
    JSON.stringify(plan),
    resumeAt ? 'waiting' : 'running',
    resumeAt,
  ]);
}

export async function finishRun(db: Db, runId: string, status: RunStatus, error: string | null = null) {
  runsEnded.inc({ status });
  await db.query('UPDATE engine.runs SET status = $2, error = $3, finished_at = now() WHERE id = $1', [
    runId,
    status,
    error,
  ]);
}
