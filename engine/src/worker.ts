import { logger, repeatEvery, type DomainDeps } from '@switchyard/server-kit';
import type { JobResult, PgBoss } from 'pg-boss';
import type { EngineConfig } from './config';
import { pollIdentity } from './poll/pollIdentity';
import { forgetRetiredIdentities } from './poll/retiredIdentities';
import { queueDuePolls } from './poll/scheduler';
import { laneJob, QUEUES, type LaneJob, type PollJob, type ResumeJob } from './queues';
import { failRun, RetryLater, workRun, type EngineDeps } from './runs/runApplet';
import { specOf } from './subscriptions';
import {
  claimNextRun,
  claimRun,
  endRun,
  laneWaitsUntil,
  postponeRun,
  type ClaimedRun,
  type EndedRun,
} from './runs/runStore';

/**
 * The engine's workers in this process: the poll scheduler, the poll and run queues, and the
 * retired identities' DELETEs. Any number of processes may run them against one database.
 */
export async function startWorkers(deps: DomainDeps, boss: PgBoss, config: EngineConfig) {
  const engine: EngineDeps = {
    ...deps,
    boss,
    failuresBeforeOff: config.failuresBeforeOff,
    retryLimit: config.retryLimit,
  };
  const tickMs = Math.min(5000, Math.max(500, (config.pollIntervalSeconds * 1000) / 2));
  const scheduler = repeatEvery(tickMs, 'poll scheduler', async () => {
    const queued = await queueDuePolls(deps.db, boss, config.pollIntervalSeconds);
    return queued === 500;
  });
  const retired = repeatEvery(
    5000,
    'trigger identity deletion',
    async () => (await forgetRetiredIdentities(deps)) === 20,
  );

  const pollOptions = {
    batchSize: 10,
    pollingIntervalSeconds: 0.5,
    notifyPollingIntervalSeconds: 1,
    perJobResults: true,
  } as const;
  // A poll that arrived while its identity was being polled waits for that poll to finish (one at a
  // time per identity), and nothing wakes the loop for it then: the loop looks again at once. Waiting
  // out the polling interval instead, a partner writing fast could push the items that poll was
  // for out of the newest POLL_LIMIT before it ran, and they would never fire.
  const pollWorker: string = await boss.work<PollJob, unknown, typeof pollOptions>(
    QUEUES.poll,
    pollOptions,
    async (jobs) => {
      const results = await Promise.all(
        jobs.map(async (job): Promise<JobResult> => {
          try {
            await pollIdentity(engine, job.data.identity_id, job.data.realtime ?? false);
            return { id: job.id, status: 'completed' };
          } catch (err) {
            logger.warn(
              { err: (err as Error).message, identity: job.data.identity_id },
              'trigger poll failed',
            );
            return { id: job.id, status: 'failed', output: { message: (err as Error).message } };
          }
        }),
      );
      boss.notifyWorker(pollWorker);
      return results;
    },
  );

  // RUN_CONCURRENCY loops, each working one job at a time: a lane (that applet's runs, oldest
  // first, a batch of them) or a delayed run's actions. A run that waits on a slow partner holds up
  // no other lane. Jobs of one group of services take at most runConcurrencyPerService loops of the
  // process: pg-boss leaves a full group out of the fetch itself (localGroupConcurrency), so loops
  // fetching at the same moment cannot all take a hanging partner's lanes, as a count of the
  // group's active jobs in each fetch (groupConcurrency) lets them. A loop that got work while more
  // is ready fetches again at once.
  const loops = Math.max(1, config.runConcurrency);
  const runOptions = (localConcurrency: number) =>
    ({
      batchSize: 1,
      localConcurrency,
      localGroupConcurrency: Math.min(localConcurrency, config.runConcurrencyPerService),
      pollingIntervalSeconds: 0.5,
      notifyPollingIntervalSeconds: 1,
      burstWhenReadyExceeds: 1,
    }) as const;
  await boss.work<LaneJob>(QUEUES.lane, runOptions(loops), async ([job]) => {
    await workLane(engine, config, job.data);
  });
  // Delayed runs are rarer: a quarter of the loops.
  await boss.work<ResumeJob>(QUEUES.resume, runOptions(Math.ceil(loops / 4)), async ([job]) => {
    const run = await claimRun(engine.db, job.data.run_id);
    const ended = run && (await workClaimedRun(engine, run));
    if (ended) await endRun(engine.db, ended);
  });

  return {
    /** Stops scheduling; the queues' workers stop with pg-boss (runtime.ts), which lets them finish. */
    async stop() {
      await scheduler.stop();
      await retired.stop();
    },
  };
}

