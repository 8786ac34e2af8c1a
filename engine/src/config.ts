/** The engine's settings, read from the environment of the process that hosts it. */
export interface EngineConfig {
  /** POLL_INTERVAL: seconds between polls of a trigger identity (default 15 minutes). */
  pollIntervalSeconds: number;
  /** ENGINE_WORKERS=0 serves the engine's API without working its queues (default: work them). */
  workers: boolean;
  /** RUN_CONCURRENCY: run jobs one worker process works at a time (default 20). */
  runConcurrency: number;
  /**
   * RUN_CONCURRENCY_PER_SERVICE: runs calling one partner service (one set of services) that one
   * worker process works at a time (default half of RUN_CONCURRENCY): a partner that hangs holds at
   * most these of each process's loops, and the other applets keep the rest.
   */
  runConcurrencyPerService: number;
  /** Retries of a run whose partner answered 429 or 5xx (or could not be reached), with backoff. */
  retryLimit: number;
  /** Seconds before the first retry; doubled each time with jitter (pg-boss retryBackoff). */
  retryDelaySeconds: number;
  /** Failed runs in a row after which an applet is turned off. */
  failuresBeforeOff: number;
}

const positive = (value: string | undefined, fallback: number, min = 1) => {
  const n = Number(value);
  return Number.isFinite(n) && n >= min ? n : fallback;
};

export function engineConfig(env: NodeJS.ProcessEnv): EngineConfig {
  const runConcurrency = Math.floor(positive(env.RUN_CONCURRENCY, 20));
  return {
    pollIntervalSeconds: positive(env.POLL_INTERVAL, 15 * 60),
    workers: env.ENGINE_WORKERS !== '0',
    runConcurrency,
    runConcurrencyPerService: Math.floor(
      positive(env.RUN_CONCURRENCY_PER_SERVICE, Math.max(1, Math.ceil(runConcurrency / 2))),
    ),
    retryLimit: Math.floor(positive(env.ENGINE_RETRY_LIMIT, 4, 0)),
    retryDelaySeconds: positive(env.ENGINE_RETRY_DELAY, 2),
    failuresBeforeOff: 10,
  };
}
