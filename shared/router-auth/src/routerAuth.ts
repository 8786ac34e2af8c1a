import type { GatewayPlugin } from '@graphql-hive/gateway-runtime';
import { Redis } from 'ioredis';
import { openDatabase } from '@switchyard/server-kit';
import { graphqlPolicyPlugins } from './graphqlPolicy';
import { sessionLoader } from './loadSession';
import { cachedMemberships } from './membershipsCache';
import { membershipsOverHttp } from './membershipsOverHttp';
import { sessionAuthPlugin } from './sessionAuthPlugin';
import { dbSessionStore, redisSessionStore } from './sessionStore';
import { subgraphAvailabilityPlugin } from './subgraphAvailability';

/**
 * Everything a Hive Gateway in front of the supergraph adds for Switchyard, from the settings the
 * project's gateway reads (DATABASE_URL, REDIS_URL, SESSION_SECRET, SUBGRAPH_ORG_URL, NODE_ENV):
 * the limits and input guard, the session-to-viewer step, and a deadline and a named error for a
 * subgraph that does not answer. Sessions are read from the store the
 * project's gateway writes them to (Redis when REDIS_URL is set, else the identity tables); the
 * memberships cache listens for the organization domain's changes on the same database.
 */
export async function routerAuth(env: NodeJS.ProcessEnv = process.env) {
  const need = (name: string) => {
    const value = env[name];
    if (!value) throw new Error(`${name} must be set for the router's Switchyard plugin.`);
    return value;
  };
  const secret = need('SESSION_SECRET');
  const db = await openDatabase({ url: need('DATABASE_URL') });
  const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 }) : null;
  const sessions = sessionLoader(redis ? redisSessionStore(redis) : dbSessionStore(db), db);
  const memberships = await cachedMemberships(db, membershipsOverHttp(need('SUBGRAPH_ORG_URL'), secret));
  const stop = async () => {
    await memberships.stop();
    await redis?.quit().catch(() => undefined);
    await db.close();
  };
  return {
    plugins: [
      ...graphqlPolicyPlugins(env.NODE_ENV === 'production'),
      sessionAuthPlugin({ loadSession: sessions.load, memberships: memberships.get, secret }),
      subgraphAvailabilityPlugin(),
      // The connections above end with the router (it waits for its event loop to drain on SIGTERM).
      { onDispose: stop } as GatewayPlugin,
    ],
    stop,
  };
}
