import { logger } from './logger';

/**
 * Background work in rounds: `tick` now, then every `everyMs`, at once again when it says there is
 * more (a full batch). A failing round is logged and the next one comes as usual. `stop()` waits for
 * the round in progress.
 */
export function repeatEvery(everyMs: number, name: string, tick: () => Promise<boolean>) {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout;
  const loop = () => {
    running = tick()
      .catch((err: Error) => {
        logger.warn({ err: err.message }, `${name} failed; it will try again`);
        return false;
      })
      .then((more) => {
        if (!stopped) timer = setTimeout(loop, more ? 0 : everyMs).unref();
      });
  };
  timer = setTimeout(loop, 0).unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
