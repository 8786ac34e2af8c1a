import type { AppletRunSpec } from '@switchyard/events';
import type { Db } from '@switchyard/server-kit';
import type { PgBoss } from 'pg-boss';
import { runsEnded } from '../engineMetrics';
import { holdReason, type HoldCause } from '../poll/floodGuard';
import { laneJob, QUEUES } from '../queues';

const DISCARDED = 'Discarded: you chose not to run these held items.';
export const TURNED_OFF = 'The Applet was turned off before this run.';

/** What the applet page says of a user's held runs of one applet (null when none is held). */
export interface HeldRuns {
  count: number;
  oldest_at: Date;
  newest_at: Date;
  reason: string;
}

export async function heldRunsOf(db: Db, appletId: string, userId: string): Promise<HeldRuns | null> {
  const { rows } = await db.query<{
    count: number;
    oldest_at: Date | null;
    newest_at: Date | null;
    cause: HoldCause | null;
  }>(
    `SELECT count(*)::int AS count, min(r.created_at) AS oldest_at, max(r.created_at) AS newest_at,
            (SELECT s.held_cause FROM engine.subscriptions s WHERE s.applet_id = $1 AND s.user_id = $2) AS cause
       FROM engine.runs r WHERE r.applet_id = $1 AND r.user_id = $2 AND r.status = 'held'`,
    [appletId, userId],
  );
  const r = rows[0];
  if (!r || r.count === 0) return null;
  return {
    count: r.count,
    oldest_at: r.oldest_at!,
    newest_at: r.newest_at!,
    reason: holdReason(r.cause, r.count),
  };
}

/** Whether the user has this applet in the engine (on or off) or any run of it. */
export async function knowsApplet(db: Db, appletId: string, userId: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM engine.subscriptions WHERE applet_id = $1 AND user_id = $2
     UNION ALL SELECT 1 FROM engine.runs WHERE applet_id = $1 AND user_id = $2 LIMIT 1`,
    [appletId, userId],
  );
  return rows.length > 0;
}

/**
 * "Run them": the user's held runs of the applet become queued (their ids keep trigger order, and
 * nothing newer ran before them), not capped again; then their lane is queued (without a boss in
 * this process, the sweeper queues it within seconds). Returns how many were released.
 */
export async function runHeldRuns(
  db: Db,
  boss: PgBoss | null,
  appletId: string,
  userId: string,
): Promise<number> {
  const released = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ n: number; spec: AppletRunSpec | null }>(
      `WITH released AS (UPDATE engine.runs SET status = 'queued'
                          WHERE applet_id = $1 AND user_id = $2 AND status = 'held' RETURNING 1),
            cleared AS (UPDATE engine.subscriptions SET held_cause = NULL WHERE applet_id = $1 AND user_id = $2)
       SELECT (SELECT count(*)::int FROM released) AS n,
              (SELECT spec FROM engine.subscriptions WHERE applet_id = $1 AND user_id = $2 AND enabled) AS spec`,
      [appletId, userId],
    );
    return rows[0];
  });
  if (released.n > 0 && boss)
    await boss.insert(QUEUES.lane, [
      laneJob({ applet_id: appletId, user_id: userId }, released.spec ?? { queries: [], actions: [] }),
    ]);
  return released.n;
}

/** "Discard them", or the applet turned off: the user's held runs of the applet are cancelled. */
export async function cancelHeldRuns(
  db: Db,
  appletId: string,
  userId: string,
  error: string = DISCARDED,
): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `WITH cancelled AS (UPDATE engine.runs SET status = 'cancelled', error = $3, finished_at = now()
                         WHERE applet_id = $1 AND user_id = $2 AND status = 'held' RETURNING 1),
          cleared AS (UPDATE engine.subscriptions SET held_cause = NULL WHERE applet_id = $1 AND user_id = $2)
     SELECT count(*)::int AS n FROM cancelled`,
    [appletId, userId, error],
  );
  const n = rows[0]?.n ?? 0;
  if (n > 0) runsEnded.inc({ status: 'cancelled' }, n);
  return n;
}

/** A trigger of the service whose runs were held in the last 7 days (the partner's service page). */
export interface FloodHold {
  trigger_module_name: string;
  held_runs: number;
  checks: number;
  last_held_at: Date;
}

export async function floodHoldsOf(db: Db, serviceId: string): Promise<FloodHold[]> {
  const { rows } = await db.query<FloodHold>(
    `SELECT module_name AS trigger_module_name, sum(held)::int AS held_runs, count(*)::int AS checks,
            max(held_at) AS last_held_at
       FROM engine.run_holds WHERE service_id = $1 AND held_at > now() - interval '7 days'
      GROUP BY module_name ORDER BY max(held_at) DESC`,
    [serviceId],
  );
  return rows;
}
