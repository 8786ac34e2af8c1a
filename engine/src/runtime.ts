import type { Db, DomainDeps } from '@switchyard/server-kit';
import type { PgBoss } from 'pg-boss';
import { engineConfig, type EngineConfig } from './config';
import { watchQueues } from './engineMetrics';
import { createBoss, createQueues } from './queues';
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
  watchQueues(deps.db);
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
