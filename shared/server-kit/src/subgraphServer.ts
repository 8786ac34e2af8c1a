import express from 'express';
import { createYoga } from 'graphql-yoga';
import { openDatabase, type Db } from './db';
import { DEMO_USERS, type Domain, type DomainDeps } from './domain';
import {
  hostSettingsSpec,
  schemaGateSettingsSpec,
  loadSettings,
  parseSettings,
  SettingError,
  type Env,
  type Settings,
} from './settings';
import { eventMigrations, startEventBus } from './events';
import { migrate, withRequiredSets } from './migrations';
import { guardedBodyParsers, restErrorHandler } from './rest';
import { VIEWER_HEADER, verifyViewer } from './viewer';
import { configureLogger, logger, nameProcess } from './logger';
import { metricsRoute } from './metrics';
import { requestTracing } from './requestContext';
import { requestLog } from './requestLog';
import { stopOnSignal } from './shutdown';
import { startTracing, stopTracing } from './tracing';
import { passSchemaGate, SchemaGateRefusal } from './schemaGate';

const BAD_VIEWER = 'Bad or expired viewer header.';

/**
 * Runs one domain as its own HTTP service (scaled-out mode): /graphql for the gateway's executor
 * and the domain's REST router, both trusting only a viewer header signed with SESSION_SECRET.
 */
export async function createSubgraphApp(
  domain: Domain,
  db: Db,
  env: Env = process.env,
  opts: {
    seedDemo?: boolean;
    /** The clock viewer headers are checked against (tests move it). */ now?: () => number;
  } = {},
) {
  const settings = subgraphSettings(domain, env);
  const secret = settings.sessionSecret!;
  await migrate(db, [domain.migrations]);
  // A domain that publishes or consumes events migrated the events kit; it gets the bus.
  const usesEvents = withRequiredSets([domain.migrations]).some((s) => s.schema === eventMigrations.schema);
  const deps: DomainDeps = {
    db,
    settings,
    events: usesEvents ? await startEventBus(db) : undefined,
  };
  if (deps.events) await domain.consumes?.(deps.events, deps);
  if (opts.seedDemo) await domain.seed?.(deps, DEMO_USERS);
  const background = await domain.start?.(deps);
  const app = express();
  app.disable('x-powered-by');
  app.get('/health', (_req, res) => {
    (domain.health?.(deps) ?? Promise.resolve({}))
      .then((more) => res.json({ ok: true, subgraph: domain.name, ...more }))
      .catch(() => res.status(503).json({ ok: false, subgraph: domain.name }));
  });
  app.get('/metrics', metricsRoute(settings));
  // The caller's X-Request-ID and traceparent (the gateway's, the router's) on this process's logs.
  app.use(requestTracing(), requestLog());
  app.use((req, res, next) => {
    try {
      const { viewer, memberships } = verifyViewer(
        req.header(VIEWER_HEADER),
        secret,
        opts.now?.() ?? Date.now(),
      );
      req.viewer = viewer;
      req.ctx = { viewer, memberships: async () => memberships };
      next();
    } catch {
      // GraphQL over HTTP: a router (the gateway, Hive Gateway, Apollo Router) shows a GraphQL error
      // for what it is; a bare 401 body came out as "Unexpected error.".
      if (req.path === '/graphql')
        return res.status(200).json({
          data: null,
          errors: [{ message: BAD_VIEWER, extensions: { code: 'UNAUTHENTICATED' } }],
        });
      res.status(401).json({ error: BAD_VIEWER });
    }
  });
  const yoga = createYoga<{ req: express.Request }>({
    schema: domain.schema(deps),
    graphqlEndpoint: '/graphql',
    // Only routers call a subgraph, server to server: no browser of another site is let in (Yoga's
    // default would answer any Origin with credentials allowed).
    cors: false,
    graphiql: false,
    landingPage: false,
    logging: false,
    context: ({ req }) => req.ctx!,
  });
  app.use('/graphql', yoga as unknown as express.RequestHandler);
  if (domain.router) {
    app.use(guardedBodyParsers('1mb'));
    app.use(domain.router(deps));
  }
  app.use(restErrorHandler);
  /** Stops what the app started besides itself (background work, the event bus); the caller closes its server. */
  const shutdown = async () => {
    await background?.stop();
    await deps.events?.stop();
  };
  return Object.assign(app, { shutdown });
}

/** A subgraph's settings (the platform's and the domain's own), with SESSION_SECRET required. */
function subgraphSettings(domain: Domain, env: Env, required: readonly string[] = []): Settings {
  const problems: string[] = [];
  for (const variable of ['SESSION_SECRET', ...required])
    if (!env[variable]?.trim())
      problems.push(
        `${variable} must be set to run the ${domain.name} subgraph as its own service; it is not set.`,
      );
  try {
    const settings = loadSettings(env, { domainSpecs: [domain.settings] });
    if (!problems.length) return settings;
  } catch (err) {
    if (!(err instanceof SettingError)) throw err;
    problems.push(...err.problems);
  }
  throw new SettingError(problems);
}

