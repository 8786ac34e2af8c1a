import type { PgBoss } from 'pg-boss';
import { logger } from './logger';

const CHANNEL = 'pgboss_job_due';

/**
 * A job made to wait (startAfter, a retry's backoff, one the supervisor put back) NOTIFYs its queue
 * and due time; pg-boss's own NOTIFY covers only jobs runnable at once, and wakes every worker of the
 * queue. So does a new job of a queue without pg-boss's NOTIFY (notify off), which this waker wakes
 * one loop for. Installed by every starter: CREATE OR REPLACE keeps it one trigger.
 */
const TRIGGER_SQL = [
  `CREATE OR REPLACE FUNCTION pgboss.switchyard_job_due() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF NEW.state IN ('created', 'retry') AND (TG_OP = 'UPDATE' OR NEW.start_after > now()
         OR NOT EXISTS (SELECT 1 FROM pgboss.queue q WHERE q.name = NEW.name AND q.notify)) THEN
       PERFORM pg_notify('${CHANNEL}', NEW.name || ' ' || (extract(epoch FROM NEW.start_after) * 1000)::bigint);
     END IF;
     RETURN NULL;
   END $$`,
  `CREATE OR REPLACE TRIGGER switchyard_job_due AFTER INSERT OR UPDATE OF state, start_after ON pgboss.job
     FOR EACH ROW EXECUTE FUNCTION pgboss.switchyard_job_due()`,
];

/** Longest wait a timer is set for: a later due time is looked up again when it fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface DueWaker {
  /** `wake` instead of every worker of `queue` when one of its jobs becomes due. */
  watch(queue: string, wake: () => void): void;
  stop(): Promise<void>;
}

/**
 * Wakes `boss`'s workers when a job of theirs that waited becomes due, so their loops need not look
 * for such jobs on their own: with it, a queue's loops can rest between jobs (the embedded database
 * at idle). One timer per queue, at its earliest known due time; when it fires the queue's workers
 * fetch, and the next due time is read again. Null where the database cannot LISTEN.
 */
export async function startDueWaker(boss: PgBoss): Promise<DueWaker | null> {
  const db = boss.getDb();
  if (typeof db.listen !== 'function') return null;
  for (const sql of TRIGGER_SQL) await db.executeSql(sql);
  const wakers = new Map<string, () => void>();
  const timers = new Map<string, { at: number; timer: NodeJS.Timeout }>();
  let stopped = false;

  const wakeQueue = (queue: string) => {
    const own = wakers.get(queue);
    if (own) return own();
    for (const w of boss.getWipData()) if (w.name === queue) boss.notifyWorker(w.id);
  };
  const works = (queue: string) => wakers.has(queue) || boss.getWipData().some((w) => w.name === queue);
  // Every queue's due times are kept (workers may register later); a queue this boss does not
  // work costs only its timer.
  const arm = (queue: string, at: number) => {
    if (stopped) return;
    const current = timers.get(queue);
    if (current && current.at <= at) return;
    if (current) clearTimeout(current.timer);
    const timer = setTimeout(() => void fire(queue), Math.min(MAX_TIMER_MS, Math.max(0, at - Date.now())));
    timers.set(queue, { at, timer: timer.unref() });
  };
  const fire = async (queue: string) => {
    timers.delete(queue);
    if (!works(queue)) return;
    wakeQueue(queue);
    try {
      await armFromTable([queue]);
    } catch (err) {
      logger.warn({ err: (err as Error).message, queue }, 'the due-job waker could not read the next job');
    }
  };
  const armFromTable = async (queues?: string[]) => {
    const rows = (await db.executeSql(
      `SELECT name, (extract(epoch FROM min(start_after)) * 1000)::float8 AS at FROM pgboss.job
        WHERE state IN ('created', 'retry') AND start_after > now() ${queues ? 'AND name = ANY($1::text[])' : ''}
        GROUP BY name`,
      queues ? [queues] : [],
    )) as { rows: { name: string; at: number }[] };
    for (const r of rows.rows) arm(r.name, Number(r.at));
  };

  const listening = await db.listen(
    CHANNEL,
    (payload: string) => {
      const space = payload.lastIndexOf(' ');
      if (space <= 0) return;
      const queue = payload.slice(0, space);
      const at = Number(payload.slice(space + 1));
      // Runnable now: a wake, leaving the timer of the queue's next due job as it is.
      if (at <= Date.now()) setImmediate(() => !stopped && works(queue) && wakeQueue(queue));
      else arm(queue, at);
    },
    // A lost connection may have missed due times: read them again.
    () => void armFromTable().catch(() => undefined),
  );
  await armFromTable();
  return {
    watch(queue, wake) {
      wakers.set(queue, wake);
      void armFromTable([queue]).catch(() => undefined);
    },
    async stop() {
      stopped = true;
      for (const { timer } of timers.values()) clearTimeout(timer);
      timers.clear();
      await listening.close();
    },
  };
}
