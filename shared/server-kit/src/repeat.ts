import { logger } from './logger';

/**
 * Background work in rounds: `tick` now, then every `everyMs`, at once again when it says there is
 * more (true: a full batch) or `wake()` was called, sooner when it names the milliseconds until its
 * next work (a number, at most `everyMs` is waited). A failing round is logged and the next one
 * comes as usual. `stop()` waits for the round in progress.
 */
export function repeatEvery(everyMs: number, name: string, tick: () => Promise<boolean | number>) {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout;
  let busy = false;
  let woken = false;
  const loop = () => {
    busy = true;
    woken = false;
    running = tick()
      .catch((err: Error) => {
        logger.warn({ err: err.message }, `${name} failed; it will try again`);
        return false;
      })
      .then((more) => {
        busy = false;
        const wait =
          more === true || woken
            ? 0
            : typeof more === 'number'
              ? Math.max(0, Math.min(more, everyMs))
              : everyMs;
        if (!stopped) timer = setTimeout(loop, wait).unref();
      });
  };
  timer = setTimeout(loop, 0).unref();
  return {
    /** A round now (or right after the one in progress), not at the next interval. */
    wake() {
      if (stopped) return;
      if (busy) woken = true;
      else {
        clearTimeout(timer);
        timer = setTimeout(loop, 0).unref();
      }
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
