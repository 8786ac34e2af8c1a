import { readFileSync } from 'node:fs';
import { sleep, startChild, waitFor200, type Child } from './processes';

export interface GatewayOptions {
  root: string;
  port: number;
  dataDir: string;
  logFile: string;
  /** PostgreSQL; the embedded database under dataDir when absent. */
  databaseUrl?: string;
  sessionSecret?: string;
  /** Set on top of the quick-start environment (e.g. the sample partner's URL and allow-list entry). */
  env?: NodeJS.ProcessEnv;
}

export interface RunningGateway {
  child: Child;
  base: string;
  /** From spawning `pnpm exec tsx gateway/src/main.ts` until GET /health answered 200. */
  readyMs: number;
}

/** Settings that would change what is measured (another database, Redis, workers...) or whose run it is. */
const notInherited = [
  'DATABASE_URL',
  'DATABASE_POOL_SIZE',
  'REDIS_URL',
  'GATEWAY_WORKERS',
  'PORT',
  'DATA_DIR',
  'SESSION_SECRET',
  'PUBLIC_URL',
  'SEED_DEMO',
];

/**
 * The quick-start server's environment: production, no settings but the port and the data folder
 * (and the database and secret when given). The bench's subgraph process runs with the same.
 */
export function serverEnv(
  opts: Pick<GatewayOptions, 'port' | 'dataDir' | 'databaseUrl' | 'sessionSecret'>,
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    // Remote subgraphs and remotes would change what is measured too.
    if (/^(SUBGRAPH_|REMOTE_).*_URL$/.test(k)) continue;
    if (notInherited.includes(k)) continue;
    env[k] = v;
  }
  env.NODE_ENV = 'production';
  env.PORT = String(opts.port);
  env.DATA_DIR = opts.dataDir;
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  if (opts.sessionSecret) env.SESSION_SECRET = opts.sessionSecret;
  return env;
}

export async function startGateway(opts: GatewayOptions): Promise<RunningGateway> {
  const base = `http://127.0.0.1:${opts.port}`;
  const since = performance.now();
  const child = startChild('gateway', 'pnpm', ['exec', 'tsx', 'gateway/src/main.ts'], {
    cwd: opts.root,
    env: { ...serverEnv(opts), ...opts.env },
    logFile: opts.logFile,
  });
  const readyMs = await waitFor200(`${base}/health`, child, since);
  return { child, base, readyMs };
}

/** The gateway's own "ready (N ms)" figure: main() to listening, without pnpm/tsx start-up. */
export async function inProcessReadyMs(logFile: string): Promise<number | null> {
  for (let i = 0; i < 20; i++) {
    const m = /"ms":(\d+),.*"msg":"Switchyard is ready"/.exec(readFileSync(logFile, 'utf8'));
    if (m) return Number(m[1]);
    await sleep(50);
  }
  return null;
}
