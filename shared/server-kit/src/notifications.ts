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

interface Listener {
  onMessage: (payload: string) => void;
  onGap: () => void;
}

/**
 * One process's connection for every channel it listens on, per database: each LISTEN would
 * otherwise hold a connection of its own, and PostgreSQL has 100 for every process of a deployment.
 */
class SharedListener {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private retry: NodeJS.Timeout | undefined;
  private readonly channels = new Map<string, Set<Listener>>();

  constructor(
    private readonly url: string,
    private readonly forget: () => void,
  ) {}

  async add(channel: string, listener: Listener): Promise<void> {
    let listeners = this.channels.get(channel);
    const fresh = !listeners;
    if (!listeners) this.channels.set(channel, (listeners = new Set()));
    listeners.add(listener);
    try {
      const client = await this.connected();
      if (fresh) await client.query(`LISTEN ${channel}`);
    } catch (err) {
      await this.remove(channel, listener);
      throw err;
    }
  }

  async remove(channel: string, listener: Listener): Promise<void> {
    const listeners = this.channels.get(channel);
    listeners?.delete(listener);
    if (listeners?.size === 0) {
      this.channels.delete(channel);
      await this.client?.query(`UNLISTEN ${channel}`).catch(() => undefined);
    }
    if (this.channels.size > 0) return;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    this.forget();
    await client?.end().catch(() => undefined);
  }

  private connected(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.open().finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async open(): Promise<pg.Client> {
    const c = new pg.Client({ connectionString: this.url });
    c.on('notification', (m) => {
      for (const l of this.channels.get(m.channel) ?? []) l.onMessage(m.payload ?? '');
    });
    const lost = (err?: Error) => {
      c.end().catch(() => undefined);
      if (this.client !== c) return;
      this.client = null;
      logger.warn({ err: err?.message }, 'the notification connection was lost; listening again');
      // What was sent meanwhile is lost: every listener looks for itself (a cache forgets all).
      for (const listeners of this.channels.values()) for (const l of listeners) l.onGap();
      this.reconnectLater();
    };
    c.on('error', lost);
    c.on('end', () => lost());
    try {
      await c.connect();
      for (const channel of this.channels.keys()) await c.query(`LISTEN ${channel}`);
    } catch (err) {
      await c.end().catch(() => undefined);
      throw err;
    }
    if (this.channels.size === 0) {
      await c.end().catch(() => undefined);
      throw new Error('no channel is listened on any more');
    }
    this.client = c;
    return c;
  }

  /** Opens the connection again a second after it was lost, and again while that fails. */
  private reconnectLater() {
    clearTimeout(this.retry);
    this.retry = setTimeout(() => {
      if (this.channels.size > 0) this.connected().catch(() => this.reconnectLater());
    }, 1000);
    this.retry.unref();
  }
}

const sharedListeners = new Map<string, SharedListener>();

/**
 * Calls `onMessage` with each payload sent on `channel`: through PGlite's own listen, or on the
 * process's one listening connection to that PostgreSQL database (SharedListener), opened again a
 * second after it is lost. Whatever was sent while it was lost is lost too, so `onGap` runs then.
 * Resolves, once listening, with the function that stops it; rejects when the first connection
 * cannot be made (the caller looks on its own instead).
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
  let shared = sharedListeners.get(via.url);
  if (!shared) {
    const created = new SharedListener(via.url, () => {
      if (sharedListeners.get(via.url) === created) sharedListeners.delete(via.url);
    });
    sharedListeners.set(via.url, (shared = created));
  }
  const listener = { onMessage, onGap };
  await shared.add(channel, listener);
  let stopped = false;
  const owner = shared;
  return async () => {
    if (stopped) return;
    stopped = true;
    await owner.remove(channel, listener);
  };
}
