import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '@switchyard/server-kit';
import { createTestDb, portAnswers } from '@switchyard/server-kit/testing';

// GATEWAY_WORKERS=2: the gateway as a primary and two workers sharing one port (node:cluster), on
// PostgreSQL and Redis (the settings refuse anything else). Needs both, so PostgreSQL runs only.
jest.setTimeout(180_000);
const pg = process.env.DATABASE_URL ? describe : describe.skip;
const root = join(__dirname, '..', '..');
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

const workersOf = (pid: number) => {
  try {
    // Only the gateway's own: tsx may have an esbuild child too.
    const found = execFileSync('pgrep', ['-P', String(pid), '-f', 'gateway/src/main.ts'], {
      encoding: 'utf8',
    });
    return found.trim().split('\n').map(Number);
  } catch {
    return []; // pgrep exits 1 when there are none
  }
};

/** GET /health on a connection of its own (a kept-alive one may lead to a worker since killed). */
const health = (base: string) =>
  new Promise<number>((resolve, reject) =>
    get(`${base}/health`, { agent: false, timeout: 5_000 }, (res) => {
      res.resume();
      resolve(res.statusCode!);
    })
      .on('timeout', () => reject(new Error('/health did not answer within 5 s')))
      .on('error', reject),
  );

async function until<T>(probe: () => Promise<T> | T, what: string, ms = 90_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

pg('the gateway as several workers (GATEWAY_WORKERS)', () => {
  let db: Db & { drop(): Promise<void> };
  let dataDir: string;
  let primary: ChildProcess;
  let base: string;
  let output = '';

  // Like the other tests that need Redis: skipped, with a word, where none answers.
  let redis = false;

  beforeAll(async () => {
    const redisAt = new URL(REDIS_URL);
    redis = await portAnswers(Number(redisAt.port || 6379), redisAt.hostname);
    if (!redis) return console.warn(`Redis does not answer at ${REDIS_URL}: GATEWAY_WORKERS not tried`);
    db = await createTestDb([]); // the gateway migrates it
    dataDir = mkdtempSync(join(tmpdir(), 'switchyard-workers-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    primary = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        GATEWAY_WORKERS: '2',
        DATABASE_URL: (db.connection as { url: string }).url,
        REDIS_URL,
        PORT: String(port),
        DATA_DIR: dataDir,
        SEED_DEMO: '0',
        ENGINE_WORKERS: '0',
        SAMPLE_PARTNER: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    primary.stdout!.on('data', (b: Buffer) => (output += b.toString()));
    primary.stderr!.on('data', (b: Buffer) => (output += b.toString()));
    await until(() => readyLine(output, 2), `the second worker to be ready; output:\n${output}`);
  });

  afterAll(async () => {
    if (!redis) return;
    if (primary?.exitCode === null) primary.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    await db.drop();
  });

  it('serves one port from two worker processes, /metrics counting what both answered', async () => {
    if (!redis) return;
    const workers = workersOf(primary.pid!);
    expect(workers).toHaveLength(2);
    const counted = async () => {
      const text = await (await fetch(`${base}/metrics`)).text();
      return [
        ...text.matchAll(/^switchyard_http_request_duration_seconds_count\{[^}]*kind="rest"[^}]*\} (\d+)/gm),
      ]
        .map((m) => Number(m[1]))
        .reduce((a, b) => a + b, 0);
    };
    const before = await counted();
    // Taken in turn by the two workers: each alone would have counted about half.
    for (let i = 0; i < 40; i++)
      expect((await fetch(`${base}/api/no-such-path`, { method: 'POST' })).status).toBeGreaterThanOrEqual(
        400,
      );
    expect((await counted()) - before).toBe(40);
  });

  it('replaces a worker that dies, and goes on answering meanwhile', async () => {
    if (!redis) return;
    const [victim, survivor] = workersOf(primary.pid!);
    process.kill(victim, 'SIGKILL');
    await until(
      () => output.includes('a Switchyard worker stopped unexpectedly; starting another'),
      'the primary to notice',
    );
    // The survivor answers while the new worker starts (a few seconds).
    expect(await health(base)).toBe(200);
    expect(readyLine(output, 3)).toBe(false);
    const workers = await until(() => {
      const now = workersOf(primary.pid!);
      return now.length === 2 && !now.includes(victim) && now;
    }, 'a new worker');
    expect(workers).toContain(survivor);
    await until(() => readyLine(output, 3), 'the new worker to be ready');
    expect(await health(base)).toBe(200);
  });

  it('stops every worker on SIGTERM and exits cleanly', async () => {
    if (!redis) return;
    const workers = workersOf(primary.pid!);
    const exited = new Promise<number | null>((r) => primary.once('exit', (code) => r(code)));
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  });
});

/** Whether worker `n` logged that it is ready (a JSON log line naming the worker). */
const readyLine = (output: string, n: number) =>
  new RegExp(`"worker":${n},.*"msg":"Switchyard is ready"`).test(output);
