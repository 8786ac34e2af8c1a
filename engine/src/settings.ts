import { setting, settingKinds as kinds, type SettingsSpec } from '@switchyard/server-kit/settings';

/** The engine's own settings (`engineDomain.settings`): its host checks them at start. */
export const engineSettingsSpec = {
  pollIntervalSeconds: setting('POLL_INTERVAL', kinds.seconds(1, 15 * 60), {
    default: '`900` (15 minutes); `5` with `npm start`',
    meaning:
      "seconds between two checks of an applet's trigger (a partner's realtime notification, or 'Check now', checks at once)",
  }),
  workers: setting('ENGINE_WORKERS', kinds.flag(true), {
    default: '`1`',
    meaning:
      '`0`: this process serves the engine\'s API but works none of its queues (run workers elsewhere: "Running it scaled out")',
  }),
  runConcurrency: setting('RUN_CONCURRENCY', kinds.wholeNumber({ min: 1, max: 1000 }, 20), {
    default: '`20`',
    meaning: 'runs one engine process works at a time, each in a loop of its own',
  }),
  runConcurrencyPerService: setting('RUN_CONCURRENCY_PER_SERVICE', kinds.wholeNumber({ min: 1, max: 1000 }), {
    default: 'half of `RUN_CONCURRENCY`',
    meaning:
      'runs calling one partner service that the engine works at once, shared among its live worker processes (each takes its share, rounded up): a partner that hangs holds only these loops',
  }),
  retryLimit: setting('ENGINE_RETRY_LIMIT', kinds.wholeNumber({ min: 0, max: 100 }, 4), {
    default: '`4`',
    meaning:
      'a run whose partner answers 429 or 5xx (or not at all) is tried again this many times (`ENGINE_RETRY_DELAY`), then fails',
  }),
  retryDelaySeconds: setting('ENGINE_RETRY_DELAY', kinds.seconds(0.001, 2), {
    default: '`2`',
    meaning:
      'seconds before the first retry of a run, then twice as long each time with jitter (at most 5 minutes)',
  }),
  runCapPerCheck: setting('RUN_CAP_PER_CHECK', kinds.wholeNumber({ min: 1, max: 100_000 }, 25), {
    default: '`25`',
    meaning:
      'runs one applet (per user) starts from one trigger check; the newer items past it are held, and the applet page asks its user to run or discard them',
  }),
  runCapPerMinute: setting('RUN_CAP_PER_MINUTE', kinds.wholeNumber({ min: 1, max: 1_000_000 }, 100), {
    default: '`100`',
    meaning:
      'runs one applet (per user) starts from its trigger in any 60 s; the items past it are held until its user runs or discards them',
  }),
} satisfies SettingsSpec;
