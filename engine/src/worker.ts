import {
  listen,
  logger,
  repeatEvery,
  startDueWaker,
  workInLoops,
  type DomainDeps,
} from '@switchyard/server-kit';
import type { JobResult, PgBoss, WorkOptions } from 'pg-boss';
import type { DueWaker } from '@switchyard/server-kit';
import type { EngineConfig } from './config';
import { pollIdentity } from './poll/pollIdentity';
import { forgetRetiredIdentities } from './poll/retiredIdentities';
import { DUE_BATCH, nextDueInMs, queueDuePolls, SCHEDULER_REST_MS, schedulerTickMs } from './poll/scheduler';
import { laneJob, QUEUES, type LaneJob, type PollJob, type ResumeJob } from './queues';
import { failRun, RetryLater, workRun, type EngineDeps } from './runs/runApplet';
import { specOf } from './subscriptions';

import {
  claimNextRun,
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
    caps: config.caps,
  };
  // The embedded database is one process's: its loops rest between jobs, woken by a new job's
  // NOTIFY or, for one that waited (a delay, a retry), by the due-job waker when it is due.
  const due = deps.db.kind === 'pglite' ? await startDueWaker(boss) : null;
  const scheduler = repeatEvery(
    due ? SCHEDULER_REST_MS : schedulerTickMs(config.pollIntervalSeconds),
    'poll scheduler',
    async () => {
      const queued = await queueDuePolls(deps.db, boss, config.pollIntervalSeconds);
      if (queued === DUE_BATCH) return true;
      return due ? nextDueInMs(deps.db) : false;
    },
  );
  const unlisten = due
    ? await listen(deps.db, 'engine_identity_added', scheduler.wake, scheduler.wake)
    : null;
  // Clean-up and the sweeper's repairs can wait longer where nothing else is working the queues.
  const sweepMs = due ? SCHEDULER_REST_MS : SWEEP_MS;
  const retired = repeatEvery(
    sweepMs,
    'trigger identity deletion',
    async () => (await forgetRetiredIdentities(deps)) === 20,
  );

  // A poll job at a time per loop: a job's expiry (POLL_EXPIRE_SECONDS) bounds the batch it is
  // fetched in, so one slow partner in a batch would have the others' polls given to another worker
  // too. A poll that arrived while its identity was being polled waits for that poll to finish (one
  // at a time per identity), and nothing wakes a loop for it then: a loop looks again at once.
  const pollOptions = {
    batchSize: 1,
    pollingIntervalSeconds: 0.5,
    notifyPollingIntervalSeconds: 1,
    perJobResults: true,
  } as const;
  const polls = await workInLoops<PollJob, typeof pollOptions>(
    boss,
    QUEUES.poll,
    POLL_LOOPS,
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
      boss.notifyWorker(polls.watcher);
      return results;
    },
    due,
  );
  const sweeper = repeatEvery(sweepMs, 'lane sweeper', async () => {
    await sweepLanes(engine);
    return false;
  });

  // RUN_CONCURRENCY loops, each working one job at a time: a lane (that applet's runs, oldest
  // first, a batch of them) or a delayed run's actions. A run that waits on a slow partner holds up
  // no other lane. Jobs of one group of services take at most runConcurrencyPerService loops of the
  // process: pg-boss leaves a full group out of the fetch itself (localGroupConcurrency), so loops
  // fetching at the same moment cannot all take a hanging partner's lanes, as a count of the
  // group's active jobs in each fetch (groupConcurrency) lets them. A loop that got work while more
  // is ready fetches again at once.
  const runOptions = (localConcurrency: number) =>
    ({
      batchSize: 1,
      localConcurrency,
      pollingIntervalSeconds: 0.5,
      notifyPollingIntervalSeconds: 1,
      burstWhenReadyExceeds: 1,
    }) as const;
  const lanes = await shareLanes(boss, config, deps.db.kind === 'pglite', due, runOptions, (job) =>
    workLane(engine, config, job),
  );
  // A run whose delay is over goes back to its lane, which works its actions in trigger order.
  await boss.work<ResumeJob>(
    QUEUES.resume,
    due
      ? { batchSize: 10, pollingIntervalSeconds: 30, notifyPollingIntervalSeconds: 30 }
      : { batchSize: 10, pollingIntervalSeconds: 0.5, notifyPollingIntervalSeconds: 1 },
    async (jobs) => {
      const { rows } = await engine.db.query<LaneJob>(
        'SELECT DISTINCT applet_id, user_id FROM engine.runs WHERE id = ANY($1::uuid[])',
        [jobs.map((j) => j.data.run_id)],
      );
      for (const lane of rows) await requeueLane(engine, lane);
    },
  );

  return {
    /** Stops scheduling; the queues' workers stop with pg-boss (runtime.ts), which lets them finish. */
    async stop() {
      await unlisten?.();
      await scheduler.stop();
      await retired.stop();
      await sweeper.stop();
      await lanes.stop();
      await due?.stop();
    },
  };
}

