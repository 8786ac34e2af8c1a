import type { Db } from './db';
import { logger } from './logger';
import { listen } from './notifications';
import { repeatEvery } from './repeat';

export interface NotifiedRounds {
  /** Whether a NOTIFY starts the rounds (false: the database cannot LISTEN, they only poll). */
  listening: boolean;
  stop(): Promise<void>;
}

/**
 * Rounds of `tick` (as repeatEvery) that a NOTIFY on `channel` starts at once: a trigger on the
 * table the work is marked in notifies at commit, so the rounds need look on their own only every
 * `everyMs` (what a lost notification missed); every `withoutListenMs` where the database cannot
 * LISTEN.
 */
export async function repeatOnNotify(
  db: Db,
  channel: string,
  { name, everyMs, withoutListenMs }: { name: string; everyMs: number; withoutListenMs: number },
  tick: () => Promise<boolean>,
): Promise<NotifiedRounds> {
  let wake = () => {};
  const unlisten = await listen(
    db,
    channel,
    () => wake(),
    () => wake(),
  ).catch((err: Error) => {
    logger.warn(
      { err: err.message, channel },
      `the ${name} cannot LISTEN; it looks every ${withoutListenMs} ms`,
    );
    return null;
  });
  const rounds = repeatEvery(unlisten ? everyMs : withoutListenMs, name, tick);
  wake = rounds.wake;
  return {
    listening: unlisten !== null,
    async stop() {
      await unlisten?.();
      await rounds.stop();
    },
  };
}
