import { randomBytes } from 'node:crypto';
import { openDatabase } from '@switchyard/server-kit';
import { portAnswers } from '@switchyard/server-kit/testing';

const localPostgres = 'postgres://postgres@127.0.0.1:5432';

export type BenchDatabase =
  | { kind: 'postgres'; url: string; label: string; drop(): Promise<void> }
  | { kind: 'embedded'; label: string };

async function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      p,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what} took more than ${ms / 1000} s`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Redis for what needs one (a gateway of several workers): REDIS_URL, else one answering at 127.0.0.1:6379. */
export async function benchRedis(): Promise<string | null> {
  if (process.env.REDIS_URL) return process.env.REDIS_URL;
  return (await portAnswers(6379)) ? 'redis://127.0.0.1:6379' : null;
}

/**
 * The database the throughput runs use: DATABASE_URL when set; the embedded database when
 * BENCH_DB=embedded; else a throw-away database on the PostgreSQL that answers at 127.0.0.1:5432;
 * else the embedded database (one copy per process).
 */
export async function chooseDatabase(env = process.env): Promise<BenchDatabase> {
  if (env.DATABASE_URL) {
    const u = new URL(env.DATABASE_URL);
    return {
      kind: 'postgres',
      url: env.DATABASE_URL,
      label: `PostgreSQL from DATABASE_URL (${u.host}${u.pathname})`,
      drop: async () => undefined,
    };
  }
  if (env.BENCH_DB === 'embedded') {
    return { kind: 'embedded', label: 'embedded PGlite (BENCH_DB=embedded), one copy per process' };
  }
  if (!(await portAnswers(5432))) {
    return {
      kind: 'embedded',
      label: 'embedded PGlite (no PostgreSQL at 127.0.0.1:5432), one copy per process',
    };
  }
  const name = `switchyard_bench_${randomBytes(4).toString('hex')}`;
  try {
    const admin = await withTimeout(
      openDatabase({ url: `${localPostgres}/postgres` }),
      5000,
      'connecting to PostgreSQL',
    );
    try {
      await withTimeout(admin.exec(`CREATE DATABASE ${name}`), 10_000, 'CREATE DATABASE');
    } finally {
      await admin.close();
    }
  } catch (err) {
    return {
      kind: 'embedded',
      label: `embedded PGlite (PostgreSQL at 127.0.0.1:5432 refused: ${(err as Error).message}), one copy per process`,
    };
  }
  return {
    kind: 'postgres',
    url: `${localPostgres}/${name}`,
    label: `PostgreSQL 127.0.0.1:5432, throw-away database ${name}`,
    async drop() {
      const admin = await openDatabase({ url: `${localPostgres}/postgres` });
      try {
        await withTimeout(
          admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
          15_000,
          'DROP DATABASE',
        );
      } finally {
        await admin.close();
      }
    },
  };
}