/** Runs of a lane a job works before it makes way for the other lanes (it queues the lane again). */
const LANE_BATCH = 50;
const LANE_MS = 2000;

/**
 * Works a lane's runs oldest first until none is left, or a batch is done (the lane is queued again
 * for the rest). A run whose partner said "later" (or that broke, with attempts left) holds the
 * lane: it is postponed with backoff and the lane queued again for then, so the lane keeps its order.
 * A run that ended well is written by the claim of the next.
 */
async function workLane(engine: EngineDeps, config: EngineConfig, lane: LaneJob): Promise<void> {
  const until = Date.now() + LANE_MS;
  // The runs before the last one worked here are finished or waiting out their delay.
  let after: string | undefined;
  let ended: EndedRun | null = null;
  for (let n = 0; n < LANE_BATCH && Date.now() < until; n++) {
    const run = await claimNextRun(engine.db, lane.applet_id, lane.user_id, after, ended);
    ended = null;
    if (!run) {
      const waiting = await laneWaitsUntil(engine.db, lane.applet_id, lane.user_id);
      if (waiting) await requeueLane(engine, lane, waiting);
      return;
    }
    try {
      ended = await workClaimedRun(engine, run);
    } catch {
      const at = new Date(Date.now() + retryDelayMs(config, run.attempts));
      await postponeRun(engine.db, run.id, at);
      await requeueLane(engine, lane, at);
      return;
    }
    after = run.id;
  }
  if (ended) await endRun(engine.db, ended);
  await requeueLane(engine, lane);
}

/** Backoff before a run's next attempt: ENGINE_RETRY_DELAY doubled each time, ±25 % jitter, at most 5 minutes. */
function retryDelayMs(config: EngineConfig, attempts: number): number {
  const base = Math.min(300, config.retryDelaySeconds * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * 1000 * (0.75 + Math.random() * 0.5));
}

async function requeueLane(engine: EngineDeps, lane: LaneJob, startAfter?: Date) {
  // An applet turned off meanwhile still gets its lane worked: its runs left are cancelled.
  const spec = (await specOf(engine.db, lane.applet_id, lane.user_id)) ?? { queries: [], actions: [] };
  await engine.boss.insert(QUEUES.lane, [{ ...laneJob(lane, spec), ...(startAfter ? { startAfter } : {}) }]);
}

/**
 * One run, settled: done, or thrown to be tried again with backoff (its partner said later, or it
 * broke and has attempts left). On its last attempt nothing is thrown: a run that cannot finish is
 * recorded failed, and one that broke on something else (a poison event) goes to the dead-letter
 * queue; either way its applet's later runs go on.
 */
async function workClaimedRun(engine: EngineDeps, run: ClaimedRun): Promise<EndedRun | null> {
  try {
    return await workRun(engine, run);
  } catch (err) {
    const message = (err as Error).message;
    if (run.attempts <= engine.retryLimit) {
      if (!(err instanceof RetryLater))
        logger.warn({ err: message, run: run.id }, 'run failed; it will be tried again');
      throw err;
    }
    logger.error({ err: message, run: run.id }, 'run failed on every attempt; dead-lettered');
    await engine.boss.send(QUEUES.dead, { run_id: run.id, error: message.slice(0, 1000) });
    await failRun(engine, run.id, 'Something went wrong on our side while running this Applet.');
    return null;
  }
}
