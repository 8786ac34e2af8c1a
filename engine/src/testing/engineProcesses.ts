import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { openDatabase } from '@switchyard/server-kit';
import { until } from './engineApplets';
import type { RunningGateway } from '@switchyard/platform-testing';

const engineDir = join(__dirname, '..', '..');

/**
 * Engine workers as processes of their own (the engine's server.ts, as its start command runs it) on
 * the test gateway's PostgreSQL database, reaching the other domains through the gateway, allowed
 * to call the partner at `partnerHost`, on `baseEnv` (the environment before the test changed it for
 * its gateway). Each is named; `start` resolves once it answers /health.
 */
export function engineProcesses(
  gw: RunningGateway,
  opts: { baseEnv: NodeJS.ProcessEnv; partnerHost: string; env?: Record<string, string> },
) {
  const workers = new Map<string, ChildProcess>();
  const ports = new Map<string, number>();

  async function start(name: string, port: number) {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: engineDir,
      env: {
        ...opts.baseEnv,
        NODE_OPTIONS: '',
        DATABASE_URL: (gw.gateway.db.connection as { url: string }).url,
        SESSION_SECRET: gw.config.sessionSecret,
        INTERNAL_URL: gw.base,
        PORT: String(port),
        POLL_INTERVAL: '1',
        ENGINE_RETRY_DELAY: '1',
        // The suites send bursts of hundreds of runs of one applet in seconds: no flood guard here.
        RUN_CAP_PER_CHECK: '100000',
        RUN_CAP_PER_MINUTE: '1000000',
        SAFE_FETCH_ALLOW: opts.partnerHost,
        LOG_LEVEL: 'warn',
        // Two suites of gateways and worker processes at once must stay under PostgreSQL's 100.
        DATABASE_POOL_SIZE: '4',
        ...opts.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // The last output of a worker that never answers is the only clue to why: keep its tail.
    let tail = '';
    const keep = (chunk: Buffer) => (tail = (tail + chunk.toString()).slice(-4000));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    let exit: string | null = null;
    child.once('exit', (code, signal) => (exit = `exited (${code ?? signal})`));
    workers.set(name, child);
    ports.set(name, port);
    try {
      // A cold `tsx` start of the whole engine takes seconds on a loaded 2-core machine.
      await until(
        gw,
        `worker ${name}`,
        () =>
          exit
            ? Promise.reject(new Error(`worker ${name} ${exit}`))
            : fetch(`http://127.0.0.1:${port}/health`).then(
                (r) => r.ok,
                () => false,
              ),
        90_000,
      );
    } catch (err) {
      console.log(`worker ${name} output:\n${tail}`);
      throw err;
    }
  }

  /** Sends the signal and waits for the process to exit. */
  async function stop(name: string, signal: NodeJS.Signals) {
    const child = workers.get(name)!;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await exited;
    workers.delete(name);
  }

  return {
    start,
    stop,
    /** Stops every worker still running, gracefully. */
    async stopAll() {
      for (const name of [...workers.keys()]) await stop(name, 'SIGTERM');
    },
    names: () => [...workers.keys()],
    portOf: (name: string) => ports.get(name),
    pids: () => [...workers.values()].map((c) => c.pid!),
    nameOfPid: (pid: number | null) => [...workers].find(([, c]) => c.pid === pid)?.[0],
  };
}

/**
 * Suites that start a gateway and engine worker processes take many of PostgreSQL's connections
 * (100 by default); two at once (jest runs two files at a time) ran out ("too many clients"). Each
 * calls this before it starts anything: one such suite at a time, across jest's workers. Returns the
 * release, for afterAll.
 */
export async function oneMultiProcessSuiteAtATime(): Promise<() => Promise<void>> {
  // One connection: the lock is the session's, held until it closes.
  const db = await openDatabase({ url: process.env.DATABASE_URL, poolSize: 1 });
  await db.query("SELECT pg_advisory_lock(hashtext('switchyard engine multi-process suites'))");
  return () => db.close();
}
