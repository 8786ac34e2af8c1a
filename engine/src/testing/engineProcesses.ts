import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
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
        SAFE_FETCH_ALLOW: opts.partnerHost,
        LOG_LEVEL: 'warn',
        ...opts.env,
      },
      stdio: 'ignore',
    });
    workers.set(name, child);
    ports.set(name, port);
    await until(gw, `worker ${name}`, () =>
      fetch(`http://127.0.0.1:${port}/health`).then(
        (r) => r.ok,
        () => false,
      ),
    );
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
