import pg from 'pg';
import type { Db } from './db';
import { logger } from './logger';

const CHANNEL = /^[a-z_][a-z0-9_]*$/;

/**
 * Sends `payload` on a PostgreSQL notification channel to every process listening on the same
 * database. Inside a transaction it goes out at commit, and not at all on rollback.
 */
export async function notify(db: Db, channel: string, payload: string): Promise<void> {
  await db.query('SELECT pg_notify($1, $2)', [channel, payload]);
}

/**
 * Calls `onMessage` with each payload sent on `channel`: through PGlite's own listen, or on a
 * connection of its own to PostgreSQL that is opened again a second after it is lost. Whatever was
 * sent while it was lost is lost too, so `onGap` runs then (a cache forgets everything). Resolves,
 * once listening, with the function that stops it.
 */
export async function listen(
  db: Db,
  channel: string,
  onMessage: (payload: string) => void,
  onGap: () => void,
): Promise<() => Promise<void>> {
  if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`);
  const via = db.connection;
  if (!via) throw new Error('this database gives no connection to listen on');
  if ('pglite' in via) return via.pglite.listen(channel, onMessage);
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const open = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: via.url });
    let gone = false;
    const lost = (err?: Error) => {
      if (gone) return;
      gone = true;
      c.end().catch(() => undefined);
      if (stopped) return;
      logger.warn({ channel, err: err?.message }, 'the notification connection was lost; listening again');
      onGap();
      retry = setTimeout(() => void open().catch(() => undefined), 1000);
    };
    c.on('notification', (m) => {
      if (m.channel === channel) onMessage(m.payload ?? '');
    });
    c.on('error', lost);
    c.on('end', () => lost());
    client = c;
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
    } catch (err) {
      lost(err as Error);
      throw err;
    }
  };
  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
