import { execFileSync } from 'node:child_process';
import { hostSettingsSpec, parseSettings } from './settings';
import { createTestDb } from './testDb';

describe('Db.transaction', () => {
  it('runs queries asked for side by side one after another on its connection, each with its answer', async () => {
    const db = await createTestDb([]);
    try {
      const answers = await db.transaction((tx) =>
        Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            tx.query<{ n: number }>('SELECT $1::int AS n, pg_sleep(0.001)', [i]).then((r) => r.rows[0].n),
          ),
        ),
      );
      expect(answers).toEqual(Array.from({ length: 20 }, (_, i) => i));
    } finally {
      await db.drop();
    }
  });

  const url = process.env.DATABASE_URL;
  (url ? it : it.skip)(
    'gives node-postgres one query at a time (it warns, and pg@9 refuses, otherwise)',
    () => {
      // In a process of its own: node-postgres warns once per process, on the real `process`.
      const script = `
      const { openDatabase } = require('./src/db.ts');
      const warnings = [];
      process.on('warning', (w) => warnings.push(w.message));
      (async () => {
        const db = await openDatabase({ url: process.env.DATABASE_URL });
        await db.transaction((tx) => Promise.all([1, 2, 3].map((i) => tx.query('SELECT $1::int', [i]))));
        await db.close();
        await new Promise((r) => setImmediate(r));
        console.log(JSON.stringify(warnings));
      })();`;
      const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=commonjs', '-e', script], {
        cwd: `${__dirname}/..`,
        env: { ...process.env, NODE_OPTIONS: '' },
        encoding: 'utf8',
      });
      expect(JSON.parse(out.trim().split('\n').pop()!)).toEqual([]);
    },
  );
});

const poolSizeSetting = (env: Record<string, string>) =>
  parseSettings({ size: hostSettingsSpec.databasePoolSize }, env).size;

describe('DATABASE_POOL_SIZE', () => {
  it('is 20 connections unless set', () => {
    expect(poolSizeSetting({})).toBe(20);
    expect(poolSizeSetting({ DATABASE_POOL_SIZE: '' })).toBe(20);
    expect(poolSizeSetting({ DATABASE_POOL_SIZE: '8' })).toBe(8);
  });

  it.each(['0', '2.5', 'many', '1001'])('refuses %p, saying what it takes', (given) => {
    expect(() => poolSizeSetting({ DATABASE_POOL_SIZE: given })).toThrow(
      `DATABASE_POOL_SIZE must be a whole number from 1 to 1000; it is "${given}".`,
    );
  });
});
