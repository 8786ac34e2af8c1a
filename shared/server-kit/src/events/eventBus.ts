import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { fromPglite, PgBoss, type ConstructorOptions } from 'pg-boss';
import type { Db } from '../db';
import { startDueWaker } from '../dueWaker';
import { logger } from '../logger';
import type { MigrationSet } from '../migrations';

/**
 * The outbox and the consumed-event ledger (schema events), and pg-boss's own schema (pgboss, installed
 * or upgraded by pg-boss itself); every process that publishes or consumes migrates them.
 */
export const eventMigrations: MigrationSet = {
  schema: 'events',
  dir: join(__dirname, 'migrations'),
  async afterMigrate(db) {
    const boss = new PgBoss({ ...bossConnection(db), schedule: false, supervise: false });
    await boss.start();
    await boss.stop({ graceful: false, close: true });
  },
};

function bossConnection(db: Db, connection = db.connection): ConstructorOptions {
  if (!connection) throw new Error('The database has no connection pg-boss can use.');
  return 'url' in connection
    ? { connectionString: connection.url, max: Math.min(connection.poolSize ?? 4, 4) }
    : // One process, whose engine's pg-boss supervises every queue: this one (and its look at
      // pg-boss's flows, which are not used, and its indexes) every 5 minutes, to stay quiet at idle.
      {
        db: fromPglite(connection.pglite),
        backend: 'pglite',
        superviseIntervalSeconds: 300,
        flowIntervalSeconds: 300,
        bamIntervalSeconds: 300,
      };
}

/** A fact one domain publishes for others, e.g. `org.invitation_accepted`. */
export interface DomainEvent<T = Record<string, unknown>> {
  /** Unique per event, the same in every consumer's delivery: handlers are idempotent by it. */
  id: string;
  type: string;
  occurredAt: string;
  data: T;
}

export type EventHandler<T> = (event: DomainEvent<T>, tx: Db) => Promise<void>;
/** Handles a delivery's events (never empty, in order) at once: for a consumer that writes them in one statement. */
export type BatchEventHandler<T> = (events: DomainEvent<T>[], tx: Db) => Promise<void>;

export interface EventBus {
  /**
   * Records the event in `tx`, the transaction of the change it describes (the outbox): it is
   * delivered after that transaction commits, and never if it rolls back.
   */
  publish<T extends object>(tx: Db, type: string, data: T): Promise<string>;
  /** Several events of one type in one statement, in this order: `publish` for each, at the cost of one. */
  publishAll<T extends object>(tx: Db, type: string, data: T[]): Promise<string[]>;
  /**
   * Delivers every event of `type` to `consumer` at least once. The handler runs in a transaction
   * that also records the event as consumed, so a second delivery changes nothing; a handler that
   * throws rolls back and gets the event again later (with backoff).
   */
  subscribe<T>(consumer: string, type: string, handler: EventHandler<T>): Promise<void>;
  /** The same, with the events of a delivery handed over together (one batch, one transaction). */
  subscribeBatch<T>(consumer: string, type: string, handler: BatchEventHandler<T>): Promise<void>;
  /** Hands what the outbox holds to pg-boss now (the relay also runs on its own every relayMs). */
  relay(): Promise<number>;
  stop(): Promise<void>;
}

export interface EventBusOptions {
  /** How pg-boss reaches the database: PostgreSQL's URL, or the embedded PGlite itself (default: db.connection). */
  connection?: { url: string } | { pglite: PGlite };
  /**
   * How often the relay looks at the outbox on its own. A committed event wakes it at once (LISTEN on
   * events_outbox): default 5 s then, for claims a stopped relay left; 250 ms where LISTEN is unavailable.
   */
  relayMs?: number;
  /** Attempts of a failing handler before its event is left failed in pg-boss. Default 10. */
  retryLimit?: number;
}

const CLAIM_SECONDS = 30;
/** How long a woken relay waits for the rest of a burst of commits. */
const RELAY_WAKE_MS = 50;
/** The channel the outbox's insert trigger notifies (migration 0002). */
const OUTBOX_CHANNEL = 'events_outbox';
/**
 * How often a consumer looks for a delivery on its own: a relayed delivery wakes it at once (pg-boss's
 * NOTIFY) and a failed one at its first retries (RETRY_WAKES_MS), so this only paces later retries
 * and deliveries whose notification was missed.
 */
