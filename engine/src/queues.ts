import type { AppletRunSpec } from '@switchyard/events';
import { fromPglite, PgBoss, type Db as BossDb, type JobInsert } from 'pg-boss';
import type { Db } from '@switchyard/server-kit';
import type { EngineConfig } from './config';
import { orderedId } from './orderedId';

/** The engine's pg-boss queues. */
export const QUEUES = {
  /** One job per due poll of a trigger identity; at most one waiting and one active per identity. */
  poll: 'engine.poll',
  /**
   * One job per lane (an applet of a user) with runs to work: it works them oldest first, a batch at
   * a time. At most one active and one waiting per lane (stately), so a lane's runs never overlap.
   */
  lane: 'engine.lane',
  /**
   * One job per run that waits out a delay, due when the delay ends: it queues the run's lane, which
   * works the run's actions in trigger order with the lane's other runs.
   */
  resume: 'engine.resume',
  /** Runs that failed on something other than their partner (a bug, bad data): kept for a person. */
  dead: 'engine.run.dead',
} as const;

export interface PollJob {
  identity_id: string;
  /** A realtime notification or 'Check now' asked for it (sent to the partner as X-{Product}-Realtime). */
  realtime?: boolean;
}

export interface LaneJob {
  applet_id: string;
  user_id: string;
}

export interface ResumeJob {
  run_id: string;
}

/** The lane of a run: one applet of one user. Its runs go one at a time, oldest first. */
export const laneOf = (appletId: string, userId: string) => `${appletId}:${userId}`;

/**
 * The partner services a run calls (its queries' and actions'), as a pg-boss group: runs of one
 * group take at most RUN_CONCURRENCY_PER_SERVICE of the workers at once, so a partner that hangs
 * holds up its own applets and leaves the rest of the workers to the others.
 */
export function serviceGroupOf(spec: Pick<AppletRunSpec, 'queries' | 'actions'>): string | null {
  const ids = [...new Set([...spec.queries, ...spec.actions].map((s) => s.service_id))].sort();
  return ids.length ? ids.join('+') : null;
}

/** The job that works a lane's runs: in the lane's group of services. */
export function laneJob(
  lane: { applet_id: string; user_id: string },
  spec: Pick<AppletRunSpec, 'queries' | 'actions'>,
): JobInsert<LaneJob> {
  const group = serviceGroupOf(spec);
  return {
    data: { applet_id: lane.applet_id, user_id: lane.user_id },
    singletonKey: laneOf(lane.applet_id, lane.user_id),
    ...(group ? { group: { id: group } } : {}),
  };
}

/** The job that queues a run's lane when its delay ends (it calls no partner: no group). */
export function resumeJob(run: { id: string }, startAfter: Date): JobInsert<ResumeJob> {
  return { id: orderedId(), data: { run_id: run.id }, startAfter };
}

/** pg-boss on the engine's database: PostgreSQL through its own pool, or the embedded PGlite. */
export function createBoss(db: Db): PgBoss {
  const connection = db.connection;
  if (!connection) throw new Error('The database has no connection pg-boss can use.');
  // On PostgreSQL, the supervisor, which retries the jobs of a worker that stopped beating (or whose
  // job outlived its expiry), looks every second (pg-boss's default is a minute): a killed worker's
  // poll comes back within POLL_EXPIRE_SECONDS and a second, its lanes within heartbeatSeconds (10,
  // pg-boss's least) and a second. Each instance says it is alive every second (pg-boss's instance
  // registry): the workers share the lanes among the live ones (worker.ts).
  const shared = { superviseIntervalSeconds: 1, monitorIntervalSeconds: 1, instanceHeartbeatSeconds: 1 };
  // The embedded database has one process: no other worker to take over from or share with, so the
  // supervisor only expires this process's own stuck jobs (and those a restart left), and slower
  // rounds keep it quiet at idle.
  // pg-boss's flows (job dependencies), which the engine does not use, are looked at every 5 minutes.
  const embedded = {
    superviseIntervalSeconds: 30,
    monitorIntervalSeconds: 30,
    instanceHeartbeatSeconds: 30,
    flowIntervalSeconds: 300,
  };
  const common = { schedule: false, useListenNotify: true };
  // Its own pool follows DATABASE_POOL_SIZE, up to pg-boss's default of 10: a small setting bounds
  // the engine's connections too (README, "Running it scaled out": the pool sizing).
  return new PgBoss(
    'url' in connection
      ? {
          ...common,
          ...shared,
          connectionString: connection.url,
          max: Math.min(connection.poolSize ?? 10, 10),
        }
      : { ...common, ...embedded, db: fromPglite(connection.pglite), backend: 'pglite' },
  );
}

/** Seconds a poll job may take before it is given to another worker (see createQueues). */
export const POLL_EXPIRE_SECONDS = 3;

export async function createQueues(boss: PgBoss, config: EngineConfig) {
  await boss.createQueue(QUEUES.dead, { policy: 'standard', retentionSeconds: 14 * 86_400 });
  // A poll is short (one partner call, a few when it pages back): its job expires after
  // POLL_EXPIRE_SECONDS, so the poll of a worker that died comes back to another within seconds
  // (a heartbeat would take 10 at least). A poll that is only slow is then polled again beside it:
  // the fence in pollIdentity keeps the older answer out.
  const poll = {
    notify: true,
    retryLimit: 2,
    retryDelay: 1,
    retryBackoff: true,
    expireInSeconds: POLL_EXPIRE_SECONDS,
  };
  await boss.createQueue(QUEUES.poll, { ...poll, policy: 'stately' });
  // A database made before issue 33 has the queue with a heartbeat and a 2-minute expiry.
  await boss.updateQueue(QUEUES.poll, { ...poll, heartbeatSeconds: null });
  // A lane job that fails (its run's partner said "later") comes back with backoff and resumes at
  // that run; whether the run itself may try again is counted on the run (ENGINE_RETRY_LIMIT).
  const laneQueue = {
    notify: true,
    retryLimit: 2 * config.retryLimit + 5,
    retryDelay: config.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: 300,
    // A worker that dies mid-run stops beating; its job is retried (and its done steps skipped).
    heartbeatSeconds: 10,
    expireInSeconds: 600,
  };
  await boss.createQueue(QUEUES.lane, { ...laneQueue, policy: 'stately' });
  const resume = { notify: true, retryLimit: 10, retryDelay: 1, retryBackoff: true, expireInSeconds: 60 };
  await boss.createQueue(QUEUES.resume, { ...resume, policy: 'standard' });
  await boss.updateQueue(QUEUES.resume, { ...resume, heartbeatSeconds: null });
}

/** pg-boss statements inside one of our transactions: jobs are created with the rows they act on. */
export const inTransaction = (tx: Db): BossDb => ({
  executeSql: (text, values) => tx.query(text, values as unknown[]),
});
