import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Request } from 'express';
import helmet from 'helmet';
import { Redis } from 'ioredis';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import {
  migrate,
  openDatabase,
  metricsRoute,
  requestTracing,
  checkDomainSettings,
  withSettings,
  guardedBodyParsers,
  verifyUtf8Body,
  restErrorHandler,
  readinessHttpStatus,
  smtpSender,
  subgraphReadiness,
  startEventBus,
  type Db,
  type Domain,
  type DomainDeps,
  type Settings,
} from '@switchyard/server-kit';
import {
  cachedMemberships,
  dbSessionStore,
  membershipsOverHttp,
  redisSessionStore,
  type MembershipsAnswer,
  type MembershipsCache,
  UNAUTHENTICATED_BODY,
} from '@switchyard/router-auth';
import type { GatewayConfig } from './config';
import { composeSupergraph, readContracts } from './contracts/compose';
import { loadHostedDomains, MEMBERSHIPS_DOMAIN } from './contracts/registry';
import { createGraphqlRuntime } from './graphql/runtime';
import { signContext, type GatewayContext } from './graphql/subgraphExecutors';
import { csrfProtection, csrfUnlessMachineCall, isPartnerApiPath } from './http/csrf';
import { forwardGraphql } from './http/forwardGraphql';
import { accessLog, graphqlAccessLog } from './http/accessLog';
import { countRequests } from './http/requestMetrics';
import { restDispatch } from './http/restDispatch';
import { sessions as makeSessions } from './http/session';
import { localRemotes, webRoutes } from './http/web';
import { identityRoutes } from './identity/routes';
import { demoUsers } from './identity/domain';
import { seedDemo } from './seed';
import { openAssetStore } from './remotes/assetStore';
import { contentSecurityPolicy } from './remotes/csp';
import { importLocalBuilds } from './remotes/importLocalBuilds';
import { startLiveRegistry, watchLocalBuilds } from './remotes/liveRegistry';
import { registryRoutes } from './remotes/registryRoutes';
import { remotesJsonRoute } from './remotes/remotesJson';
import { serveRemotes } from './remotes/serveRemotes';

/** The contracts live beside the gateway's code (not under SWITCHYARD_ROOT, which may hold only the web build). */
const repositoryRoot = join(__dirname, '..', '..');

/** The remote registry's tables (gateway/src/remotes/README.md), migrated with the hosted domains'. */
export const registryMigrations = { schema: 'remotes', dir: join(__dirname, 'remotes', 'migrations') };

export interface Gateway {
  app: express.Express;
  db: Db;
  /** Where domains reach each other's /internal paths through this gateway (its own address). */
  setInternalUrl(url: string): void;
  close(): Promise<void>;
}

