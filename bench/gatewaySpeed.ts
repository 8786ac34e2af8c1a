/**
 * Figure 16: the project gateway against Hive Gateway (off the shelf), side by side in one run on the
 * same subgraphs: identity, org and service_config each as its own HTTP service on one PostgreSQL
 * database. The query crosses subgraphs three times (organization → services → organization).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { signViewer, VIEWER_HEADER, type Memberships } from '@switchyard/server-kit';
import { freePort, startChild, stopChild, waitFor200, type Child } from './lib/processes';
import { cpuMsOfTree } from './lib/cpuTime';
import { benchRedis } from './lib/database';
import { serverEnv } from './lib/gateway';
import { summarizeProfile, type ProfileSummary } from './lib/profileSummary';
import { signIn } from './lib/session';
import { hammerTarget, type LoadResult, type Target } from './throughput';

export const gatewaySpeedQuery =
  'query OrgServicesOrg($id: ID!) { organization(id: $id) { id name services { id module_name organization { id name } } } }';

/** The subgraphs the query needs, each its own service (the folder its server.ts runs from). */
const remoteSubgraphs: Record<string, { cwd: string; entry: string }> = {
  identity: { cwd: 'gateway', entry: 'src/identity/server.ts' },
  org: { cwd: 'mfe-org/subgraph', entry: 'src/server.ts' },
  service_config: { cwd: 'mfe-service-config/subgraph', entry: 'src/server.ts' },
};

export interface GatewaySpeedFigures {
  seconds: number;
  /** Rows per connection count, in the order they ran (alternating, then reversed). */
  runs: {
    connections: number;
    hive: LoadResult;
    /** The same, started with its --hive-router-runtime option (the query planner the project's routers use). */
    hiveRouterRuntime?: LoadResult;
    /** Hive Gateway as deployed (router/): the project's plugin turns the session cookie into the viewer. */
    hivePlugin?: LoadResult;
    http: LoadResult;
    inProcess: LoadResult;
    /** Both gateway modes again with GATEWAY_WORKERS=auto (one worker per core). */
    httpWorkers?: LoadResult;
    inProcessWorkers?: LoadResult;
  }[];
  /**
   * `{ __typename }` through both gateway modes at the last connection count: the request path
   * (HTTP, session, CSRF, limits, the runtime) with no subgraph call, which both modes pay alike.
   */
  requestPath?: { connections: number; http: LoadResult; inProcess: LoadResult };
  /** GATEWAY_WORKERS=auto on this machine; why the rows with workers are missing, when they are. */
  workers: number;
  workersSkipped?: string;
  /** Where the CPU profiles were written (BENCH_PROFILE=1), else null. */
  profiles: string | null;
  /** Where each router's main thread spent its busy time (BENCH_PROFILE=1), by router. */
  profileSummaries?: Record<string, ProfileSummary>;
}