/** A subgraph's host settings: PORT, DATABASE_URL (required), DATABASE_POOL_SIZE, SEED_DEMO, LOG_LEVEL… */
export function subgraphHostSettings(domain: Domain, env: Env, required: readonly string[] = []) {
  const problems: string[] = [];
  const collect = <T>(parse: () => T) => {
    try {
      return parse();
    } catch (err) {
      if (!(err instanceof SettingError)) throw err;
      problems.push(...err.problems);
    }
  };
  const host = collect(() => parseSettings(hostSettingsSpec, env));
  const gate = collect(() => parseSettings(schemaGateSettingsSpec, env));
  const settings = collect(() => subgraphSettings(domain, env, ['DATABASE_URL', ...required]));
  if (!host || !gate || !settings) throw new SettingError(problems);
  if (gate.schemaRegistryUrl && !gate.deployToken)
    throw new SettingError(["SCHEMA_REGISTRY_URL needs DEPLOY_TOKEN: the domain's deploy token"]);
  return { host, gate, settings };
}

/**
 * Runs a domain as its own HTTP service (scaled-out mode), with the same settings for every domain:
 * DATABASE_URL (required: the services share PostgreSQL, its tables per schema and its event bus),
 * SESSION_SECRET (required: the gateway's signed viewer header), PORT (else the domain's default)
 * and SEED_DEMO=1 (the domain seeds its demo data; safe to repeat), plus the domain's own
 * (`domain.settings`) and `required`. Every setting is checked first: a bad one exits with a message
 * naming it.
 */
export async function runSubgraph(
  domain: Domain,
  defaultPort: number,
  opts: { env?: Env; required?: readonly string[] } = {},
) {
  const env = opts.env ?? process.env;
  try {
    const { host, gate } = subgraphHostSettings(domain, env, opts.required);
    configureLogger(host);
    nameProcess({ subgraph: domain.name });
    if (await startTracing(`switchyard-${domain.name}`)) logger.info('exporting traces over OTLP');
    // Scaled out, a subgraph's schema passes the registry's gate before anyone is served by it.
    if (gate.schemaRegistryUrl) await passSchemaGate(domain, gate.schemaRegistryUrl, gate.deployToken!);
    const db = await openDatabase({ url: host.databaseUrl, poolSize: host.databasePoolSize });
    const served = await serveSubgraph(domain, db, host.port ?? defaultPort, env, {
      seedDemo: host.seedDemo ?? false,
    });
    stopOnSignal(domain.name, async () => {
      await served.stop();
      await db.close();
      await stopTracing();
    });
    return served.server;
  } catch (err) {
    // A line of the log like any other: a bad setting or a refused schema by its message alone.
    if (err instanceof SettingError) logger.fatal({ problems: err.problems }, err.message);
    else if (err instanceof SchemaGateRefusal) logger.fatal(err.message);
    else logger.fatal({ err }, `${domain.name} subgraph failed to start`);
    process.exit(1);
  }
}

/** Stops taking connections, ends the idle ones at once and the rest after their answer is sent. */
/**
 * Keeps idle keep-alive connections open longer than clients and load balancers keep theirs (60 s
 * is common): with Node's 5 s default, the server may close a socket just as a client reuses it,
 * which the client sees as ECONNRESET (or a proxy as a 502).
 */
export function keepIdleConnections(server: import('node:http').Server) {
  server.keepAliveTimeout = 65_000;
  // Above keepAliveTimeout, as Node asks.
  server.headersTimeout = 66_000;
}

export async function closeServer(server: import('node:http').Server) {
  const closed = new Promise((r) => server.close(r));
  server.closeIdleConnections();
  const rest = setTimeout(() => server.closeAllConnections(), 2000).unref();
  await closed;
  clearTimeout(rest);
}

export async function serveSubgraph(
  domain: Domain,
  db: Db,
  port: number,
  env: Env = process.env,
  opts: { seedDemo?: boolean } = {},
) {
  const app = await createSubgraphApp(domain, db, env, opts);
  const server = await new Promise<import('node:http').Server>((resolve) => {
    const listening = app.listen(port, () => {
      // The port bound (PORT=0 takes a free one).
      const bound = (listening.address() as import('node:net').AddressInfo).port;
      logger.info({ subgraph: domain.name, port: bound }, 'subgraph listening');
      resolve(listening);
    });
    keepIdleConnections(listening);
  });
  return {
    server,
    /** Ends the domain's background work (which may still serve requests meanwhile), then the server. */
    async stop() {
      await app.shutdown();
      await closeServer(server);
    },
  };
}
