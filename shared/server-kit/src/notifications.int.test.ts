import type { Db } from './db';
import { listen, notify } from './notifications';
import { createTestDb } from './testDb';

// LISTEN on PostgreSQL: every channel of a process on one connection, which comes back when lost.
// The embedded database listens through PGlite itself.
jest.setTimeout(30_000);
const pg = process.env.DATABASE_URL ? describe : describe.skip;

pg('listening on PostgreSQL', () => {
  let db: Db & { drop(): Promise<void> };
  beforeAll(async () => {
    db = await createTestDb([]);
  });
  afterAll(async () => {
    await db?.drop();
  });

  /** The connections of this database other than the pool's idle ones: the listening ones. */
  const listening = async () =>
    (
      await db.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()
            AND query ILIKE 'LISTEN%'`,
      )
    ).rows.map((r) => r.pid);

  async function until(probe: () => Promise<boolean> | boolean) {
    const end = Date.now() + 10_000;
    while (!(await probe())) {
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it('hears every channel on one connection, and stops one channel without the others', async () => {
    const heard: string[] = [];
    const stopA = await listen(
      db,
      'test_a',
      (p) => heard.push(`a:${p}`),
      () => undefined,
    );
    const stopB = await listen(
      db,
      'test_b',
      (p) => heard.push(`b:${p}`),
      () => undefined,
    );
    const stopA2 = await listen(
      db,
      'test_a',
      (p) => heard.push(`a2:${p}`),
      () => undefined,
    );
    expect(await listening()).toHaveLength(1);

    await notify(db, 'test_a', '1');
    await notify(db, 'test_b', '2');
    await until(() => heard.length === 3);
    expect(heard.sort()).toEqual(['a2:1', 'a:1', 'b:2']);

    await stopA();
    await notify(db, 'test_a', '3');
    await notify(db, 'test_b', '4');
    await until(() => heard.includes('b:4'));
    expect(heard).toContain('a2:3');
    expect(heard).not.toContain('a:3');

    await stopA2();
    await stopB();
    await until(async () => (await listening()).length === 0);
  });

  it('tells every listener of the gap when the connection is lost, and hears again after', async () => {
    const heard: string[] = [];
    let gaps = 0;
    const stop = await listen(
      db,
      'test_c',
      (p) => heard.push(p),
      () => gaps++,
    );
    const [pid] = await listening();
    await db.query('SELECT pg_terminate_backend($1)', [pid]);
    await until(() => gaps === 1);
    await until(async () => (await listening()).some((p) => p !== pid));
    await notify(db, 'test_c', 'after');
    await until(() => heard.includes('after'));
    await stop();
  });

  it('rejects, and leaves nothing open, when the first connection cannot be made', async () => {
    const nowhere = { ...db, connection: { url: 'postgres://postgres@127.0.0.1:1/none' } } as Db;
    await expect(
      listen(
        nowhere,
        'test_d',
        () => undefined,
        () => undefined,
      ),
    ).rejects.toThrow();
    // A second try opens a connection of its own again (nothing was kept from the first).
    await expect(
      listen(
        nowhere,
        'test_d',
        () => undefined,
        () => undefined,
      ),
    ).rejects.toThrow();
  });
});
