import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDb } from './testDb';
import { migrate } from './migrations';

describe('migrate', () => {
  it('applies each file once, in its own schema', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mig-'));
    writeFileSync(
      join(dir, '0001_init.sql'),
      'CREATE TABLE things (id int PRIMARY KEY); INSERT INTO things VALUES (1);',
    );
    const db = await createTestDb([]);
    try {
      expect(await migrate(db, [{ schema: 'kit_test', dir }])).toEqual(['kit_test/0001_init.sql']);
      writeFileSync(join(dir, '0002_more.sql'), 'INSERT INTO things VALUES (2);');
      expect(await migrate(db, [{ schema: 'kit_test', dir }])).toEqual(['kit_test/0002_more.sql']);
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM kit_test.things');
      expect(rows[0].n).toBe(2);
    } finally {
      await db.drop();
    }
  });

  it('rolls a failing migration back whole', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mig-'));
    writeFileSync(join(dir, '0001_bad.sql'), 'CREATE TABLE t (id int); SELECT no_such_function();');
    const db = await createTestDb([]);
    try {
      await expect(migrate(db, [{ schema: 'kit_bad', dir }])).rejects.toThrow();
      const { rows } = await db.query(
        "SELECT 1 FROM information_schema.tables WHERE table_schema = 'kit_bad'",
      );
      expect(rows).toHaveLength(0);
    } finally {
      await db.drop();
    }
  });
});
