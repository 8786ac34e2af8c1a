import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Db, Domain } from '@switchyard/server-kit';
import { createGateway, type Gateway } from '../app';
import { loadConfig } from '../config';
import { loadAllDomains } from '../contracts/registry';
import { listen } from './testClient';

const root = join(__dirname, '..', '..', '..');

/** The project gateway in HTTP mode over subgraph services (it hosts none of the given domains). */
export async function gatewayOver(
  db: Db,
  secret: string,
  domains: Domain[],
  subgraphUrls: Record<string, string>,
): Promise<{ gateway: Gateway; server: Server; base: string }> {
  const config = {
    ...loadConfig({ ...process.env, PORT: '0', DATA_DIR: '/tmp/switchyard-test-data' }),
    sessionSecret: secret,
    subgraphUrls,
    seedDemo: false,
  };
  const gateway = await createGateway(config, { db, domains });
  const { server, base } = await listen(gateway.app);
  gateway.setInternalUrl(base);
  return { gateway, server, base };
}

export interface RunningRouter {
  base: string;
  process: ChildProcess;
  /** Everything it wrote to stdout and stderr so far (its log lines). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * router/'s start script, as deployed (NODE_ENV=production): the subgraphs not in `subgraphUrls`
 * point at a closed port; `env` adds or overrides settings (e.g. REDIS_URL).
 */
export async function startHive(
  db: Db,
  secret: string,
  subgraphUrls: Record<string, string>,
  env: NodeJS.ProcessEnv = {},
): Promise<RunningRouter> {
  const port = await freePort();
  const routerEnv: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATABASE_URL: (db.connection as { url: string }).url,
    SESSION_SECRET: secret,
    NODE_ENV: 'production',
  };
  for (const d of await loadAllDomains())
    routerEnv[`SUBGRAPH_${d.name.toUpperCase()}_URL`] = subgraphUrls[d.name] ?? 'http://127.0.0.1:9';
  const router = spawn('pnpm', ['start', '--port', String(port), '--host', '127.0.0.1'], {
    cwd: join(root, 'router'),
    env: { ...routerEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  router.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  router.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const running: RunningRouter = {
    base: `http://127.0.0.1:${port}`,
    process: router,
    output: () => output,
    async stop() {
      if (!router.pid || router.exitCode !== null) return;
      const exited = new Promise((r) => router.once('exit', r));
      // The whole group: pnpm, and Hive Gateway under it.
      process.kill(-router.pid, 'SIGTERM');
      await exited;
    },
  };
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (router.exitCode !== null) throw new Error(`the router exited (${router.exitCode}): ${output}`);
    const ok = await fetch(`${running.base}/healthcheck`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return running;
    await new Promise((r) => setTimeout(r, 200));
  }
  await running.stop();
  throw new Error('the router did not start within 60 s');
}

function freePort() {
  return new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}
