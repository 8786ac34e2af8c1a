import type { GatewayPlugin } from '@graphql-hive/gateway-runtime';
import { readinessHttpStatus, subgraphReadiness, type Db } from '@switchyard/server-kit';

/** The router's readiness; Hive Gateway's own check (the supergraph loaded) moves to `/readiness/supergraph`. */
export const READINESS_PATH = '/readiness';

/**
 * GET /readiness: the database the router reads sessions and memberships from, and each subgraph's
 * reach (server-kit's subgraphReadiness: identity and org required, the others optional), as JSON;
 * 503 when a required part is down, 200 otherwise ("degraded" naming what is not).
 */
export function readinessPlugin(
  subgraphUrls: Readonly<Record<string, string | undefined>>,
  db: Db,
): GatewayPlugin {
  const readiness = subgraphReadiness(subgraphUrls);
  return {
    onRequest({ url, endResponse, fetchAPI }) {
      if (url.pathname !== READINESS_PATH) return;
      return (async () => {
        const [database, remote] = await Promise.all([
          db.query('SELECT 1').then(
            () => true,
            () => false,
          ),
          readiness.check(),
        ]);
        const status = database ? remote.status : 'unavailable';
        const body = { ok: status !== 'unavailable', status, database, remote: remote.subgraphs };
        endResponse(
          new fetchAPI.Response(JSON.stringify(body), {
            status: database ? readinessHttpStatus(remote) : 503,
            headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
          }),
        );
      })();
    },
  };
}