export async function createGateway(
  config: GatewayConfig,
  opts: { db?: Db; domains?: Domain[] } = {},
): Promise<Gateway> {
  // Tests pass their own domains (composed on the spot); otherwise the committed contracts rule and
  // only the domains hosted here are imported.
  const hosted = opts.domains
    ? opts.domains.filter((d) => !config.subgraphUrls[d.name])
    : await loadHostedDomains(config.subgraphUrls);
  const contracts = opts.domains ? contractsOf(opts.domains) : readContracts(repositoryRoot);
  // The domains' settings are checked before anything starts: a bad one names itself and stops here.
  const configured = withSettings(config.settings, {
    publicUrl: config.publicUrl,
    dataDir: config.dataDir,
    sessionSecret: config.sessionSecret,
    productSlug: config.productSlug,
  });
  checkDomainSettings(
    configured,
    hosted.map((d) => d.settings),
  );
  // The one value that may change after start: a gateway listening on a port the system chose (tests)
  // learns its own address for the internal calls through it (setInternalUrl).
  let internalUrl = configured.internalUrl;
  const settings: Settings = Object.freeze(
    Object.defineProperty({ ...configured }, 'internalUrl', { get: () => internalUrl, enumerable: true }),
  );
  const db = opts.db ?? (await openDb(config));
  await migrate(db, [...hosted.map((d) => d.migrations), registryMigrations]);
  const events = await startEventBus(db);
  const deps: DomainDeps = {
    db,
    settings,
    events,
  };
  for (const d of hosted) await d.consumes?.(events, deps);
  if (config.seedDemo) await seedDemo(db, deps, hosted, demoUsers);
  const background: { stop(): Promise<void> }[] = [];
  for (const d of hosted) {
    const work = await d.start?.(deps);
    if (work) background.push(work);
  }

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : null;
  const store = redis ? redisSessionStore(redis) : dbSessionStore(db);
  const sessions = makeSessions(store, db, config.publicUrl.startsWith('https:'));
  const memberships = await cachedMemberships(db, membershipSource(hosted, deps, config));

  // The remote registry: this checkout's builds published (and live unless a deploy replaced them),
  // then followed by this process (live), its versions served from the asset store.
  const assetStore = openAssetStore(config.remotes);
  const shellDist = join(config.webRoot, 'shell', 'dist');
  const apiSchemaSdl = readFileSync(join(repositoryRoot, 'gateway', 'api-schema.graphql'), 'utf8');
  const checkout = localRemotes(config.webRoot);
  const importBuilds = () =>
    importLocalBuilds({
      db,
      store: assetStore,
      root: config.webRoot,
      shellDist,
      apiSchemaSdl,
      publicUrl: config.remotes.publicUrl,
    });
  await importBuilds();
  const live = await startLiveRegistry({ db, remoteUrls: config.remoteUrls, local: checkout });
  background.push(live);
  // While developing, a rebuilt remote (pnpm dev) is published and served at the next page load.
  const localBuildsChanged = config.production
    ? null
    : watchLocalBuilds(
        checkout.map((r) => r.dir),
        () => importBuilds().then(() => live.reload()),
      );

  const app = express();
  app.disable('x-powered-by');
  if (config.trustProxy) app.set('trust proxy', 1);
  // First: every log line of a request, here and in the subgraphs it reaches, carries its id.
  app.use(requestTracing());
  app.use(
    helmet({ contentSecurityPolicy: false, strictTransportSecurity: config.publicUrl.startsWith('https:') }),
  );
  // Scripts, styles and fetches from 'self' and exactly the origins the remotes load from now.
  app.use(contentSecurityPolicy(live.cspOrigins, { https: config.publicUrl.startsWith('https:') }));
  app.use(accessLog());
  // Liveness: the process answers. Readiness (/health): the database, and every subgraph served
  // elsewhere reachable (README, "Running it scaled out").
  app.get('/health/live', (_req, res) => void res.json({ ok: true }));
  const remoteReadiness = subgraphReadiness(config.subgraphUrls);
  app.get('/health', (_req, res) => {
    (async () => {
      await db.query('SELECT 1');
      const [domains, remote] = await Promise.all([
        Promise.all(
          hosted.filter((d) => d.health).map(async (d) => [d.name, await d.health!(deps)] as const),
        ),
        remoteReadiness.check(),
      ]);
      const body = {
        ok: remote.status !== 'unavailable',
        status: remote.status,
        database: db.kind,
        subgraphs: Object.keys(contracts.restPaths),
        remote: remote.subgraphs,
        ...Object.fromEntries(domains),
      };
      return { code: readinessHttpStatus(remote), body };
    })()
      .then(({ code, body }) => res.status(code).json(body))
      .catch(() => res.status(503).json({ ok: false, status: 'unavailable' }));
  });

  app.get('/metrics', metricsRoute(settings));
  app.use(countRequests);

  const withContext: express.RequestHandler = (req, _res, next) => {
    req.ctx = contextFor(req, memberships);
    next();
  };
  // /graphql first: the hot path need not pass the static files and the page routes.
  if (config.graphqlRouterUrl) {
    app.use('/graphql', graphqlAccessLog, forwardGraphql(config.graphqlRouterUrl));
  } else {
    const graphql = createGraphqlRuntime({
      supergraphSdl: contracts.supergraphSdl,
      hosted,
      deps,
      subgraphUrls: config.subgraphUrls,
      production: config.production,
      context: async (req) => {
        const ctx: GatewayContext = { ...req.ctx! };
        if (Object.keys(config.subgraphUrls).length)
          ctx.signedViewer = await signContext(ctx, config.sessionSecret);
        return ctx;
      },
    });
    app.use(
      '/graphql',
      graphqlAccessLog,
      sessions.load,
      withContext,
      express.json({ limit: '100kb', verify: verifyUtf8Body }),
      (req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'POST')
          return res.status(405).json({ error: 'Method not allowed.' });
        if (!req.viewer) {
          return res.status(401).json(UNAUTHENTICATED_BODY);
        }
        next();
      },
      csrfProtection,
      graphql as unknown as express.RequestHandler,
    );
  }

  const web = webRoutes(config.webRoot, live, {
    production: config.production,
    support: config.supportEntitlement,
  });
  app.use(serveRemotes({ store: assetStore, db }));
  app.use(web.router);
  app.use(sessions.load);
  app.use(withContext);
  // Per user: a user in a canary's share is served the canary.
  app.get('/remotes.json', remotesJsonRoute(live));
  // Before the edge's body parsers: a publish is a large body the registry parses itself.
  app.use(
    registryRoutes({
      db,
      store: assetStore,
      shellDist,
      apiSchemaSdl,
      root: config.webRoot,
      repositoryRoot,
      maxBytes: config.remotes.deployMaxBytes,
      publicUrl: config.remotes.publicUrl,
    }),
  );

  app.use(guardedBodyParsers(config.bodyLimit));
  const csrf = csrfUnlessMachineCall(config.sessionSecret, settings.productSlug);
  // A deploy token's call is judged by its token alone (registryRoutes), never by a session.
  app.use((req, res, next) => (registryBearerCall(req) ? next() : csrf(req, res, next)));
  const rateLimitStore = redis
    ? (prefix: string) =>
        new RedisStore({
          prefix,
          sendCommand: (...args: string[]) => redis.call(args[0], ...args.slice(1)) as Promise<RedisReply>,
        })
    : undefined;
  const mail = { db, sender: smtpSender(settings), publicUrl: config.publicUrl };
  app.use(identityRoutes({ db, sessions, loginLimit: config.loginRateLimit, rateLimitStore, mail, events }));

  // Page loads get the shell, which mounts the remote that owns the route: with the session and the
  // registry inline, so it need not ask (no-store: the page carries the viewer and the CSRF token).
  // The shell sends an anonymous visitor to sign in: the server knows as much, and does it first.
  app.use(async (req, res, next) => {
    if (req.method !== 'GET' || req.accepts(['json', 'html']) !== 'html') return next();
    // The partners' API is never a page: an unknown path there is the JSON 404 below.
    if (isPartnerApiPath(req.path, settings.productSlug)) return next();
    try {
      res.setHeader('Cache-Control', 'no-store');
      if (!req.viewer) return res.redirect(303, `/login?return_to=${encodeURIComponent(req.originalUrl)}`);
      await localBuildsChanged?.();
      const { csrfToken } = await sessions.ensure(req, res);
      res.type('html').send(web.shellPage(req.path, { viewer: req.viewer, csrfToken }));
    } catch (err) {
      next(err);
    }
  });
  app.use(restDispatch(hosted, deps, contracts.restPaths, config.subgraphUrls, config.sessionSecret));
  app.use((_req, res) => {
    res.status(404).json({ error: 'Not found.' });
  });
  app.use(restErrorHandler);

  return {
    app,
    db,
    setInternalUrl(url) {
      internalUrl = url;
    },
    async close() {
      for (const work of background) await work.stop().catch(() => undefined);
      await memberships.stop();
      await events.stop().catch(() => undefined);
      await redis?.quit().catch(() => undefined);
      if (!opts.db) await db.close();
    },
  };
}

