import type { Settings } from '@switchyard/server-kit/settings';
import { engineSettingsSpec } from './settings';

/** How the engine works, from its settings. */
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
  /** RUN_CAP_PER_CHECK and RUN_CAP_PER_MINUTE: the flood guard (poll/floodGuard.ts). */
  caps: RunCaps;
}

/** Runs one applet (per user) starts from one trigger check, and in any 60 s; the rest are held. */
export interface RunCaps {
  perCheck: number;
  perMinute: number;
}

/** The engine's settings (engineSettingsSpec, checked by its host at start) with what follows from them. */
export function engineConfig(settings: Pick<Settings, 'of'>): EngineConfig {
  const s = settings.of(engineSettingsSpec);
  return {
    pollIntervalSeconds: s.pollIntervalSeconds,
    workers: s.workers,
    runConcurrency: s.runConcurrency,
    runConcurrencyPerService: s.runConcurrencyPerService ?? Math.max(1, Math.ceil(s.runConcurrency / 2)),
    retryLimit: s.retryLimit,
    retryDelaySeconds: s.retryDelaySeconds,
    failuresBeforeOff: 10,
    caps: { perCheck: s.runCapPerCheck, perMinute: s.runCapPerMinute },
  };
}
