import type { GatewayPlugin } from '@graphql-hive/gateway-runtime';
import { Redis } from 'ioredis';
import { configureLogger, openDatabase } from '@switchyard/server-kit';
import { mappingErrors } from './errorMapping';
import { graphqlPolicyPlugins } from './graphqlPolicy';
import { sessionLoader } from './loadSession';
import { cachedMemberships } from './membershipsCache';
import { membershipsOverHttp } from './membershipsOverHttp';
import { sessionAuthPlugin } from './sessionAuthPlugin';
import { readinessPlugin } from './readinessPlugin';
import { routerSettings, type RouterSettings } from './settings';
import { dbSessionStore, redisSessionStore } from './sessionStore';
import { subgraphAvailabilityPlugin } from './subgraphAvailability';

/**
 * Everything a Hive Gateway in front of the supergraph adds for Switchyard, from the settings the
 * project's gateway reads (routerSettingsSpec: DATABASE_URL, REDIS_URL, SESSION_SECRET,
 * SUBGRAPH_ORG_URL, NODE_ENV; checked by routerSettings at the router's start):
 * the limits and input guard, the session-to-viewer step, and a deadline and a named error for a
 * subgraph that does not answer; any error in them is logged and answered as a coded GraphQL error
 * (mappingErrors). Sessions are read from the store the
 * project's gateway writes them to (Redis when REDIS_URL is set, else the identity tables); the
 * memberships cache listens for the organization domain's changes on the same database.
 */
export async function routerAuth(settings: RouterSettings = routerSettings(process.env)) {
  configureLogger(settings);
  const secret = settings.sessionSecret;
  const db = await openDatabase({ url: settings.databaseUrl, poolSize: settings.databasePoolSize });
  const redis = settings.redisUrl ? new Redis(settings.redisUrl, { maxRetriesPerRequest: 2 }) : null;
  const sessions = sessionLoader(redis ? redisSessionStore(redis) : dbSessionStore(db), db);
  const memberships = await cachedMemberships(db, membershipsOverHttp(settings.subgraphUrls.org!, secret));
  const stop = async () => {
    await memberships.stop();
    await redis?.quit().catch(() => undefined);
    await db.close();
  };
  return {
    plugins: mappingErrors([
      ...graphqlPolicyPlugins(settings.production),
      sessionAuthPlugin({ loadSession: sessions.load, memberships: memberships.read, secret }),
      subgraphAvailabilityPlugin(),
      readinessPlugin(settings.subgraphUrls, db),
      // The connections above end with the router (it waits for its event loop to drain on SIGTERM).
      { onDispose: stop } as GatewayPlugin,
    ]),
    stop,
  };
}