const CONSUMER_IDLE_SECONDS = 30;
/** How long the embedded database's consumers rest between looks of their own. */
const RESTING_SECONDS = 300;
/** After a handler failed, its worker looks again then: the retries' backoff (retryDelay 1 s, doubled). */
const RETRY_WAKES_MS = [1_100, 2_200, 4_400, 8_800, 17_600];
/** A consumer's queue is `{consumer}__{type}`: what tells the bus's queues from other pg-boss work. */
export const CONSUMER_QUEUE_SEPARATOR = '__';
/** Outbox rows a relay round claims; a full round is followed by the next at once. */
const RELAY_BATCH = 100;
const NAME = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*$/;

/** An event as the outbox keeps it. */
interface OutboxRow {
  /** The outbox's order (bigint, as text). */
  seq: string;
  id: string;
  type: string;
  data: unknown;
  occurred_at: Date;
}

/** Events a pg-boss job carries: a job per event cost pg-boss an insert, a fetch and a completion each. */
const EVENTS_PER_JOB = 50;

/** A delivery to one consumer's queue: a few events in outbox order. */
interface EventsJob {
  events: DomainEvent[];
  /** The outbox position of its first event: a delivery of several jobs is handled in this order. */
  seq?: number;
}

/** The pg-boss jobs that deliver outbox rows to a consumer's queue. */
function jobsOf(rows: OutboxRow[]): { data: EventsJob }[] {
  const events = rows.map((row): DomainEvent => ({
    id: row.id,
    type: row.type,
    occurredAt: new Date(row.occurred_at).toISOString(),
    data: row.data as Record<string, unknown>,
  }));
  const jobs = [];
  for (let i = 0; i < events.length; i += EVENTS_PER_JOB)
    jobs.push({ data: { events: events.slice(i, i + EVENTS_PER_JOB), seq: Number(rows[i].seq) } });
  return jobs;
}

const seqOf = (data: EventsJob | DomainEvent) => ('seq' in data ? (data.seq ?? 0) : 0);

/** A job's events; a job queued before events were batched (one event, as the data) is read too. */
const eventsOf = <T>(data: EventsJob | DomainEvent): DomainEvent<T>[] =>
  ('events' in data ? data.events : [data]) as DomainEvent<T>[];

/**
 * The events of a fetch of jobs, in the order they were published: pg-boss hands a fetch's jobs
 * over in no set order (an UPDATE … RETURNING), and a consumer that sets a state (published, then
 * not) must see the last word last.
 */
export function deliveryEvents<T>(jobs: readonly { data: EventsJob | DomainEvent }[]): DomainEvent<T>[] {
  return [...jobs].sort((a, b) => seqOf(a.data) - seqOf(b.data)).flatMap((job) => eventsOf<T>(job.data));
}

/** Records the events as consumed and hands the ones not consumed before to the handler, in order. */
async function handleEvents<T>(
  tx: Db,
  consumer: string,
  events: DomainEvent<T>[],
  handler: BatchEventHandler<T>,
) {
  const { rows } = await tx.query<{ event_id: string }>(
    `INSERT INTO events.consumed (consumer, event_id) SELECT $1, unnest($2::uuid[])
     ON CONFLICT DO NOTHING RETURNING event_id`,
    [consumer, events.map((e) => e.id)],
  );
  const fresh = new Set(rows.map((r) => r.event_id));
  // delete: an event delivered twice in one batch is handled once.
  const unhandled = events.filter((event) => fresh.delete(event.id));
  if (unhandled.length) await handler(unhandled, tx);
}

/**
 * Calls `wake` whenever an outbox insert commits, through pg-boss's own listener connection (its
 * pool's dedicated client on PostgreSQL, the instance itself on PGlite); null where LISTEN is
 * unavailable (the relay then only polls).
 */
