import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { logger } from './logger';

/** Connections a process keeps for queries unless DATABASE_POOL_SIZE says otherwise. */
export const DEFAULT_POOL_SIZE = 20;

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface QueryOptions {
  /**
   * Makes it a prepared statement of this name on PostgreSQL: parsed and planned once per
   * connection rather than on every call (planning cost the engine's hottest statements more than
   * running them). Only for a fixed text run often; the embedded database ignores it.
   */
  name?: string;
}

/** The one database interface every domain uses: PostgreSQL or its embedded build (PGlite). */
export interface Db {
  query<T = Record<string, unknown>>(
    text: string,
    params?: unknown[],
    opts?: QueryOptions,
  ): Promise<QueryResult<T>>;
  /** Runs a script of several statements, without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs fn in one transaction; nested calls reuse the outer transaction. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'postgres' | 'pglite';
  /** The embedded database as a gzipped tarball (PGlite only): test templates, backups. */
  dump?(): Promise<Blob>;
  /**
   * How else to reach the same database (pg-boss needs its own connection to it); on PostgreSQL with
   * the process's DATABASE_POOL_SIZE, which bounds those pools too.
   */
  readonly connection?: { url: string; poolSize?: number } | { pglite: PGlite };
}

export interface OpenDatabaseOptions {
  /** postgres://… ; when absent the embedded database is used. */
  url?: string;
  /** Folder of the embedded database; memory when absent. */
  dataDir?: string;
  /** Connections kept for queries (PostgreSQL): the host's DATABASE_POOL_SIZE. */
  poolSize?: number;
  /** A dump made by PGlite.dumpDataDir, to start from (tests). */
  loadDataDir?: Blob | File;
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Db> {
  if (opts.url) {
    const poolSize = opts.poolSize ?? DEFAULT_POOL_SIZE;
    return {
      ...postgresDb(new pg.Pool({ connectionString: opts.url, max: poolSize })),
      connection: { url: opts.url, poolSize },
    };
  }
  // pg_trgm: the observability domain's free-text search index (its migration creates the extension).
  const lite = await PGlite.create({
    dataDir: opts.dataDir,
    loadDataDir: opts.loadDataDir,
    extensions: { pg_trgm },
  });
  return pgliteDb(lite);
}

function postgresDb(pool: pg.Pool): Db {
  // An idle connection the server ends (a restart, a failover, DROP DATABASE … FORCE) is dropped
  // from the pool and replaced on the next query; without a listener it would crash the process.
  pool.on('error', (err) => logger.warn({ err: err.message }, 'an idle database connection was closed'));
  // A transaction's queries may be asked for side by side (Promise.all); its one connection runs
  // them one after another (pg queues them itself, deprecated, and pg@9 refuses them).
  const withClient = (client: pg.PoolClient, serial = serialQueue()): Db => ({
    kind: 'postgres',
    query: (text, params, opts) =>
      serial(async () => {
        const r = await client.query({ text, values: params, name: opts?.name });
        return { rows: r.rows, rowCount: r.rowCount ?? 0 };
      }),
    exec: (sql) => serial(async () => void (await client.query(sql))),
    transaction: (fn) => fn(withClient(client, serial)),
    close: async () => undefined,
  });
  return {
    kind: 'postgres',
    async query(text, params, opts) {
      const r = await pool.query({ text, values: params, name: opts?.name });
      return { rows: r.rows, rowCount: r.rowCount ?? 0 };
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      // BEGIN, COMMIT and ROLLBACK take their turn with the transaction's own queries.
      const tx = withClient(client);
      try {
        await tx.exec('BEGIN');
        const result = await fn(tx);
        await tx.exec('COMMIT');
        return result;
      } catch (err) {
        await tx.exec('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Runs the tasks given to it one at a time, in the order given. */
function serialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

type LiteTx = Parameters<Parameters<PGlite['transaction']>[0]>[0];

function pgliteDb(lite: PGlite): Db {
  const inTx = (tx: LiteTx): Db => ({
    kind: 'pglite',
    async query(text, params) {
      const r = await tx.query(text, params as unknown[]);
      return { rows: r.rows as never[], rowCount: r.affectedRows ?? r.rows.length };
    },
    async exec(sql) {
      await tx.exec(sql);
    },
    transaction: (fn) => fn(inTx(tx)),
    close: async () => undefined,
  });
  return {
    kind: 'pglite',
    async query(text, params) {
      const r = await lite.query(text, params as unknown[]);
      return { rows: r.rows as never[], rowCount: r.affectedRows ?? r.rows.length };
    },
    async exec(sql) {
      await lite.exec(sql);
    },
    transaction: (fn) => lite.transaction((tx) => fn(inTx(tx))),
    close: () => lite.close(),
    dump: () => lite.dumpDataDir('gzip'),
    connection: { pglite: lite },
  };
}