export async function measureGatewaySpeed(opts: {
  root: string;
  logDir: string;
  workDir: string;
  databaseUrl: string;
  organizationId: string;
  connections?: number[];
  seconds?: number;
}): Promise<GatewaySpeedFigures> {
  const { root, logDir, connections = [20, 50], seconds = 8 } = opts;
  const secret = 'bench-gateway-speed-secret';
  const profileDir = process.env.BENCH_PROFILE ? join(root, 'bench', 'results', 'profiles') : null;
  if (profileDir) {
    // This run's profiles only: each folder's biggest file is taken as its main thread's.
    rmSync(profileDir, { recursive: true, force: true });
    mkdirSync(profileDir, { recursive: true });
  }
  const children: Child[] = [];
  const env = (port: number, name: string, more: NodeJS.ProcessEnv = {}) => ({
    ...serverEnv({
      port,
      dataDir: join(opts.workDir, `speed-${name}`),
      databaseUrl: opts.databaseUrl,
      sessionSecret: secret,
    }),
    // The demo data the query reads; the in-process gateway, started first, seeds the database.
    SEED_DEMO: '1',
    SECRETS_KEY: 'BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc=',
    // No applet runs here: the engine's workers would only hold database connections.
    ENGINE_WORKERS: '0',
    ...more,
  });
  const start = async (
    name: string,
    cwd: string,
    args: string[],
    port: number,
    childEnv: NodeJS.ProcessEnv,
    health = '/health',
  ) => {
    const since = performance.now();
    const child = startChild(name, 'node', args, {
      cwd,
      env: childEnv,
      logFile: join(logDir, `speed-${name}.log`),
    });
    children.push(child);
    await waitFor200(`http://127.0.0.1:${port}${health}`, child, since);
    return `http://127.0.0.1:${port}`;
  };
  const gatewayArgs = (name: string) => [
    // One folder per gateway: every thread writes its own profile (the biggest is the main thread's).
    ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${join(profileDir, name)}`] : []),
    '--import',
    'tsx',
    'gateway/src/main.ts',
  ];
  let figures: GatewaySpeedFigures;
  try {
    let port = await freePort();
    const inProcess = await start(
      'gateway-in-process',
      root,
      gatewayArgs('gateway-in-process'),
      port,
      env(port, 'in-process'),
    );
    const urls: Record<string, string> = {};
    for (const [name, s] of Object.entries(remoteSubgraphs)) {
      port = await freePort();
      urls[name] = await start(
        name,
        join(root, s.cwd),
        ['--import', 'tsx', s.entry],
        port,
        env(port, name, { SEED_DEMO: '0' }),
      );
    }
    port = await freePort();
    const subgraphEnv = Object.fromEntries(
      Object.entries(urls).map(([name, url]) => [`SUBGRAPH_${name.toUpperCase()}_URL`, url]),
    );
    const http = await start(
      'gateway-http',
      root,
      gatewayArgs('gateway-http'),
      port,
      env(port, 'http', subgraphEnv),
    );
    port = await freePort();
    const hive = await startHive(root, logDir, opts.workDir, urls, port, children, profileDir);
    port = await freePort();
    const hiveRouterRuntime = await startHive(
      root,
      logDir,
      opts.workDir,
      urls,
      port,
      children,
      profileDir,
      true,
    );
    port = await freePort();
    const hivePlugin = await startRouter(
      root,
      logDir,
      {
        ...subgraphEnv,
        DATABASE_URL: opts.databaseUrl,
        SESSION_SECRET: secret,
      },
      port,
      children,
      profileDir,
    );

    const session = await signIn(inProcess, 'olivia');
    const self = signViewer(session.viewer, {}, secret);
    const res = await fetch(`${urls.org}/internal/memberships`, { headers: { [VIEWER_HEADER]: self } });
    const memberships = (await res.json()) as Memberships;
    const json = { 'content-type': 'application/json', accept: 'application/json' };
    const body = JSON.stringify({ query: gatewaySpeedQuery, variables: { id: opts.organizationId } });
    const viaSession = (label: string, base: string, signedIn = session): Target => ({
      label,
      url: `${base}/graphql`,
      headers: () => ({ ...json, cookie: signedIn.cookie, 'x-csrf-token': signedIn.csrfToken }),
      body,
    });
    const viaViewerHeader = (label: string, base: string): Target => ({
      label,
      url: `${base}/graphql`,
      headers: () => ({ ...json, [VIEWER_HEADER]: signViewer(session.viewer, memberships, secret) }),
      body,
    });
    const targets = {
      hive: viaViewerHeader('Hive Gateway (off the shelf), signed viewer header', hive),
      hiveRouterRuntime: viaViewerHeader(
        'Hive Gateway (off the shelf, --hive-router-runtime), signed viewer header',
        hiveRouterRuntime,
      ),
      hivePlugin: viaSession("Hive Gateway with the project's plugin (router/), session cookie", hivePlugin),
      http: viaSession('project gateway, subgraphs over HTTP', http),
      inProcess: viaSession('project gateway, subgraphs in-process', inProcess),
    };
    // Every target must give the same answer (the organization's services, checked once).
    const answerOf = async (t: Target) =>
      (await fetch(t.url, { method: 'POST', headers: t.headers(), body })).text();
    const answers = await Promise.all(Object.values(targets).map(answerOf));
    if (new Set(answers).size !== 1 || !answers[0].includes('"services":[{'))
      throw new Error(`the targets answer differently: ${answers.map((a) => a.slice(0, 160)).join(' | ')}`);
    const check = (j: unknown) => Boolean((j as { data?: { organization?: unknown } }).data?.organization);
    // The CPU each router's processes use (every thread, every worker) over a measured run.
    const routerOf = new Map<Target, string>([
      [targets.hive, 'hive-gateway'],
      [targets.hiveRouterRuntime, 'hive-gateway-router-runtime'],
      [targets.hivePlugin, 'router'],
      [targets.http, 'gateway-http'],
      [targets.inProcess, 'gateway-in-process'],
    ]);
    const cpuMs = (t: Target) => {
      const pid = children.find((c) => c.name === routerOf.get(t))?.proc.pid;
      return pid === undefined ? undefined : () => cpuMsOfTree(pid);
    };
    const load = (t: Target, connections: number, answers = check) =>
      hammerTarget(t, { connections, warmupSeconds: 2, seconds, check: answers, cpuMs: cpuMs(t) });

    const runs: GatewaySpeedFigures['runs'] = [];
    for (const c of connections) {
      // Alternating so that drift on a busy machine touches every target alike.
      const row = { connections: c } as GatewaySpeedFigures['runs'][number];
      row.hive = await load(targets.hive, c);
      row.hiveRouterRuntime = await load(targets.hiveRouterRuntime, c);
      row.hivePlugin = await load(targets.hivePlugin, c);
      row.http = await load(targets.http, c);
      row.inProcess = await load(targets.inProcess, c);
      runs.push(row);
    }
    // The same router, sent `{ __typename }`.
    const requestPathOnly = (t: Target): Target => {
      const only = {
        ...t,
        label: `${t.label}, { __typename } (no subgraph call)`,
        body: JSON.stringify({ query: '{ __typename }' }),
      };
      routerOf.set(only, routerOf.get(t)!);
      return only;
    };
    const typename = (j: unknown) => (j as { data?: { __typename?: unknown } }).data?.__typename === 'Query';
    const last = connections[connections.length - 1];
    const requestPath = {
      connections: last,
      http: await load(requestPathOnly(targets.http), last, typename),
      inProcess: await load(requestPathOnly(targets.inProcess), last, typename),
    };

    // Every core: both gateway modes again as GATEWAY_WORKERS=auto, which needs Redis besides
    // PostgreSQL. The single-process gateways stop first (each worker has database connections of
    // its own, and PostgreSQL allows 100 by default).
    const workers = availableParallelism();
    const redisUrl = await benchRedis();
    let workersSkipped: string | undefined;
    if (!redisUrl) workersSkipped = 'no Redis (REDIS_URL, or one answering at 127.0.0.1:6379)';
    else if (profileDir) workersSkipped = 'not profiled (BENCH_PROFILE=1 profiles one process per router)';
    else {
      for (const child of children.filter(
        (c) => c.name === 'gateway-in-process' || c.name === 'gateway-http',
      ))
        await stopChild(child);
      // Each worker a smaller pool, that all of them stay within PostgreSQL's connections.
      const withWorkers = { GATEWAY_WORKERS: 'auto', REDIS_URL: redisUrl, DATABASE_POOL_SIZE: '8' };
      port = await freePort();
      const inProcessWorkers = await start(
        'gateway-in-process-workers',
        root,
        gatewayArgs('gateway-in-process-workers'),
        port,
        env(port, 'in-process-workers', withWorkers),
      );
      port = await freePort();
      const httpWorkers = await start(
        'gateway-http-workers',
        root,
        gatewayArgs('gateway-http-workers'),
        port,
        env(port, 'http-workers', { ...subgraphEnv, ...withWorkers }),
      );
      // Sessions live in Redis now: a sign-in of their own.
      const inRedis = await signIn(inProcessWorkers, 'olivia');
      const more = {
        http: viaSession(`project gateway, subgraphs over HTTP, ${workers} workers`, httpWorkers, inRedis),
        inProcess: viaSession(
          `project gateway, subgraphs in-process, ${workers} workers`,
          inProcessWorkers,
          inRedis,
        ),
      };
      routerOf.set(more.http, 'gateway-http-workers').set(more.inProcess, 'gateway-in-process-workers');
      for (const t of Object.values(more)) {
        const answer = await answerOf(t);
        if (answer !== answers[0]) throw new Error(`${t.label} answers differently: ${answer.slice(0, 160)}`);
      }
      for (const row of runs) {
        row.httpWorkers = await load(more.http, row.connections);
        row.inProcessWorkers = await load(more.inProcess, row.connections);
      }
    }
    figures = { seconds, runs, requestPath, profiles: profileDir, workers, workersSkipped };
  } finally {
    // Stopped, each writes its profile.
    for (const child of children.reverse()) await stopChild(child);
  }
  if (profileDir) figures.profileSummaries = summarizeProfiles(profileDir, root);
  return figures;
}

/** The main thread's profile of each router (the biggest file of its folder: every thread writes one). */
function summarizeProfiles(profileDir: string, root: string): Record<string, ProfileSummary> {
  const summaries: Record<string, ProfileSummary> = {};
  for (const router of readdirSync(profileDir)) {
    const dir = join(profileDir, router);
    const [biggest] = readdirSync(dir)
      .filter((f) => f.endsWith('.cpuprofile'))
      .map((f) => join(dir, f))
      .sort((a, b) => statSync(b).size - statSync(a).size);
    if (biggest) summaries[router] = summarizeProfile(JSON.parse(readFileSync(biggest, 'utf8')), { root });
  }
  return summaries;
}

/** Hive Gateway's CLI (a dev dependency of the bench) on the committed supergraph, pointed at the services. */
async function startHive(
  root: string,
  logDir: string,
  workDir: string,
  urls: Record<string, string>,
  port: number,
  children: Child[],
  profileDir: string | null,
  routerRuntime = false,
) {
  const name = routerRuntime ? 'hive-gateway-router-runtime' : 'hive-gateway';
  const dir = join(workDir, name);
  mkdirSync(dir, { recursive: true });
  let supergraph = readFileSync(join(root, 'gateway', 'supergraph.graphql'), 'utf8');
  for (const [name, url] of Object.entries(urls))
    supergraph = supergraph.replace(`"in-process://${name}"`, `"${url}/graphql"`);
  writeFileSync(join(dir, 'supergraph.graphql'), supergraph);
  writeFileSync(
    join(dir, 'gateway.config.ts'),
    `export const gatewayConfig = {\n  propagateHeaders: {\n    fromClientToSubgraphs: ({ request }) => ({ '${VIEWER_HEADER}': request.headers.get('${VIEWER_HEADER}') }),\n  },\n};\n`,
  );
  const since = performance.now();
  const bin = join(root, 'bench', 'node_modules', '@graphql-hive', 'gateway', 'dist', 'bin.js');
  const child = startChild(
    name,
    'node',
    [
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${join(profileDir, name)}`] : []),
      bin,
      'supergraph',
      join(dir, 'supergraph.graphql'),
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      ...(routerRuntime ? ['--hive-router-runtime'] : []),
    ],
    {
      cwd: dir,
      env: { ...process.env, NODE_ENV: 'production' },
      logFile: join(logDir, `speed-${name}.log`),
    },
  );
  children.push(child);
  await waitFor200(`http://127.0.0.1:${port}/healthcheck`, child, since);
  return `http://127.0.0.1:${port}`;
}

