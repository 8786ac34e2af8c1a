import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Db } from './db';
import { migrate, readMigrations, withRequiredSets, type MigrationSet } from './migrations';

/**
 * A fresh, migrated database for one test file: a new database on the real PostgreSQL when
 * DATABASE_URL is set, otherwise an embedded one cloned from a cached, already-migrated template
 * (creating PGlite from scratch takes seconds; loading a dump is much faster).
 */
export async function createTestDb(sets: MigrationSet[]): Promise<Db & { drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `sy_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${name}`;
    const db = await openDatabase({ url: u.toString() });
    await migrate(db, sets);
    return Object.assign(db, {
      async drop() {
        await db.close();
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    });
  }
  const template = await templateFile(sets);
  const blob = new Blob([readFileSync(template)]);
  const db = await openDatabase({ loadDataDir: blob });
  return Object.assign(db, { drop: () => db.close() });
}

async function templateFile(sets: MigrationSet[]) {
  const h = createHash('sha256');
  for (const s of withRequiredSets(sets))
    for (const m of readMigrations(s)) h.update(s.schema).update(m.name).update(m.sql);
  const file = join(tmpdir(), `switchyard-template-${h.digest('hex').slice(0, 16)}.tar.gz`);
  if (existsSync(file)) return file;
  const db = await openDatabase({});
  await migrate(db, sets);
  const dump = await db.dump!();
  await db.close();
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return file;
}