async function listenToOutbox(boss: PgBoss, wake: () => void) {
  const bossDb = boss.getDb();
  if (typeof bossDb.listen !== 'function') return null;
  try {
    // A reconnect may have missed notifications: it wakes the relay too.
    return await bossDb.listen(OUTBOX_CHANNEL, wake, wake);
  } catch (err) {
    logger.warn({ err: (err as Error).message }, 'the event relay cannot LISTEN; it polls instead');
    return null;
  }
}

/**
 * The one event bus (issue 11): a transactional outbox in front of pg-boss's publish/subscribe.
 * pg-boss runs on the same database: PostgreSQL with its own pool, or the embedded PGlite through
 * its `fromPglite` adapter.
 */
export async function startEventBus(db: Db, opts: EventBusOptions = {}): Promise<EventBus> {
  const boss = new PgBoss({ ...bossConnection(db, opts.connection), schedule: false, useListenNotify: true });
  boss.on('error', (err) => logger.warn({ err: err.message }, 'event bus (pg-boss) error'));
  await boss.start();
  // The embedded database is one process's, and its notifications are never lost: the consumers and
  // the relay rest, woken by NOTIFY and, for a retry's later delivery, by the due-job waker.
  const due = db.kind === 'pglite' ? await startDueWaker(boss) : null;

  let stopped = false;
  let running: Promise<number> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let relayMs = opts.relayMs ?? 250;

  async function relayOnce(): Promise<number> {
    const { rows: claimed } = await db.query<OutboxRow>(
      `UPDATE events.outbox SET claimed_until = now() + make_interval(secs => $1)
        WHERE seq IN (SELECT seq FROM events.outbox
                       WHERE published_at IS NULL AND (claimed_until IS NULL OR claimed_until < now())
                       ORDER BY seq LIMIT $2 FOR UPDATE SKIP LOCKED)
        RETURNING seq, id, type, data, occurred_at`,
      [CLAIM_SECONDS, RELAY_BATCH],
    );
    if (claimed.length === 0) return 0;
    // An UPDATE returns its rows in no set order: the events go on in the order they were published.
    const rows = claimed.sort((a, b) => Number(a.seq) - Number(b.seq));
    // Handed over in one insert per subscribed queue (pg-boss's publish costs two statements an
    // event), then marked at once. A crash in between hands some over again: delivery is at least
    // once, and consumers skip what their ledger has.
    const { rows: subscribers } = await db.query<{ event: string; name: string }>(
      'SELECT event, name FROM pgboss.subscription WHERE event = ANY($1::text[])',
      [[...new Set(rows.map((r) => r.type))]],
    );
    for (const { event, name } of subscribers) {
      const jobs = jobsOf(rows.filter((row) => row.type === event));
      // A consumer's queue deleted since it subscribed gets nothing (as pg-boss's publish does).
      await boss.insert(name, jobs).catch((err: { code?: string }) => {
        if (err?.code !== 'PGBOSS_QUEUE_NOT_FOUND') throw err;
      });
    }
    await db.query('UPDATE events.outbox SET published_at = now() WHERE id = ANY($1::uuid[])', [
      rows.map((r) => r.id),
    ]);
    return rows.length;
  }

  const relay = () => {
    running ??= relayOnce().finally(() => {
      running = null;
    });
    return running;
  };
  // One timer at a time: a wake-up replaces the wait in progress.
  const schedule = (ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, ms).unref();
  };
  const tick = () => {
    again = false;
    woken = false;
    relay()
      .catch((err: Error) => {
        logger.warn({ err: err.message }, 'event relay failed; it will try again');
        return 0;
      })
      .then((handed) => schedule(handed === RELAY_BATCH ? 0 : again ? RELAY_WAKE_MS : relayMs));
  };
  // A wake-up waits RELAY_WAKE_MS: the commits of a burst go over together, in a few jobs.
  let woken = false;
  const outbox = await listenToOutbox(boss, () => {
    if (running) again = true;
    else if (!woken) {
      woken = true;
      schedule(RELAY_WAKE_MS);
    }
  });
  if (outbox) relayMs = opts.relayMs ?? (due ? 30_000 : 5000);
  schedule(outbox ? 0 : relayMs);

  async function backfill(type: string, queue: string) {
    for (let after = -1; ;) {
      const { rows } = await db.query<OutboxRow>(
        'SELECT seq, id, type, data, occurred_at FROM events.outbox WHERE type = $1 AND seq > $2 ORDER BY seq LIMIT 500',
        [type, after],
      );
      if (rows.length === 0) return;
      await boss.insert(queue, jobsOf(rows));
      after = Number(rows[rows.length - 1].seq);
    }
  }

  async function subscribeBatch<T>(consumer: string, type: string, handler: BatchEventHandler<T>) {
    if (!NAME.test(consumer) || !NAME.test(type))
      throw new Error(`bad consumer or event type: ${consumer}, ${type}`);
    const queue = `${consumer}${CONSUMER_QUEUE_SEPARATOR}${type}`;
    const queueOptions = {
      retryLimit: opts.retryLimit ?? 10,
      retryDelay: 1,
      retryBackoff: true,
      notify: true,
    };
    await boss.createQueue(queue, queueOptions);
    // A queue made before deliveries notified its workers.
    await boss.updateQueue(queue, { notify: true });
    const { rows: known } = await db.query(
      'SELECT 1 FROM pgboss.subscription WHERE event = $1 AND name = $2',
      [type, queue],
    );
    await boss.subscribe(type, queue);
    // A consumer new to this type (a service that starts after others published, scaled out) gets
    // what the outbox holds of it first: what was relayed before it subscribed went to no queue.
    // Duplicates of what reaches it both ways are skipped by its ledger.
    if (known.length === 0) await backfill(type, queue);
    // Batches, fetched back to back while they come full: a burst of events is not paced by the poll.
    const options = {
      pollingIntervalSeconds: 0.5,
      notifyPollingIntervalSeconds: due ? RESTING_SECONDS : CONSUMER_IDLE_SECONDS,
      batchSize: 2,
      burstWhenBatchFull: true,
    };
    const worker: string = await boss.work<EventsJob | DomainEvent>(queue, options, async (jobs) => {
      const events = deliveryEvents<T>(jobs);
      // The batch in one transaction (a burst of partner calls' logs costs a few statements, not
      // four each); if a handler throws, each event again in a transaction of its own, so one bad
      // event rolls back only itself.
      try {
        await db.transaction((tx) => handleEvents(tx, consumer, events, handler));
        return;
      } catch {
        // one at a time below
      }
      let failure: unknown = null;
      for (const event of events) {
        try {
          await db.transaction((tx) => handleEvents(tx, consumer, [event], handler));
        } catch (err) {
          failure ??= err;
        }
      }
      // The batch comes again; the events already handled are skipped by the ledger.
      if (failure) {
        for (const ms of RETRY_WAKES_MS) setTimeout(() => boss.notifyWorker(worker), ms).unref();
        throw failure;
      }
    });
  }

  return {
    async publish(tx, type, data) {
      if (!NAME.test(type)) throw new Error(`bad event type ${type}`);
      const id = randomUUID();
      await tx.query(
        'INSERT INTO events.outbox (id, type, data) VALUES ($1, $2, $3)',
        [id, type, JSON.stringify(data)],
        { name: 'events.publish' },
      );
      return id;
    },

    async publishAll(tx, type, data) {
      if (!NAME.test(type)) throw new Error(`bad event type ${type}`);
      if (data.length === 0) return [];
      const ids = data.map(() => randomUUID());
      // One JSON parameter: pg escapes each element of a text array, which cost more than the insert.
      await tx.query(
        `INSERT INTO events.outbox (id, type, data)
         SELECT (e.value->>'id')::uuid, $1, e.value->'data'
           FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS e(value, n) ORDER BY e.n`,
        [type, JSON.stringify(data.map((d, i) => ({ id: ids[i], data: d })))],
        { name: 'events.publish_all' },
      );
      return ids;
    },

    subscribe<T>(consumer: string, type: string, handler: EventHandler<T>) {
      return subscribeBatch<T>(consumer, type, async (events, tx) => {
        for (const event of events) await handler(event, tx);
      });
    },

    subscribeBatch,

    relay,

    async stop() {
      stopped = true;
      clearTimeout(timer);
      await outbox?.close().catch(() => undefined);
      await due?.stop().catch(() => undefined);
      await running?.catch(() => undefined);
      await boss.stop({ graceful: true, timeout: 2000 });
    },
  };
}
