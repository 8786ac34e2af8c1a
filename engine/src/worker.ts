import { logger, repeatEvery, type DomainDeps } from '@switchyard/server-kit';
import type { JobResult, JobWithMetadata, PgBoss } from 'pg-boss';
import type { EngineConfig } from './config';
import { pollIdentity } from './poll/pollIdentity';
import { forgetRetiredIdentities } from './poll/retiredIdentities';
import { queueDuePolls } from './poll/scheduler';
import { QUEUES, type PollJob, type RunJob } from './queues';
import { failRun, RetryLater, workRun, type EngineDeps } from './runs/runApplet';

/**
 * The engine's workers in this process: the poll scheduler, the poll and run queues, and the
 * retired identities' DELETEs. Any number of processes may run them against one database.
 */
export async function startWorkers(deps: DomainDeps, boss: PgBoss, config: EngineConfig) {
  const engine: EngineDeps = { ...deps, boss, failuresBeforeOff: config.failuresBeforeOff };
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
  await boss.work<PollJob, unknown, typeof pollOptions>(QUEUES.poll, pollOptions, (jobs) =>
    Promise.all(
      jobs.map(async (job): Promise<JobResult> => {
        try {
          await pollIdentity(engine, job.data.identity_id, job.data.realtime ?? false);
          return { id: job.id, status: 'completed' };
        } catch (err) {
          logger.warn({ err: (err as Error).message, identity: job.data.identity_id }, 'trigger poll failed');
          return { id: job.id, status: 'failed', output: { message: (err as Error).message } };
        }
      }),
    ),
  );

  // RUN_CONCURRENCY loops of one job each: a run that waits on a slow partner holds up no other. A
  // loop that got work fetches again at once: a lane's next run becomes fetchable only when its run
  // before completes, which wakes no one (NOTIFY comes with new jobs; delayed ones are polled for).
  // Runs of one group of services take at most runConcurrencyPerService of all workers' loops.
  const runOptions = {
    batchSize: 1,
    pollingIntervalSeconds: 0.5,
    notifyPollingIntervalSeconds: 1,
    perJobResults: true,
    includeMetadata: true,
    groupConcurrency: config.runConcurrencyPerService,
  } as const;
  for (let i = 0; i < config.runConcurrency; i++) {
    const id = await boss.work<RunJob, unknown, typeof runOptions>(QUEUES.run, runOptions, async (jobs) => {
      const results = await Promise.all(jobs.map((job) => workRunJob(engine, config, job)));
      if (jobs.length) boss.notifyWorker(id);
      return results;
    });
  }

  return {
    /** Stops scheduling; the queues' workers stop with pg-boss (runtime.ts), which lets them finish. */
    async stop() {
      await scheduler.stop();
      await retired.stop();
    },
  };
}

/**
 * One run job, settled on its own: completed, or failed to be retried with backoff (the partner
 * said later). On the last attempt nothing is thrown: a run that cannot finish is recorded failed,
 * and one that broke on something else (a poison event) goes to the dead-letter queue; either way
 * its applet's later runs go on.
 */
async function workRunJob(
  engine: EngineDeps,
  config: EngineConfig,
  job: JobWithMetadata<RunJob>,
): Promise<JobResult> {
  const last = job.retryCount >= config.retryLimit;
  try {
    await workRun(engine, job.data.run_id, { last });
    return { id: job.id, status: 'completed' };
  } catch (err) {
    const message = (err as Error).message;
    if (!last) {
      if (!(err instanceof RetryLater))
        logger.warn({ err: message, run: job.data.run_id }, 'run failed; it will be tried again');
      return { id: job.id, status: 'failed', output: { message } };
    }
    logger.error({ err: message, run: job.data.run_id }, 'run failed on every attempt; dead-lettered');
    try {
      await engine.boss.send(QUEUES.dead, { ...job.data, error: message.slice(0, 1000) });
      await failRun(engine, job.data.run_id, 'Something went wrong on our side while running this Applet.');
    } catch (inner) {
      logger.error({ err: (inner as Error).message }, 'could not record a dead-lettered run');
    }
    return { id: job.id, status: 'completed' };
  }
}
