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
// (router/: the committed supergraph, the project's sign-in plugin), and the gateway forwarding /graphql to it (GRAPHQL_ROUTER_URL) while it keeps
// sign-in, CSRF, the REST paths, static files and the remote registry.
//
// Every process is started with the command, in the order, and told where the others are by the
// settings, of the README's deployment table ("Running it scaled out"), read here: what CI runs is
// what the README says. Only the ports are this run's (a default port 4xxx is 81xx here; the gateway
// and the sample partner take E2E_PORT and E2E_PARTNER_PORT).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { commandArgs, readDeployment, readWorkspace } from '@switchyard/workspace';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.E2E_PORT ?? '8091';
const dataDir = process.env.E2E_DATA_DIR ?? '/tmp/switchyard-e2e-data';
const webDir = process.env.E2E_WEB_DIR ?? '/tmp/switchyard-e2e-web';

// The shell, the remotes and the subgraphs, as their package.json files declare them (switchyard).
const workspace = readWorkspace(root);
const webPackages = workspace.packages
  .filter((p) => p.role === 'shell' || p.role === 'web')
  .map((p) => p.dir);

const scaledOut = process.env.E2E_SCALED_OUT === '1';
const withRouter = scaledOut && process.env.E2E_ROUTER === 'hive';
const gatewayPackage = workspace.packages.find((p) => p.role === 'gateway').name;
const partnerPackage = workspace.packages.find((p) => p.dir === 'e2e/partner-service').name;
const deployment = readDeployment(root);
const gatewayProcess = deployment.find((p) => p.package === gatewayPackage && p.address === null);
/** The README's processes this run starts: the gateway and the sample partner; scaled out, all that run always (and the router's). */
const processes = deployment.filter((p) =>
  p.runs === 'always' ? scaledOut || p === gatewayProcess : p.runs === 'demo only' || withRouter,
);
const partnerProcess = processes.find((p) => p.package === partnerPackage);
if (!gatewayProcess || !partnerProcess) {
  console.error("[e2e] README.md's deployment table names no gateway or no sample partner.");
  process.exit(1);
}
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
env.PARTNER_SERVICE_URL = `http://127.0.0.1:${partnerPort}`;
env.SAFE_FETCH_ALLOW = `127.0.0.1:${partnerPort}`;
// The gateway started with the README's command seeds the demo dataset only when told to.
env.SEED_DEMO = '1';

const children = [];
/** The control port of the proxies in front of subgraphs when scaled out (tests/subgraph-down.spec.ts). */
const SUBGRAPH_SWITCH_PORT = 8119;
/** The subgraphs behind a proxy (on their e2e port + 10: org 8111) a spec can cut. */
const SWITCHABLE = ['org', 'identity', 'service_config'];

const partner = startProcess(partnerProcess, {
  ...process.env,
  PARTNER_PORT: partnerPort,
  PARTNER_HOST: '127.0.0.1',
  // Entries written through its control API are announced to the platform at once (realtime).
  PARTNER_PLATFORM_URL: `http://127.0.0.1:${port}`,
  // The platform's PUBLIC_URL (the gateway's default here, and the scaled-out setting below): its
  // callback pages are the partner client's registered redirect URIs, and no other address is.
  PUBLIC_URL: `http://localhost:${port}`,
});
if (scaledOut) await startScaledOut(env);
const child = startProcess(gatewayProcess, { ...env, PORT: port });

/** A process's port here: the default port moved from the 4000s to the 8100s (org 4001 -> 8101). */
function e2ePort(proc) {
  if (proc.port < 4000 || proc.port > 4099)
    throw new Error(`[e2e] ${proc.name}: a default port outside 4000-4099 has no e2e port (${proc.port}).`);
  return 8100 + (proc.port - 4000);
}

/** Runs a README process's start command from the repository root. */
function startProcess(proc, env) {
  const [command, ...args] = commandArgs(proc.command);
  const started = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
  children.push(started);
  return started;
}

/**
 * The README's processes before the gateway, a start group at a time (each answering its health check
 * before the next group starts), then the gateway's settings to reach them.
 */
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
  Object.assign(gatewayEnv, {
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: shared.SESSION_SECRET,
    REDIS_URL: process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379',
  });
  const before = processes.filter((p) => p.start < gatewayProcess.start && p !== partnerProcess);
  let proxied = false;
  for (const start of [...new Set(before.map((p) => p.start))]) {
    const group = before.filter((p) => p.start === start);
    // Before anything that reaches the subgraphs (the router) starts, the proxies a spec can cut.
    if (!proxied && group.some((p) => !p.address?.startsWith('SUBGRAPH_')))
      proxied = await proxySwitchable(gatewayEnv);
    for (const proc of group) {
      const procPort = e2ePort(proc);
      const started = startProcess(proc, envOf(proc, procPort, shared, gatewayEnv));
      started.on('exit', (code) => code && console.error(`[e2e] ${proc.name} stopped (${code})`));
    }
    for (const proc of group)
      if (proc.health) await healthy(`http://127.0.0.1:${e2ePort(proc)}${proc.health}`);
    for (const proc of group)
      if (proc.address) gatewayEnv[proc.address] = `http://127.0.0.1:${e2ePort(proc)}`;
  }
  if (!proxied) await proxySwitchable(gatewayEnv);
}

/** Some subgraphs behind proxies a spec can cut (subgraph-down.spec.ts), on their port + 10. */
async function proxySwitchable(gatewayEnv) {
  const { startSwitchableProxies } = await import('./support/switchableProxy.mjs');
  const targets = {};
  for (const name of SWITCHABLE) {
    const key = `SUBGRAPH_${name.toUpperCase()}_URL`;
    if (!gatewayEnv[key])
      throw new Error(`[e2e] ${name} is not started before the gateway: no proxy for it.`);
    const targetPort = Number(new URL(gatewayEnv[key]).port);
    targets[name] = { listenPort: targetPort + 10, targetPort };
    gatewayEnv[key] = `http://127.0.0.1:${targetPort + 10}`;
  }
  startSwitchableProxies({ targets, controlPort: SUBGRAPH_SWITCH_PORT });
  return true;
}

/**
 * A process's environment: a subgraph's the settings every domain takes (it reaches the others
 * through the gateway, INTERNAL_URL); Hive Gateway's only what it reads (the gateway's settings and
 * where each subgraph is).
 */
function envOf(proc, procPort, shared, gatewayEnv) {
  if (proc.address !== 'GRAPHQL_ROUTER_URL')
    return { ...shared, PORT: String(procPort), DATA_DIR: join(dataDir, String(procPort)) };
  const routerEnv = Object.fromEntries(
    Object.entries(gatewayEnv).filter(([k]) =>
      /^(SUBGRAPH_.+_URL|DATABASE_URL|DATABASE_POOL_SIZE|REDIS_URL|SESSION_SECRET|NODE_ENV)$/.test(k),
    ),
  );
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...routerEnv,
    PORT: String(procPort),
    HOST: '127.0.0.1',
  };
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
