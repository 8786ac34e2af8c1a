import cluster from 'node:cluster';
import { logger } from './logger';

/** How long a stopping process may take (its background work's grace, then its connections). */
export const SHUTDOWN_GRACE_MS = 30_000;

/** What a cluster's primary sends a worker (GATEWAY_WORKERS) to stop it as SIGTERM would. */
export const STOP_MESSAGE = 'switchyard:stop';

/**
 * A stop signal this soon after the first is the same stop delivered twice, not a second request:
 * Ctrl-C reaches every process of the terminal's group, and pnpm, npm and scripts/quickstart.mjs
 * forward it to their child as well. A person's second Ctrl-C comes later.
 */
export const REPEAT_SIGNAL_MS = 1_000;

/**
 * Tells a stop signal apart: 'first' starts the stop, 'repeat' is the same one delivered again
 * (ignored), 'again' is a second request (do not wait any longer).
 */
export function signalCounter(now = () => Date.now()) {
  let first = 0;
  return (): 'first' | 'repeat' | 'again' => {
    if (!first) {
      first = now();
      return 'first';
    }
    return now() - first < REPEAT_SIGNAL_MS ? 'repeat' : 'again';
  };
}

/**
 * On SIGTERM or SIGINT (or, in a cluster worker, its primary's STOP_MESSAGE): stops and exits; exits
 * anyway after SHUTDOWN_GRACE_MS or a second signal (one more than REPEAT_SIGNAL_MS later). What the
 * stop waits for is the caller's: e.g. the engine finishes its runs in flight or hands them back.
 */
export function stopOnSignal(what: string, stop: () => Promise<void>) {
  let stopping = false;
  const count = signalCounter();
  const onSignal = (signal: NodeJS.Signals) => {
    const seen = count();
    if (seen === 'repeat') return;
    // A second Ctrl-C does not wait.
    if (seen === 'again') process.exit(1);
    stopping = true;
    logger.info({ signal, what }, 'stopping');
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
    stop()
      .catch((err: unknown) => logger.error({ err }, `${what} did not stop cleanly`))
      .finally(() => process.exit(0));
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  // Ctrl-C reaches the workers as well as their primary, which then asks them: not a second signal.
  if (cluster.isWorker)
    process.on('message', (m: { type?: unknown }) => {
      if (m?.type === STOP_MESSAGE && !stopping) onSignal('SIGTERM');
    });
}
