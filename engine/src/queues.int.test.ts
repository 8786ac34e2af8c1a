import { openDatabase, type Db } from '@switchyard/server-kit';
import { createTestDb } from '@switchyard/server-kit/testing';
import type { PgBoss } from 'pg-boss';
import { createBoss } from './queues';

// Issue 41: the engine's pg-boss keeps its own pool; DATABASE_POOL_SIZE bounds it, as it bounds the
// process's query pool (at most pg-boss's default of 10). PostgreSQL only: PGlite has no pool.
const withPostgres = process.env.DATABASE_URL ? describe : describe.skip;

withPostgres("the engine's pg-boss pool", () => {
  let testDb: Awaited<ReturnType<typeof createTestDb>>;
  const opened: { db: Db; boss: PgBoss }[] = [];

  beforeAll(async () => {
    testDb = await createTestDb([]);
  });
  afterAll(async () => {
    for (const { db, boss } of opened) {
      await boss.stop({ graceful: false, close: true });
      await db.close();
    }
    await testDb.drop();
  });

  /**
   * The connections pg-boss holds once 40 jobs were sent side by side (an idle connection stays in
   * its pool for 10 s, so what it opened is still there): its pool's, and the one it LISTENs on.
   */
  async function connectionsAfterSending(poolSize: number) {
    const url = (testDb.connection as { url: string }).url;
    const db = await openDatabase({ url, poolSize });
    const boss = createBoss(db);
    opened.push({ db, boss });
    await boss.start();
    const queue = `pool_${poolSize}`;
    await boss.createQueue(queue);
    await Promise.all(Array.from({ length: 40 }, (_, i) => boss.send(queue, { i })));
    const { rows } = await testDb.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND application_name LIKE 'pgboss%'`,
    );
    await boss.stop({ graceful: false, close: true });
    opened.pop();
    await db.close();
    return rows[0].n;
  }

  it('keeps to DATABASE_POOL_SIZE when it is below 10', async () => {
    const held = await connectionsAfterSending(2);
    expect(held).toBeGreaterThan(1);
    expect(held).toBeLessThanOrEqual(2 + 1);
  });

  it('keeps to 10 at the default of 20, and uses more than a small setting allows', async () => {
    const held = await connectionsAfterSending(20);
    expect(held).toBeGreaterThan(2 + 1);
    expect(held).toBeLessThanOrEqual(10 + 1);
  });
});
