import express from 'express';
import { createYoga } from 'graphql-yoga';
import { openDatabase, type Db } from './db';
import { DEMO_USERS, type Domain, type DomainDeps } from './domain';
import { eventMigrations, startEventBus } from './events';
import { migrate, withRequiredSets } from './migrations';
import { guardedBodyParsers, restErrorHandler } from './rest';
import { VIEWER_HEADER, verifyViewer } from './viewer';
import { logger } from './logger';
import { metricsRoute } from './metrics';
import { stopOnSignal } from './shutdown';

const BAD_VIEWER = 'Bad or expired viewer header.';

/**
 * Runs one domain as its own HTTP service (scaled-out mode): /graphql for the gateway's executor
 * and the domain's REST router, both trusting only a viewer header signed with SESSION_SECRET.
 */
export async function createSubgraphApp(
  domain: Domain,
  db: Db,
  env = process.env,
  opts: {
    seedDemo?: boolean;
    /** The clock viewer headers are checked against (tests move it). */ now?: () => number;
  } = {},
) {
  const secret = env.SESSION_SECRET;
  if (!secret) throw new Error('SESSION_SECRET must be set to run a subgraph as its own service');
  await migrate(db, [domain.migrations]);
  // A domain that publishes or consumes events migrated the events kit; it gets the bus.
  const usesEvents = withRequiredSets([domain.migrations]).some((s) => s.schema === eventMigrations.schema);
  const deps: DomainDeps = { db, env, events: usesEvents ? await startEventBus(db) : undefined };
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
  app.get('/metrics', metricsRoute(env));
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

/**
 * Runs a domain as its own HTTP service (scaled-out mode), with the same settings for every domain:
 * DATABASE_URL (required: the services share PostgreSQL, its tables per schema and its event bus),
 * SESSION_SECRET (required: the gateway's signed viewer header), PORT (else the domain's default)
 * and SEED_DEMO=1 (the domain seeds its demo data; safe to repeat). Exits on a start-up failure.
 */
export async function runSubgraph(domain: Domain, defaultPort: number, env = process.env) {
  try {
    if (!env.DATABASE_URL)
      throw new Error(`DATABASE_URL must be set to run the ${domain.name} subgraph as its own service`);
    if (!env.SESSION_SECRET)
      throw new Error(`SESSION_SECRET must be set to run the ${domain.name} subgraph as its own service`);
    const db = await openDatabase({ url: env.DATABASE_URL });
    const served = await serveSubgraph(domain, db, Number(env.PORT ?? defaultPort), env, {
      seedDemo: env.SEED_DEMO === '1',
    });
    stopOnSignal(domain.name, async () => {
      await served.stop();
      await db.close();
    });
    return served.server;
  } catch (err) {
    logger.error({ err }, `${domain.name} subgraph failed to start`);
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}

/** Stops taking connections, ends the idle ones at once and the rest after their answer is sent. */
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
  env = process.env,
  opts: { seedDemo?: boolean } = {},
) {
  const app = await createSubgraphApp(domain, db, env, opts);
  const server = await new Promise<import('node:http').Server>((resolve) => {
    const listening = app.listen(port, () => {
      logger.info({ subgraph: domain.name, port }, 'subgraph listening');
      resolve(listening);
    });
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
