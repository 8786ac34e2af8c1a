import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDb, portAnswers } from '@switchyard/server-kit/testing';

// Issue 33, item 4: every start command stops under a supervisor. Each command is spawned as the
// README gives it (pnpm at the top, or scripts/quickstart.mjs), SIGTERM goes to that top process
// alone, as `docker stop` or systemd sends it, and every process of its tree must be gone and its
// ports free within the deadline, after a graceful stop (the server logged that it was stopping;
// the top process exited 0). Linux only (reads /proc). The engine and the subgraphs run on
// PostgreSQL only (DATABASE_URL), as the README says; the rest runs on the embedded database too.
// Each start is a few seconds on a quiet machine; the limits leave room for a busy one.
jest.setTimeout(120_000);
const root = join(__dirname, '..', '..');
const linux = existsSync('/proc/self/stat') ? describe : describe.skip;
const withPostgres = process.env.DATABASE_URL ? it : it.skip;
if (!existsSync('/proc/self/stat'))
  console.warn('startCommands.int.test: skipped, it reads /proc (Linux only)');
if (!process.env.DATABASE_URL)
  console.warn('startCommands.int.test: the engine and subgraph commands need DATABASE_URL: skipped');

/** Stopping, top process to last child (the engine finishes its runs in flight first). */
const STOP_DEADLINE_MS = 25_000;

/** Every process's parent, from /proc. */
function parents() {
  const map = new Map<number, { ppid: number; zombie: boolean }>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // pid (comm) state ppid …: comm may hold spaces and parentheses, so split after its last ')'.
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      map.set(Number(name), { ppid: Number(ppid), zombie: state === 'Z' || state === 'X' });
    } catch {
      // Gone meanwhile.
    }
  }
  return map;
}

/** `pid` and every process under it. */
function tree(pid: number) {
  const all = parents();
  const found = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [p, { ppid }] of all)
      if (found.has(ppid) && !found.has(p)) {
        found.add(p);
        grew = true;
      }
  }
  return found;
}

/** The processes of `pids` still alive (an exited one its parent has not reaped yet is not). */
function alive(pids: Iterable<number>) {
  const all = parents();
  return [...pids].filter((p) => all.has(p) && !all.get(p)!.zombie);
}

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number, output: () => string) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} within ${timeoutMs / 1000} s; its output:\n${output()}`);
}

const healthy = (port: number) => () =>
  fetch(`http://127.0.0.1:${port}/health`).then(
    (r) => r.ok,
    () => false,
  );

