import { spawn } from 'node:child_process';
import { join } from 'node:path';
import {
  DEMO_USERS,
  loadSettings,
  startEventBus,
  type Db,
  type Domain,
  type DomainDeps,
  type EventBus,
} from '@switchyard/server-kit';
import { createTestDb, waitForEventsSettled } from '@switchyard/server-kit/testing';
import { registryMigrations } from './app';
import { loadAllDomains } from './contracts/registry';

// SEED_DEMO=1 on a restart (issue 41): every domain's seed runs again on the database it filled, as a
// subgraph restarted with SEED_DEMO=1 does. It must neither fail nor add a row, nor announce again
// what it announced the first time (events.outbox, mail.outbox count every event and mail).
jest.setTimeout(300_000);

let db: Db & { drop(): Promise<void> };
let domains: Domain[];
let deps: DomainDeps;
let events: EventBus;
const background: { stop(): Promise<void> }[] = [];

beforeAll(async () => {
  domains = await loadAllDomains();
  db = await createTestDb([...domains.map((d) => d.migrations), registryMigrations]);
  events = await startEventBus(db);
  deps = {
    db,
    // No engine workers: nothing runs applets here, the seeds only.
    settings: loadSettings({ ENGINE_WORKERS: '0' }, { domainSpecs: domains.map((d) => d.settings) }),
    events,
  };
  // The other domains hear the seed's events, as they do deployed (review keeps copies of services),
  // with what their consumers need running.
  for (const d of domains) await d.consumes?.(events, deps);
  for (const d of domains) {
    const work = await d.start?.(deps);
    if (work) background.push(work);
  }
});

afterAll(async () => {
  for (const work of background) await work.stop();
  await events?.stop();
  await db?.drop();
});

/** Rows per table of every schema but pg-boss's own (its job bookkeeping is not the seed's). */
async function rowCounts(): Promise<Record<string, number>> {
  const { rows: tables } = await db.query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
     WHERE table_type = 'BASE TABLE'
       AND table_schema NOT IN ('pg_catalog', 'information_schema', 'pgboss')
     ORDER BY 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const t of tables) {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${t.schema}"."${t.name}"`,
    );
    counts[`${t.schema}.${t.name}`] = rows[0].n;
  }
  return counts;
}

async function seedEveryDomain() {
  for (const d of domains) await d.seed?.(deps, DEMO_USERS);
  await waitForEventsSettled(db);
}

it("runs every domain's seed a second time without an error, a new row or a new event", async () => {
  const seeding = domains.filter((d) => d.seed).map((d) => d.name);
  expect(seeding).toEqual(expect.arrayContaining(['identity', 'org', 'service_config', 'connections']));
  await seedEveryDomain();
  const first = await rowCounts();
  expect(first['identity.users']).toBe(Object.keys(DEMO_USERS).length);
  expect(first['events.outbox']).toBeGreaterThan(0);

  await seedEveryDomain();
  expect(await rowCounts()).toEqual(first);
});

// The report of issue 41, as it was met: the identity service started, stopped and started again with
// SEED_DEMO=1 on the same PostgreSQL database (a subgraph as its own service runs on PostgreSQL only).
(process.env.DATABASE_URL ? it : it.skip)('starts the identity service again with SEED_DEMO=1', async () => {
  const fresh = await createTestDb([]);
  const url = (fresh.connection as { url: string }).url;
  try {
    for (const run of [1, 2]) {
      // A free port the service picks itself (PORT=0) and names on its "subgraph listening" line: a
      // port guessed here may be taken meanwhile.
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/identity/server.ts'], {
        cwd: join(__dirname, '..'),
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          DATABASE_URL: url,
          DATABASE_POOL_SIZE: '2',
          SESSION_SECRET: 'seed-twice-test-secret-0123456789abcdef',
          PORT: '0',
          SEED_DEMO: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout!.on('data', (b: Buffer) => (output += b.toString()));
      child.stderr!.on('data', (b: Buffer) => (output += b.toString()));
      const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
      try {
        let up = false;
        // A cold start (tsx, migrations, the seed) beside other suites on a loaded machine.
        for (const end = Date.now() + 120_000; !up && child.exitCode === null && Date.now() < end;) {
          const port = /"port":(\d+)[^\n]*"msg":"subgraph listening"/.exec(output)?.[1];
          up =
            port !== undefined &&
            (await fetch(`http://127.0.0.1:${port}/health`).then(
              (r) => r.ok,
              () => false,
            ));
          if (!up) await new Promise((r) => setTimeout(r, 200));
        }
        if (!up) throw new Error(`start ${run} of the identity service failed:\n${output}`);
      } finally {
        child.kill('SIGTERM');
        await exited;
      }
      expect(output).not.toMatch(/duplicate key/);
    }
    const { rows } = await fresh.query<{ n: number }>('SELECT count(*)::int AS n FROM identity.users');
    expect(rows[0].n).toBe(Object.keys(DEMO_USERS).length);
  } finally {
    await fresh.drop();
  }
});
