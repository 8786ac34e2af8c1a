import type { Db, DomainDeps } from '@switchyard/server-kit';
import type { PgBoss } from 'pg-boss';
import { engineConfig, type EngineConfig } from './config';
import { createBoss, createQueues, QUEUES } from './queues';
import { startWorkers } from './worker';

export interface EngineRuntime {
  boss: PgBoss;
  config: EngineConfig;
  stop(): Promise<void>;
}

// The engine started by the process that hosts the domain, by its database: its REST routes queue
// polls on the same pg-boss.
const runtimes = new WeakMap<Db, EngineRuntime>();

export const runtimeOf = (db: Db) => runtimes.get(db) ?? null;

/** pg-boss and its queues; the workers too unless ENGINE_WORKERS=0. */
export async function startEngine(deps: DomainDeps): Promise<EngineRuntime> {
  const config = engineConfig(deps.env);
  const boss = createBoss(deps.db);
  boss.on('error', () => undefined);
  await boss.start();
  await createQueues(boss, config);
  const workers = config.workers ? await startWorkers(deps, boss, config) : null;
  const runtime: EngineRuntime = {
    boss,
    config,
    async stop() {
      runtimes.delete(deps.db);
      await workers?.stop();
      // In-flight jobs were let finish (offWork waits); anything still active is retried elsewhere.
      await boss.stop({ graceful: true, timeout: 10_000, close: true });
    },
  };
  runtimes.set(deps.db, runtime);
  return runtime;
}

export interface QueueHealth {
  /** Jobs that could start now. */
  ready: number;
  /** Jobs waiting for their start time (a delay, a retry's backoff). */
  deferred: number;
  active: number;
  /** Seconds the oldest ready job has waited, or null. */
  oldest_ready_seconds: number | null;
}

/** The engine's queues as they are now (GET /health). */
export async function queueHealth(db: Db): Promise<Record<string, QueueHealth>> {
  const names = Object.values(QUEUES);
  const { rows } = await db.query<{
    name: string;
    ready: string;
    deferred: string;
    active: string;
    oldest: number | null;
  }>(
    `SELECT name,
            count(*) FILTER (WHERE state IN ('created', 'retry') AND start_after <= now()) AS ready,
            count(*) FILTER (WHERE state IN ('created', 'retry') AND start_after > now()) AS deferred,
            count(*) FILTER (WHERE state = 'active') AS active,
            extract(epoch FROM now() - min(created_on) FILTER (WHERE state IN ('created', 'retry') AND start_after <= now()))::float8 AS oldest
       FROM pgboss.job WHERE name = ANY($1::text[]) GROUP BY name`,
    [names],
  );
  return Object.fromEntries(
    names.map((name) => {
      const r = rows.find((x) => x.name === name);
      return [
        name,
        {
          ready: Number(r?.ready ?? 0),
          deferred: Number(r?.deferred ?? 0),
          active: Number(r?.active ?? 0),
          oldest_ready_seconds: r?.oldest == null ? null : Math.round(r.oldest * 10) / 10,
        },
      ];
    }),
  );
}
