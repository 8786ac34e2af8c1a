/**
 * workInLoops on the database the tests run on (PGlite, or PostgreSQL with DATABASE_URL): the
 * resting loops work as soon as the watcher gets a job, not after their 30 s rest.
 */
import { fromPglite, PgBoss } from 'pg-boss';
import type { Db } from './db';
import { createTestDb } from './testDb';
import { workInLoops } from './wakeableLoops';

jest.setTimeout(30_000);

let db: Db & { drop(): Promise<void> };
let boss: PgBoss;

beforeAll(async () => {
  db = await createTestDb([]);
  const via = db.connection!;
  boss = new PgBoss(
    'url' in via
      ? { connectionString: via.url, max: 4, schedule: false }
      : { db: fromPglite(via.pglite), backend: 'pglite', schedule: false },
  );
  await boss.start();
});
afterAll(async () => {
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
