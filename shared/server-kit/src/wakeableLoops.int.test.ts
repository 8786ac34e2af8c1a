/**
 * workInLoops on the database the tests run on (PGlite, or PostgreSQL with DATABASE_URL): the
 * resting loops work as soon as the watcher gets a job, not after their 30 s rest; with the due-job
 * waker, a job that waited runs when it is due though every loop rests.
 */
import { fromPglite, PgBoss } from 'pg-boss';
import type { Db } from './db';
import { createTestDb } from './testDb';
import { startDueWaker, type DueWaker } from './dueWaker';
import { workInLoops } from './wakeableLoops';

jest.setTimeout(30_000);

let db: Db & { drop(): Promise<void> };
let boss: PgBoss;
let due: DueWaker | null = null;

beforeAll(async () => {
  db = await createTestDb([]);
  const via = db.connection!;
  boss = new PgBoss(
    'url' in via
      ? { connectionString: via.url, max: 4, schedule: false, useListenNotify: true }
      : { db: fromPglite(via.pglite), backend: 'pglite', schedule: false, useListenNotify: true },
  );
  await boss.start();
});
afterAll(async () => {
  await due?.stop();
  await boss.stop({ graceful: false, close: true });
  await db.drop();
});

it('wakes the resting loops when the watcher gets a job, so jobs run side by side', async () => {
  // No NOTIFY on this queue: only the watcher's look (every 0.5 s) finds the jobs.
  await boss.createQueue('loops_test');
  let inFlight = 0;
  let most = 0;
  const done: number[] = [];
  const options = { batchSize: 1, pollingIntervalSeconds: 0.5 };
  await workInLoops<{ n: number }, typeof options>(boss, 'loops_test', 3, options, async ([job]) => {
    inFlight++;
    most = Math.max(most, inFlight);
    await new Promise((r) => setTimeout(r, 600));
    inFlight--;
    done.push(job.data.n);
  });
  await new Promise((r) => setTimeout(r, 1000));
  const started = Date.now();
  await boss.insert('loops_test', [{ data: { n: 1 } }, { data: { n: 2 } }, { data: { n: 3 } }]);
  while (done.length < 3 && Date.now() - started < 10_000) await new Promise((r) => setTimeout(r, 50));
  expect(done.sort()).toEqual([1, 2, 3]);
  // One loop alone would take three times 600 ms after its look; resting loops left asleep, 30 s.
  expect(Date.now() - started).toBeLessThan(2500);
  expect(most).toBeGreaterThan(1);
});

describe('with the due-job waker', () => {
  const waitFor = async (done: () => boolean, ms: number) => {
    const until = Date.now() + ms;
    while (!done() && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  };

  beforeAll(async () => {
    due = await startDueWaker(boss);
    expect(due).not.toBeNull();
  });

  it('runs a job that waited (startAfter) when it is due, though the loops rest', async () => {
    await boss.createQueue('due_test', { notify: true });
    const ran: number[] = [];
    const options = { batchSize: 1, pollingIntervalSeconds: 0.5, notifyPollingIntervalSeconds: 0.5 };
    await workInLoops<{ n: number }, typeof options>(
      boss,
      'due_test',
      2,
      options,
      async () => void ran.push(Date.now()),
      due,
    );
    // Past the loops' first looks: from now on they rest (30 s and more) until woken.
    await new Promise((r) => setTimeout(r, 1000));
    const sent = Date.now();
    await boss.send('due_test', { n: 1 }, { startAfter: new Date(sent + 1500) });
    await waitFor(() => ran.length > 0, 10_000);
    expect(ran).toHaveLength(1);
    expect(ran[0] - sent).toBeGreaterThanOrEqual(1400);
    expect(ran[0] - sent).toBeLessThan(4000);
  });

  it("runs a failed job's retry when its backoff ends", async () => {
    await boss.createQueue('due_retry_test', { notify: true, retryLimit: 1, retryDelay: 1 });
    const attempts: number[] = [];
    const options = { batchSize: 1, pollingIntervalSeconds: 0.5, notifyPollingIntervalSeconds: 0.5 };
    await workInLoops<{ n: number }, typeof options>(
      boss,
      'due_retry_test',
      1,
      options,
      async () => {
        attempts.push(Date.now());
        if (attempts.length === 1) throw new Error('later');
      },
      due,
    );
    await new Promise((r) => setTimeout(r, 1000));
    await boss.send('due_retry_test', { n: 1 });
    await waitFor(() => attempts.length > 1, 10_000);
    expect(attempts).toHaveLength(2);
    expect(attempts[1] - attempts[0]).toBeLessThan(4000);
  });
});
