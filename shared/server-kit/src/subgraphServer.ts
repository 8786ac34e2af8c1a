import express from 'express';
import { createYoga } from 'graphql-yoga';
import type { Db } from './db';
import type { Domain, DomainDeps } from './domain';
import { eventMigrations, startEventBus } from './events';
import { migrate, withRequiredSets } from './migrations';
import { guardedBodyParsers, restErrorHandler } from './rest';
import { VIEWER_HEADER, verifyViewer } from './viewer';
import { logger } from './logger';

/**
 * Runs one domain as its own HTTP service (scaled-out mode): /graphql for the gateway's executor
 * and the domain's REST router, both trusting only a viewer header signed with SESSION_SECRET.
 */
export async function createSubgraphApp(domain: Domain, db: Db, env = process.env) {
  const secret = env.SESSION_SECRET;
  if (!secret) throw new Error('SESSION_SECRET must be set to run a subgraph as its own service');
  await migrate(db, [domain.migrations]);
  // A domain that publishes or consumes events migrated the events kit; it gets the bus.
  const usesEvents = withRequiredSets([domain.migrations]).some((s) => s.schema === eventMigrations.schema);
  const deps: DomainDeps = { db, env, events: usesEvents ? await startEventBus(db) : undefined };
  if (deps.events) await domain.consumes?.(deps.events, deps);
  const app = express();
  app.disable('x-powered-by');
  app.get('/health', (_req, res) => {
    res.json({ ok: true, subgraph: domain.name });
  });
  app.use((req, res, next) => {
    try {
      const { viewer, memberships } = verifyViewer(req.header(VIEWER_HEADER), secret);
      req.viewer = viewer;
      req.ctx = { viewer, memberships: async () => memberships };
      next();
    } catch {
      res.status(401).json({ error: 'Bad or expired viewer header.' });
    }
  });
  const yoga = createYoga<{ req: express.Request }>({
    schema: domain.schema(deps),
    graphqlEndpoint: '/graphql',
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
  /** Stops what the app started besides itself (the event bus); the caller closes its server. */
  const shutdown = async () => {
    await deps.events?.stop();
  };
  return Object.assign(app, { shutdown });
}

export async function serveSubgraph(domain: Domain, db: Db, port: number) {
  const app = await createSubgraphApp(domain, db);
  return new Promise<import('node:http').Server>((resolve) => {
    const server = app.listen(port, () => {
      server.on('close', () => void app.shutdown());
      logger.info({ subgraph: domain.name, port }, 'subgraph listening');
      resolve(server);
    });
  });
}
