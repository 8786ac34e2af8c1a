// Starts the production gateway for the e2e suite on a brand-new embedded database.
// Playwright's webServer runs this; the web build (`pnpm run build`) must already be done.
//
// E2E_SCALED_OUT=1 starts the scaled-out deployment instead: every subgraph as its own process on
// its own port, over a fresh PostgreSQL database (E2E_DATABASE_URL names the server) and Redis
// (E2E_REDIS_URL), with the gateway in front running on the committed supergraph.
//
// The identity subgraph is its own service there too; org, identity and service_config are reached
// through proxies a spec can cut (tests/subgraph-down.spec.ts).
//
// E2E_ROUTER=hive (with E2E_SCALED_OUT=1) puts Hive Gateway in front of the subgraphs for /graphql
// (router/: the committed supergraph, the project's sign-in plugin), and the gateway forwarding
// /graphql to it (GRAPHQL_ROUTER_URL) while it keeps sign-in, CSRF, the REST paths, static files
// and the remote registry.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readWorkspace } from '@switchyard/workspace';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.E2E_PORT ?? '8091';
const dataDir = process.env.E2E_DATA_DIR ?? '/tmp/switchyard-e2e-data';
const webDir = process.env.E2E_WEB_DIR ?? '/tmp/switchyard-e2e-web';

// The shell, the remotes and the subgraphs, as their package.json files declare them (switchyard).
const workspace = readWorkspace(root);
const webPackages = workspace.packages
  .filter((p) => p.role === 'shell' || p.role === 'web')
  .map((p) => p.dir);

/** A subgraph's port here: its default port moved from the 4000s to the 8100s (org 4001 -> 8101). */
const e2ePort = (subgraph) => 8100 + (subgraph.port - 4000);
for (const pkg of webPackages) {
  if (!existsSync(join(root, pkg, 'dist', pkg === 'shell' ? 'index.html' : 'mf-manifest.json'))) {
    console.error(`[e2e] ${pkg}/dist is missing: run \`pnpm run build\` at the repository root first.`);
    process.exit(1);
  }
}

// Every run starts from the demo dataset: the tests change data.
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

// The gateway serves a copy of the build, so a rebuild during the run cannot change the app under test.
rmSync(webDir, { recursive: true, force: true });
for (const pkg of webPackages) {
  cpSync(join(root, pkg, 'dist'), join(webDir, pkg, 'dist'), { recursive: true });
  cpSync(join(root, pkg, 'package.json'), join(webDir, pkg, 'package.json'));
}

const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: port,
  DATA_DIR: dataDir,
  SWITCHYARD_ROOT: webDir,
  // Applets check their triggers every 2 seconds.
  POLL_INTERVAL: '2',
};
// The embedded database, in-process subgraphs and the built remotes, whatever the caller's shell has set.
for (const key of Object.keys(env)) {
  if (['DATABASE_URL', 'REDIS_URL', 'PUBLIC_URL'].includes(key) || /^(SUBGRAPH|REMOTE)_.+_URL$/.test(key)) {
    delete env[key];
  }
}

// The sample partner service the demo service `daybook` points at; the guarded fetch may reach it.
const partnerPort = process.env.E2E_PARTNER_PORT ?? '8093';
const partner = spawn('node', ['--import', 'tsx', 'e2e/partner-service/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PARTNER_PORT: partnerPort,
    PARTNER_HOST: '127.0.0.1',
    // Entries written through its control API are announced to the platform at once (realtime).
    PARTNER_PLATFORM_URL: `http://127.0.0.1:${port}`,
    // The platform's PUBLIC_URL (the gateway's default here, and the scaled-out setting below): its
    // callback pages are the partner client's registered redirect URIs, and no other address is.
    PUBLIC_URL: `http://localhost:${port}`,
  },
  stdio: 'inherit',
});
env.PARTNER_SERVICE_URL = `http://127.0.0.1:${partnerPort}`;
env.SAFE_FETCH_ALLOW = `127.0.0.1:${partnerPort}`;

const children = [partner];
/** The control port of the proxies in front of subgraphs when scaled out (tests/subgraph-down.spec.ts). */
const SUBGRAPH_SWITCH_PORT = 8119;
/** The subgraphs behind a proxy (on their e2e port + 10: org 8111) a spec can cut. */
const SWITCHABLE = ['org', 'identity', 'service_config'];
if (process.env.E2E_SCALED_OUT === '1') await startScaledOut(env);
const child = spawn('pnpm', ['exec', 'tsx', 'gateway/src/main.ts'], { cwd: root, env, stdio: 'inherit' });
children.push(child);

