import { logger, type Db, type DomainDeps } from '@switchyard/server-kit';
import type { PgBoss } from 'pg-boss';
import { engineConfig, type EngineConfig } from './config';
import { watchQueues } from './engineMetrics';
import { createBoss, createQueues } from './queues';
import { closeFilterSandbox } from './runs/filterCode';
import { startWorkers } from './worker';

/** How long a stopping engine lets its runs in flight finish (a partner call may take 10 s). */
const STOP_GRACE_MS = 20_000;

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
  const config = engineConfig(deps.settings);
  watchQueues(deps.db);
  const boss = createBoss(deps.db);
  boss.on('error', (err: Error) => logger.warn({ err: err.message }, 'engine queue (pg-boss) error'));
  await boss.start();
  await createQueues(boss, config);
  const workers = config.workers ? await startWorkers(deps, boss, config) : null;
  const runtime: EngineRuntime = {
    boss,
    config,
    async stop() {
      runtimes.delete(deps.db);
      await workers?.stop();
      // Graceful: the runs in flight may finish within the grace; pg-boss then fails what is still
      // active, so another worker retries it (its actions' request ids keep the partner from
      // running them twice).
      await boss.stop({ graceful: true, timeout: STOP_GRACE_MS, close: true });
      await closeFilterSandbox();
    },
  };
  runtimes.set(deps.db, runtime);
  return runtime;
}