/**
 * Poll jobs one process works at once. A poll mostly waits (the token, the partner, about ten
 * statements), so it takes many in flight to keep up: 100,000 identities every 15 minutes (111 a
 * second) fell behind with 4 and 16 a process and held with 32 (figure 24 of bench/). At idle only
 * one of them watches the queue (workInLoops); the others rest until it finds work.
 */
const POLL_LOOPS = 32;
/** How often each process looks for runs no job will work. */
const SWEEP_MS = 5000;
/** A run queued (or due) this long with no lane job is one the sweeper queues its lane for. */
const SWEEP_AFTER = '5 seconds';

/**
 * Queues the lane of every run that has waited SWEEP_AFTER to be worked while no job of its lane is
 * waiting or running (pg-boss's job table): a process that died between committing runs and
 * queueing their lane, or any other way a lane lost its job. A lane queued twice is harmless (one
 * waits per lane; a job that finds nothing ends).
 */
async function sweepLanes(engine: EngineDeps): Promise<number> {
  const { rows } = await engine.db.query<LaneJob>(
    `SELECT DISTINCT r.applet_id, r.user_id FROM engine.runs r
      WHERE r.status IN ('queued', 'running', 'waiting')
        AND (r.resume_at IS NULL AND r.status <> 'waiting' AND r.created_at < now() - $1::interval
             OR r.resume_at < now() - $1::interval)
        AND (r.not_before IS NULL OR r.not_before < now() - $1::interval)
        AND NOT EXISTS (SELECT 1 FROM pgboss.job j
                         WHERE j.name = $2 AND j.policy = 'stately' AND j.state <= 'active'
                           AND COALESCE(j.singleton_key, '') = r.applet_id || ':' || r.user_id)`,
    [SWEEP_AFTER, QUEUES.lane],
  );
  for (const lane of rows) {
    logger.warn({ applet: lane.applet_id, user: lane.user_id }, 'runs with no lane job: lane queued');
    await requeueLane(engine, lane);
  }
  return rows.length;
}

/**
 * The lane workers of this process, sharing each group of services with the other live workers: a
 * process takes at most ceil(RUN_CONCURRENCY_PER_SERVICE / live workers) lanes of one group at once
 * (pg-boss's localGroupConcurrency), so ten applets on one service go to both of two workers, not
 * all to the first that fetched them (a lane's next job was always fetched by the loop that queued
 * it). The live workers are the instances of pg-boss's registry that work the lane queue, not
 * stopped and heard from within 10 s (each beats every second); when their number changes the lane
 * workers are registered again with the new share.
 */
async function shareLanes(
  boss: PgBoss,
  config: EngineConfig,
  embedded: boolean,
  due: DueWaker | null,
  runOptions: (loops: number) => WorkOptions,
  work: (lane: LaneJob) => Promise<void>,
) {
  const loops = Math.max(1, config.runConcurrency);
  let share = 0;
  let current: Awaited<ReturnType<typeof workInLoops>> | null = null;
  const register = async (workers: number) => {
    const next = Math.max(1, Math.ceil(config.runConcurrencyPerService / Math.max(1, workers)));
    if (next === share) return;
    share = next;
    const previous = current;
    current = await workInLoops<LaneJob, WorkOptions>(
      boss,
      QUEUES.lane,
      loops,
      { ...runOptions(loops), localGroupConcurrency: Math.min(loops, share) },
      async ([job]) => {
        await work(job.data);
        // A lane's next job waits while this one is active (stately), with no NOTIFY when it ends:
        // resting loops (due) would not look for it until their rest is over.
        if (due && current) boss.notifyWorker(current.watcher);
      },
      due,
    );
    // The loops of the previous share end after their job in hand; its lanes keep their slots.
    if (previous) await previous.off(false);
    logger.info({ workers, share }, 'lanes of one service per engine process');
  };
  const liveWorkers = async () => {
    const lane = (await boss.getInstances()).filter(
      (i) => !i.stoppedOn && i.workers.some((w) => w.queue === QUEUES.lane),
    );
    // Heard from within LIVE_WINDOW_MS of the newest beat (the database's clock, not this host's):
    // pg-boss's own `live` (three beats of a second) flaps when a loaded machine delays a beat, and
    // each flap made a worker take every lane. A killed worker's lanes come back after their jobs'
    // heartbeat (10 s) anyway, so a wider window costs no takeover time.
    const newest = Math.max(...lane.map((i) => new Date(i.heartbeatOn).getTime()));
    return lane.filter((i) => newest - new Date(i.heartbeatOn).getTime() <= LIVE_WINDOW_MS).length;
  };
  await register(1);
  // The embedded database is one process's: there is no other worker to share with.
  if (embedded) return { stop: async () => undefined };
  const watch = repeatEvery(SHARE_CHECK_MS, 'lane share', async () => {
    await register(await liveWorkers());
    return false;
  });
  return { stop: () => watch.stop() };
}
const SHARE_CHECK_MS = 2000;
const LIVE_WINDOW_MS = 10_000;

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
    let run = await claimNextRun(engine.db, lane.applet_id, lane.user_id, after, ended);
    ended = null;
    // A run before `after` may have become claimable meanwhile (its delay ended): look from the start.
    if (!run && after) run = await claimNextRun(engine.db, lane.applet_id, lane.user_id);
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