/** Runs a subgraph as its own service (its package's server entry) on its e2e port. */
function startSubgraph(subgraph, env) {
  const child = spawn('pnpm', ['exec', 'tsx', relative(subgraph.dir, subgraph.server)], {
    cwd: join(root, subgraph.dir),
    env: { ...env, PORT: String(e2ePort(subgraph)), DATA_DIR: join(dataDir, subgraph.name) },
    stdio: 'inherit',
  });
  children.push(child);
  return child;
}

/** The subgraphs, each its own process, then the gateway's settings to reach them. */
async function startScaledOut(gatewayEnv) {
  const server = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const databaseUrl = await freshDatabase(server, 'switchyard_e2e_scaled_out');
  const shared = {
    ...gatewayEnv,
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: 'e2e-scaled-out-session-secret',
    PUBLIC_URL: `http://localhost:${port}`,
    SEED_DEMO: '1',
    // Signed internal calls between domains go through the gateway, which forwards them.
    INTERNAL_URL: `http://127.0.0.1:${port}`,
    // Every process that seals users' tokens must share the key (the composer's).
    SECRETS_KEY: 'BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc=',
  };
  // Every subgraph as a process of its own, the gateway's own (identity) included.
  const services = workspace.subgraphs;
  const subgraphs = Object.fromEntries(services.map((s) => [s.name, e2ePort(s)]));
  for (const s of services) {
    const sub = startSubgraph(s, shared);
    sub.on('exit', (code) => code && console.error(`[e2e] the ${s.name} subgraph stopped (${code})`));
    gatewayEnv[`SUBGRAPH_${s.name.toUpperCase()}_URL`] = `http://127.0.0.1:${e2ePort(s)}`;
  }
  for (const subgraphPort of Object.values(subgraphs))
    await healthy(`http://127.0.0.1:${subgraphPort}/health`);
  // Some subgraphs behind proxies a spec can cut (subgraph-down.spec.ts).
  const { startSwitchableProxies } = await import('./support/switchableProxy.mjs');
  const targets = Object.fromEntries(
    SWITCHABLE.map((name) => [name, { listenPort: subgraphs[name] + 10, targetPort: subgraphs[name] }]),
  );
  startSwitchableProxies({ targets, controlPort: SUBGRAPH_SWITCH_PORT });
  for (const [name, { listenPort }] of Object.entries(targets))
    gatewayEnv[`SUBGRAPH_${name.toUpperCase()}_URL`] = `http://127.0.0.1:${listenPort}`;
  Object.assign(gatewayEnv, {
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: shared.SESSION_SECRET,
    REDIS_URL: process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379',
  });
  if (process.env.E2E_ROUTER === 'hive') await startRouter(gatewayEnv);
}

/** Hive Gateway (router/) serving /graphql over the subgraphs. */
async function startRouter(gatewayEnv) {
  const routerPort = 8110;
  const routerEnv = Object.fromEntries(
    Object.entries(gatewayEnv).filter(([k]) =>
      /^(SUBGRAPH_.+_URL|DATABASE_URL|REDIS_URL|SESSION_SECRET|NODE_ENV)$/.test(k),
    ),
  );
  const router = spawn('pnpm', ['start', '--port', String(routerPort), '--host', '127.0.0.1'], {
    cwd: join(root, 'router'),
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...routerEnv },
    stdio: 'inherit',
  });
  children.push(router);
  router.on('exit', (code) => code && console.error(`[e2e] the router stopped (${code})`));
  await healthy(`http://127.0.0.1:${routerPort}/healthcheck`);
  gatewayEnv.GRAPHQL_ROUTER_URL = `http://127.0.0.1:${routerPort}`;
}

/** Drops and creates a database on the server of `url`; returns the new database's URL. */
async function freshDatabase(url, name) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return fresh.toString();
}

async function healthy(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`[e2e] ${url} did not answer within ${timeoutMs / 1000} s`);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    for (const c of children) c.kill(signal);
  });
}
partner.on('exit', (code) => {
  if (code) console.error(`[e2e] the sample partner service stopped (${code})`);
});
child.on('exit', (code, signal) => {
  for (const c of children) if (c !== child) c.kill('SIGTERM');
  process.exit(code ?? (signal ? 1 : 0));
});
