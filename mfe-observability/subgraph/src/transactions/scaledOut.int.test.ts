import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPartnerService, type PartnerService } from '@switchyard/partner-service';
import { DEMO_USERS, signViewer, VIEWER_HEADER, type Db } from '@switchyard/server-kit';
import { createTestDb } from '@switchyard/server-kit/testing';

// The scaled-out deployment: service-config and observability as processes of their own on one
// PostgreSQL. The partner calls of an endpoint-test run made while observability is stopped are all
// in its logs once it is back. Processes cannot share the embedded database, so PostgreSQL only.
const root = join(__dirname, '..', '..', '..', '..');
const secret = 'scaled-out-test-session-secret';
const DAYBOOK_ORG = '10000000-0000-4000-8000-000000000001';
const pg = process.env.DATABASE_URL ? describe : describe.skip;

pg('transaction logs across processes', () => {
  let db: Db & { drop(): Promise<void> };
  let partner: PartnerService;
  let dataDir: string;
  const running = new Map<string, ChildProcess>();

  function startSubgraph(name: 'service_config' | 'observability', port: number) {
    const url = (db.connection as { url: string }).url;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: join(root, `mfe-${name.replace('_', '-')}`, 'subgraph'),
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        DATABASE_URL: url,
        SESSION_SECRET: secret,
        PORT: String(port),
        SEED_DEMO: '1',
        DATA_DIR: join(dataDir, name),
        PARTNER_SERVICE_URL: partner.url,
        SAFE_FETCH_ALLOW: new URL(partner.url).host,
      },
      stdio: 'ignore',
    });
    running.set(name, child);
    return until(
      () =>
        fetch(`http://127.0.0.1:${port}/health`).then(
          (r) => r.ok,
          () => false,
        ),
      60_000,
    );
  }

  async function stopSubgraph(name: string) {
    const child = running.get(name)!;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    running.delete(name);
  }

  const count = async (sql: string) => (await db.query<{ n: number }>(sql)).rows[0].n;
  const recorded = () =>
    count(`SELECT count(*)::int AS n FROM events.outbox WHERE type = 'transaction.recorded'`).catch(() => 0);
  const stored = () => count('SELECT count(*)::int AS n FROM observability.transaction_logs');

  beforeAll(async () => {
    db = await createTestDb([]);
    partner = await startPartnerService({ port: 0 });
    dataDir = mkdtempSync(join(tmpdir(), 'switchyard-scaled-out-'));
    await startSubgraph('service_config', 18102);
    await startSubgraph('observability', 18103);
  }, 120_000);

  afterAll(async () => {
    for (const name of [...running.keys()]) await stopSubgraph(name);
    await partner?.close();
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every log made while observability is down and stores it once it is back', async () => {
    await stopSubgraph('observability');
    const header = signViewer(
      { ...DEMO_USERS.owner, emailVerified: true, staff: false, reviewTeam: false } as never,
      { [DAYBOOK_ORG]: 'owner' },
      secret,
    );
    const begun = await fetch('http://127.0.0.1:18102/services/daybook/endpoint_tests', {
      method: 'POST',
      headers: { accept: 'application/json', [VIEWER_HEADER]: header },
    });
    expect(begun.status).toBe(201);
    const { session_id } = (await begun.json()) as { session_id: string };
    await until(async () => {
      const res = await fetch(
        `http://127.0.0.1:18102/services/daybook/endpoint_tests/results?session_id=${session_id}&offset=0`,
        { headers: { accept: 'application/json', [VIEWER_HEADER]: header } },
      );
      return ((await res.json()) as { finished: boolean }).finished;
    }, 60_000);

    const calls = await recorded();
    expect(calls).toBeGreaterThan(10);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await stored()).toBe(0);

    await startSubgraph('observability', 18103);
    await until(async () => (await stored()) === calls, 30_000);
    expect(await stored()).toBe(calls);
  }, 120_000);
});

async function until(check: () => Promise<boolean>, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not within ${timeoutMs} ms`);
}
