import { logger, type Db } from '@switchyard/server-kit';
import { fromPglite, PgBoss, type Db as BossDb } from 'pg-boss';

/** The domain's pg-boss queue of webhook attempts: one job per attempt, `{ delivery_id }`. */
export const WEBHOOK_QUEUE = 'connections.webhook';

export interface WebhookJob {
  delivery_id: string;
}

// One pg-boss per database and process, started by whoever needs it first: the trigger_fired
// consumer (which queues the first attempt in its transaction) may run before the domain's start.
const bosses = new WeakMap<Db, Promise<PgBoss>>();

async function startBoss(db: Db): Promise<PgBoss> {
  const connection = db.connection;
  if (!connection) throw new Error('The database has no connection pg-boss can use.');
  const common = { schedule: false, useListenNotify: true };
  // The embedded database has one process, whose own stuck attempts (60 s expiry) are all there is
  // to supervise, and the engine's pg-boss supervises every queue every 30 s: this one looks every 5
  // minutes (and at pg-boss's flows, which are not used, and its indexes), to stay quiet at idle.
  const boss = new PgBoss(
    'url' in connection
      ? {
          ...common,
          superviseIntervalSeconds: 5,
          connectionString: connection.url,
          max: Math.min(connection.poolSize ?? 4, 4),
        }
      : {
          ...common,
          superviseIntervalSeconds: 300,
          flowIntervalSeconds: 300,
          bamIntervalSeconds: 300,
          db: fromPglite(connection.pglite),
          backend: 'pglite',
        },
  );
  boss.on('error', (err: Error) => logger.warn({ err: err.message }, 'webhook queue (pg-boss) error'));
  await boss.start();
  // Retries of a job are for a worker that died mid-attempt; the attempts themselves are counted on
  // the delivery, and each retry is a new job due when its backoff ends (webhookDelivery.ts).
  const queue = { notify: true, retryLimit: 3, retryDelay: 5, expireInSeconds: 60 };
  await boss.createQueue(WEBHOOK_QUEUE, queue);
  return boss;
}

export function webhookBoss(db: Db): Promise<PgBoss> {
  let boss = bosses.get(db);
  if (!boss) {
    boss = startBoss(db);
    bosses.set(db, boss);
    boss.catch(() => bosses.delete(db));
  }
  return boss;
}

export async function stopWebhookBoss(db: Db): Promise<void> {
  const boss = bosses.get(db);
  bosses.delete(db);
  await (await boss?.catch(() => null))?.stop({ graceful: true, timeout: 5000, close: true });
}

/** pg-boss statements inside one of our transactions: the job is queued with the row it acts on. */
const inTransaction = (tx: Db): BossDb => ({
  executeSql: (text, values) => tx.query(text, values as unknown[]),
});

/** Queues an attempt at a delivery in `tx`, a transaction of `db` (now, or when its backoff ends). */
export async function queueAttempt(db: Db, tx: Db, deliveryId: string, startAfter?: Date): Promise<void> {
  const boss = await webhookBoss(db);
  const job: WebhookJob = { delivery_id: deliveryId };
  await boss.send(WEBHOOK_QUEUE, job, { db: inTransaction(tx), ...(startAfter ? { startAfter } : {}) });
}
