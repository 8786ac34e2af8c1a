import { createGatewayRuntime, type GatewayPlugin } from '@graphql-hive/gateway-runtime';
import { unifiedGraphHandler } from '@graphql-hive/router-runtime';
import { createDefaultExecutor } from '@graphql-tools/delegate';
import type { Request } from 'express';
import { graphqlPolicyPlugins, orgUnavailablePlugin } from '@switchyard/router-auth';
import type { Domain, DomainDeps } from '@switchyard/server-kit';
import { graphName, httpSubgraphExecutor, sharingInflight, type GatewayContext } from './subgraphExecutors';
import { timedExecutor } from './subgraphMetrics';

/**
 * The supergraph served by the Hive Gateway runtime with the Hive Router runtime's query planner
 * (the Guild's router engine: parsed and validated documents and query plans cached, kept-alive
 * connections to subgraphs), embedded in Express.
 * A hosted subgraph executes in this process; any other over HTTP at SUBGRAPH_<NAME>_URL with the
 * viewer signed in a header. `context` turns the Express request into the viewer the subgraphs read.
 */
export function createGraphqlRuntime(opts: {
  supergraphSdl: string;
  hosted: Domain[];
  deps: DomainDeps;
  subgraphUrls: Record<string, string>;
  production: boolean;
  context: (req: Request) => Promise<GatewayContext>;
}) {
  const local = new Map(opts.hosted.map((d) => [graphName(d.name), d.schema(opts.deps)]));
  const remote = new Map(
    Object.entries(opts.subgraphUrls).map(([name, url]) => [graphName(name), `${url}/graphql`]),
  );
  const plugins: GatewayPlugin[] = [
    ...graphqlPolicyPlugins(opts.production),
    {
      onContextBuilding: async ({ context, extendContext }) => {
        extendContext(await opts.context((context as unknown as { req: Request }).req));
      },
    },
    // Without the viewer's memberships (org unreachable, none kept) the answer says org is missing.
    orgUnavailablePlugin((context) => (context as GatewayContext).membershipsUnavailable?.() ?? false),
  ];
  return createGatewayRuntime<GatewayContext>({
    supergraph: opts.supergraphSdl,
    // The Hive Router runtime: a query planner (Rust) whose plan for a document is made once and
    // kept, in place of the default's delegation, which rewrites documents on every request
    // (1.7x the requests/s over HTTP, 1.8x in-process: bench/README.md, figure 16).
    unifiedGraphHandler,
    transports: () => ({
      getSubgraphExecutor({ subgraphName }) {
        const graph = graphName(subgraphName);
        const schema = local.get(graph);
        const name = subgraphName.toLowerCase();
        if (schema) {
          const executor = sharingInflight(createDefaultExecutor(schema));
          return timedExecutor<typeof executor>(name, executor);
        }
        const endpoint = remote.get(graph);
        if (endpoint) return timedExecutor(name, httpSubgraphExecutor(name, endpoint));
        throw new Error(
          `The supergraph's subgraph "${subgraphName.toLowerCase()}" is neither hosted here nor given a SUBGRAPH_${graph}_URL.`,
        );
      },
    }),
    plugins: () => plugins,
    graphqlEndpoint: '/graphql',
    // Same-origin only: Yoga's default reflects any Origin with credentials allowed, which would let
    // another site read a signed-in user's answers.
    cors: false,
    graphiql: !opts.production,
    landingPage: false,
    logging: false,
    maskedErrors: true,
    requestId: false,
  });
}
