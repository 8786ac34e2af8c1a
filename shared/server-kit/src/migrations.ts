import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './db';

export interface MigrationSet {
  /** The domain's own Postgres schema. */
  schema: string;
  /** Folder of NNNN_name.sql files, applied in name order. */
  dir: string;
  /** Kit schemas this set's migrations build on (e.g. the mail outbox); migrated before it. */
  requires?: MigrationSet[];
  /** Run after the set's own files, every time (a library's own schema, e.g. pg-boss's). */
  afterMigrate?(db: Db): Promise<void>;
}

/** The sets with everything they require first, each schema once. */
export function withRequiredSets(sets: MigrationSet[]): MigrationSet[] {
  const out: MigrationSet[] = [];
  const visit = (set: MigrationSet) => {
    for (const r of set.requires ?? []) visit(r);
    if (!out.some((s) => s.schema === set.schema)) out.push(set);
  };
  sets.forEach(visit);
  return out;
}

const lockKey = 727274; // any constant: serialises concurrent start-ups against one database

export function readMigrations(set: MigrationSet): { name: string; sql: string }[] {
  return readdirSync(set.dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(set.dir, name), 'utf8') }));
}

/** Applies every migration not yet applied, each set in its own schema, in one transaction per set. */
export async function migrate(db: Db, sets: MigrationSet[]): Promise<string[]> {
  const applied: string[] = [];
  for (const set of withRequiredSets(sets)) {
    if (!/^[a-z_]+$/.test(set.schema)) throw new Error(`bad schema name ${set.schema}`);
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [lockKey]);
      await tx.query(`CREATE SCHEMA IF NOT EXISTS ${set.schema}`);
      await tx.query(
        `CREATE TABLE IF NOT EXISTS ${set.schema}.schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
      );
      const done = new Set(
        (await tx.query<{ name: string }>(`SELECT name FROM ${set.schema}.schema_migrations`)).rows.map(
          (r) => r.name,
        ),
      );
      for (const m of readMigrations(set)) {
        if (done.has(m.name)) continue;
        await tx.query(`SET LOCAL search_path TO ${set.schema}, public`);
        await tx.exec(m.sql);
        await tx.query(`INSERT INTO ${set.schema}.schema_migrations (name) VALUES ($1)`, [m.name]);
        applied.push(`${set.schema}/${m.name}`);
      }
    });
    await set.afterMigrate?.(db);
  }
  return applied;
}