/** Signs in as a demo user (olivia, password `switchyard`) on a gateway: the answer's status and error. */
async function demoSignIn(port: number) {
  const base = `http://127.0.0.1:${port}`;
  const session = await fetch(`${base}/session`);
  const cookie = session.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const res = await fetch(`${base}/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      cookie,
      'x-csrf-token': csrfToken,
    },
    body: JSON.stringify({ login: 'olivia', password: 'switchyard' }),
  });
  return { status: res.status, error: ((await res.json()) as { error?: string }).error };
}

/** The environment without what would point a server elsewhere than this test's own database and ports. */
function cleanEnv(more: Record<string, string>) {
  const env: Record<string, string | undefined> = { ...process.env };
  for (const key of Object.keys(env))
    if (
      /^(SUBGRAPH|REMOTE)_.+_URL$/.test(key) ||
      [
        'DATABASE_URL',
        'REDIS_URL',
        'PUBLIC_URL',
        'GATEWAY_WORKERS',
        'NODE_OPTIONS',
        'NODE_ENV',
        'PORT',
        'PARTNER_PORT',
        'SAMPLE_PARTNER',
        'PARTNER_SERVICE_URL',
        'PARTNER_PLATFORM_URL',
        'SAFE_FETCH_ALLOW',
        'INTERNAL_URL',
      ].includes(key)
    )
      delete env[key];
  return { ...env, LOG_LEVEL: 'info', ...more };
}

type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> };
const started = new Set<Started>();

/** Spawns a start command in a process group of its own (so that a failed test can clean up). */
function start(command: string, args: string[], env: Record<string, string | undefined>): Started {
  const child = spawn(command, args, { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const keep = (chunk: Buffer) => {
    out = (out + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const run = { child, output: () => out, exited };
  started.add(run);
  return run;
}

/**
 * SIGTERM to the top process only (or, with ctrlC, SIGINT to its whole group); then every process of
 * its tree must be gone, its ports free, its exit code 0, and each server in it must have logged its
 * graceful stop (once: a signal delivered twice is one stop, not an exit at once).
 */
async function stopAndCheck(run: Started, ports: number[], stoppingLogs: number, ctrlC = false) {
  const pids = tree(run.child.pid!);
  // The server itself is a child (or grandchild) of the top process: what a supervisor cannot see.
  expect(pids.size).toBeGreaterThan(1);
  // Ctrl-C in a terminal: SIGINT to every process of the group, which pnpm also forwards.
  if (ctrlC) process.kill(-run.child.pid!, 'SIGINT');
  else run.child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const code = await Promise.race([
    run.exited,
    new Promise<'late'>((r) => (timer = setTimeout(() => r('late'), STOP_DEADLINE_MS))),
  ]);
  clearTimeout(timer);
  if (code === 'late') throw new Error(`still running after SIGTERM; its output:\n${run.output()}`);
  await until(
    'every process gone',
    async () => alive(pids).length === 0,
    5_000,
    () => {
      const left = alive(pids).map(
        (p) => `${p}: ${readFileSync(`/proc/${p}/cmdline`, 'utf8').replace(/\0/g, ' ')}`,
      );
      return `still running:\n${left.join('\n')}\n${run.output()}`;
    },
  );
  for (const port of ports) expect(await portAnswers(port)).toBe(false);
  expect(code).toBe(0);
  const stopping = run
    .output()
    .split('\n')
    .filter((line) => /"msg":"stopping"/.test(line));
  expect(stopping).toHaveLength(stoppingLogs);
  started.delete(run);
}

linux('start commands stop on SIGTERM to the top process, with nothing left', () => {
  let dataDir: string;
  let db: Awaited<ReturnType<typeof createTestDb>> | undefined;
  /** The gateway's database: this test's PostgreSQL database, else the embedded one in dataDir. */
  const gatewayDb = (): Record<string, string> =>
    db ? { DATABASE_URL: (db.connection as { url: string }).url } : {};

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'switchyard-start-commands-'));
    if (process.env.DATABASE_URL) db = await createTestDb([]);
  });

  afterAll(async () => {
    // A failed check leaves its processes behind: end their groups (each command has its own, which
    // its orphans keep).
    for (const run of started) {
      try {
        process.kill(-run.child.pid!, 'SIGKILL');
      } catch {
        // Gone.
      }
      await run.exited;
    }
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('pnpm --filter @switchyard/partner-service start', async () => {
    const port = await freePort();
    const run = start(
      'pnpm',
      ['--filter', '@switchyard/partner-service', 'start'],
      cleanEnv({ PARTNER_PORT: String(port) }),
    );
    await until('the partner service listens', () => portAnswers(port), 20_000, run.output);
    await stopAndCheck(run, [port], 1);
  });

  it('pnpm --filter @switchyard/gateway start', async () => {
    const port = await freePort();
    const run = start(
      'pnpm',
      ['--filter', '@switchyard/gateway', 'start'],
      cleanEnv({ PORT: String(port), DATA_DIR: dataDir, SAMPLE_PARTNER: '0', ...gatewayDb() }),
    );
    await until('the gateway answers', healthy(port), 90_000, run.output);
    // The production start seeds no demo data: the demo login is unknown.
    expect(await demoSignIn(port)).toEqual({ status: 401, error: 'Invalid login or password.' });
    await stopAndCheck(run, [port], 1);
  });

  // What `npm start` runs once it has installed and built: the gateway and the sample partner.
  it('node scripts/quickstart.mjs serve', async () => {
    const [port, partnerPort] = [await freePort(), await freePort()];
    const run = start(
      process.execPath,
      ['scripts/quickstart.mjs', 'serve'],
      cleanEnv({ PORT: String(port), PARTNER_PORT: String(partnerPort), DATA_DIR: dataDir, ...gatewayDb() }),
    );
    await until('the gateway answers', healthy(port), 90_000, run.output);
    await until('the sample partner listens', () => portAnswers(partnerPort), 10_000, run.output);
    await stopAndCheck(run, [port, partnerPort], 2);
  });

  withPostgres('pnpm --filter @switchyard/engine start', async () => {
    const port = await freePort();
    const run = start(
      'pnpm',
      ['--filter', '@switchyard/engine', 'start'],
      cleanEnv({
        ...gatewayDb(),
        PORT: String(port),
        SESSION_SECRET: 'start-commands-test-secret',
        INTERNAL_URL: 'http://127.0.0.1:9',
        DATA_DIR: join(dataDir, 'engine'),
      }),
    );
    await until('the engine answers', healthy(port), 60_000, run.output);
    await stopAndCheck(run, [port], 1);
  });

  withPostgres('pnpm --filter @switchyard/gateway run start:identity', async () => {
    const port = await freePort();
    const run = start(
      'pnpm',
      ['--filter', '@switchyard/gateway', 'run', 'start:identity'],
      cleanEnv({
        ...gatewayDb(),
        PORT: String(port),
        SESSION_SECRET: 'start-commands-test-secret',
        DATA_DIR: join(dataDir, 'identity'),
      }),
    );
    await until('the identity subgraph answers', healthy(port), 60_000, run.output);
    await stopAndCheck(run, [port], 1);
  });

  withPostgres('pnpm --filter @switchyard/org-subgraph start, stopped with Ctrl-C', async () => {
    const port = await freePort();
    const run = start(
      'pnpm',
      ['--filter', '@switchyard/org-subgraph', 'start'],
      cleanEnv({
        ...gatewayDb(),
        PORT: String(port),
        SESSION_SECRET: 'start-commands-test-secret',
        DATA_DIR: join(dataDir, 'org'),
      }),
    );
    await until('the org subgraph answers', healthy(port), 60_000, run.output);
    await stopAndCheck(run, [port], 1, true);
  });
});