/**
 * Hive Gateway as deployed (router/'s start script: the committed supergraph, the project's plugin);
 * the subgraphs the query does not touch point at a closed port.
 */
async function startRouter(
  root: string,
  logDir: string,
  settings: NodeJS.ProcessEnv,
  port: number,
  children: Child[],
  profileDir: string | null,
) {
  const supergraph = readFileSync(join(root, 'gateway', 'supergraph.graphql'), 'utf8');
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production' };
  for (const [, name] of supergraph.matchAll(/@join__graph\(name: "([^"]+)"/g))
    env[`SUBGRAPH_${name.toUpperCase()}_URL`] = 'http://127.0.0.1:9';
  const since = performance.now();
  const listen = ['--port', String(port), '--host', '127.0.0.1'];
  // Profiled, the start script's command itself (--cpu-prof is refused in NODE_OPTIONS).
  const [cmd, args] = profileDir
    ? [
        'node',
        [
          '--cpu-prof',
          `--cpu-prof-dir=${join(profileDir, 'router')}`,
          '--import',
          'tsx',
          join('node_modules', '@graphql-hive', 'gateway', 'dist', 'bin.js'),
          'supergraph',
          ...listen,
        ],
      ]
    : ['pnpm', ['start', ...listen]];
  const child = startChild('router', cmd, args, {
    cwd: join(root, 'router'),
    env: { ...env, ...settings },
    logFile: join(logDir, 'speed-router.log'),
  });
  children.push(child);
  await waitFor200(`http://127.0.0.1:${port}/healthcheck`, child, since);
  return `http://127.0.0.1:${port}`;
}