/** A call to the registry's API with a deploy token (`Authorization: Bearer sydt_…`). */
const registryBearerCall = (req: Request) =>
  req.path.startsWith('/registry/') && /^Bearer sydt_/.test(req.get('authorization') ?? '');

async function openDb(config: GatewayConfig) {
  if (config.databaseUrl) return openDatabase({ url: config.databaseUrl, poolSize: config.databasePoolSize });
  const dir = join(config.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  return openDatabase({ dataDir: dir });
}

/** The request's viewer and their memberships (asked once, when first needed). */
function contextFor(req: Request, memberships: MembershipsCache): GatewayContext {
  const viewer = req.viewer ?? null;
  let answer: Promise<MembershipsAnswer> | null = null;
  const read = () =>
    (answer ??= viewer
      ? memberships.read(viewer.id)
      : Promise.resolve({ memberships: {}, unavailable: false }));
  return {
    viewer,
    memberships: () => read().then((a) => a.memberships),
    membershipsUnavailable: () => read().then((a) => a.unavailable),
  };
}

/** The organization domain vouches for memberships: in-process, or over its internal REST path. */
function membershipSource(hosted: Domain[], deps: DomainDeps, config: GatewayConfig) {
  const org = hosted.find((d) => d.name === MEMBERSHIPS_DOMAIN && d.memberships);
  if (org) return (userId: string) => org.memberships!(deps, userId);
  const url = config.subgraphUrls[MEMBERSHIPS_DOMAIN];
  return url ? membershipsOverHttp(url, config.sessionSecret) : async () => ({});
}

/** The contracts of an explicit list of domains (tests): composed here instead of read from the repo. */
function contractsOf(domains: Domain[]) {
  return {
    supergraphSdl: composeSupergraph(domains).supergraphSdl,
    restPaths: Object.fromEntries(domains.map((d) => [d.name, d.restPaths])),
  };
}
