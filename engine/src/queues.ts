import type { AppletRunSpec } from '@switchyard/events';
import { fromPglite, PgBoss, type Db as BossDb, type JobInsert } from 'pg-boss';
import type { Db } from '@switchyard/server-kit';
import type { EngineConfig } from './config';
import { orderedId } from './orderedId';

/** The engine's pg-boss queues. */
export const QUEUES = {
  /** One job per due poll of a trigger identity; at most one waiting and one active per identity. */
  poll: 'engine.poll',
  /** One job per run (and one more after its delay); in order per applet and user (key_strict_fifo). */
  run: 'engine.run',
  /** Runs that failed on something other than their partner (a bug, bad data): kept for a person. */
  dead: 'engine.run.dead',
} as const;

export interface PollJob {
  identity_id: string;
  /** A realtime notification or 'Check now' asked for it (sent to the partner as X-{Product}-Realtime). */
  realtime?: boolean;
}

export interface RunJob {
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

/** The job of a run of an applet for a user: in its lane, in its group, now or after a delay. */
export function runJob(
  run: { id: string; applet_id: string; user_id: string },
  spec: Pick<AppletRunSpec, 'queries' | 'actions'>,
  startAfter?: Date,
): JobInsert<RunJob> {
  const group = serviceGroupOf(spec);
  return {
    id: startAfter ? orderedId() : run.id,
    data: { run_id: run.id },
    singletonKey: laneOf(run.applet_id, run.user_id),
    ...(group ? { group: { id: group } } : {}),
    ...(startAfter ? { startAfter } : {}),
  };
}

/** pg-boss on the engine's database: PostgreSQL through its own pool, or the embedded PGlite. */
export function createBoss(db: Db): PgBoss {
  const connection = db.connection;
  if (!connection) throw new Error('The database has no connection pg-boss can use.');
  // The monitor, which retries the jobs of a worker that stopped beating, looks every 10 s (pg-boss's
  // default is a minute): a killed worker's runs resume within about 20 s.
  const common = {
    schedule: false,
    useListenNotify: true,
    superviseIntervalSeconds: 10,
    monitorIntervalSeconds: 10,
  };
  return new PgBoss(
    'url' in connection
      ? { ...common, connectionString: connection.url, max: 10 }
      : { ...common, db: fromPglite(connection.pglite), backend: 'pglite' },
  );
}

export async function createQueues(boss: PgBoss, config: EngineConfig) {
  await boss.createQueue(QUEUES.dead, { policy: 'standard', retentionSeconds: 14 * 86_400 });
  await boss.createQueue(QUEUES.poll, {
    policy: 'stately',
    notify: true,
    retryLimit: 2,
    retryDelay: 5,
    retryBackoff: true,
    heartbeatSeconds: 10,
    expireInSeconds: 120,
  });
  await boss.createQueue(QUEUES.run, {
    policy: 'key_strict_fifo',
    notify: true,
    retryLimit: config.retryLimit,
    retryDelay: config.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: 300,
    // A worker that dies mid-run stops beating; its job is retried (and its done steps skipped).
    heartbeatSeconds: 10,
    expireInSeconds: 600,
  });
}

/** pg-boss statements inside one of our transactions: jobs are created with the rows they act on. */
export const inTransaction = (tx: Db): BossDb => ({
  executeSql: (text, values) => tx.query(text, values as unknown[]),
});
