import { counter, gauge, histogram, type Db } from '@switchyard/server-kit';
import { queueHealth, type QueueHealth } from './queueHealth';

/** Runs that ended, by status (succeeded, skipped, failed, cancelled). */
export const runsEnded = counter('switchyard_engine_runs_total', 'Applet runs that ended, by status.', [
  'status',
]);

/** Runs the flood guard held (past RUN_CAP_PER_CHECK or RUN_CAP_PER_MINUTE, or behind held ones). */
export const runsHeld = counter(
  'switchyard_engine_runs_held_total',
  'Applet runs held by the flood guard until their user runs or discards them.',
);

/** Partner calls that will be tried again (429, 5xx, no answer). */
export const retries = counter(
  'switchyard_engine_retries_total',
  'Runs put back for a retry, by request type.',
  ['type'],
);

/** How long partners took to answer the engine, by request type and outcome. */
export const partnerLatency = histogram(
  'switchyard_engine_partner_request_duration_seconds',
  'Partner calls the engine made, by request type (trigger, query, action, trigger_identity) and outcome.',
  ['type', 'outcome'],
  [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
);

let watched: Db | null = null;
const health = async (): Promise<Record<string, QueueHealth>> => (watched ? queueHealth(watched) : {});

/** The queues' depth, read from the database (the last one started in this process) when scraped. */
export function watchQueues(db: Db) {
  watched = db;
  gauge(
    'switchyard_engine_queue_jobs',
    'Jobs in the engine queues, by queue and state.',
    ['queue', 'state'],
    async (g) => {
      for (const [queue, h] of Object.entries(await health())) {
        g.set({ queue, state: 'ready' }, h.ready);
        g.set({ queue, state: 'deferred' }, h.deferred);
        g.set({ queue, state: 'active' }, h.active);
      }
    },
  );
  gauge(
    'switchyard_engine_oldest_ready_job_seconds',
    'Seconds the oldest job that could start has waited, by queue.',
    ['queue'],
    async (g) => {
      for (const [queue, h] of Object.entries(await health())) g.set({ queue }, h.oldest_ready_seconds ?? 0);
    },
  );
}
