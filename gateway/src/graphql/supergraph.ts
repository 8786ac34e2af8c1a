import { createDefaultExecutor } from '@graphql-tools/delegate';
import { buildHTTPExecutor } from '@graphql-tools/executor-http';
import { getStitchedSchemaFromSupergraphSdl } from '@graphql-tools/federation';
import type { GraphQLSchema } from 'graphql';
import {
  signViewer,
  VIEWER_HEADER,
  type Domain,
  type DomainDeps,
  type RequestContext,
} from '@switchyard/server-kit';

export interface GatewayContext extends RequestContext {
  /** The viewer and memberships signed for subgraphs that run as their own service. */
  signedViewer?: string;
}

/**
 * Executes the supergraph with stitching-based federation: a hosted subgraph through its schema in
 * this process, any other over HTTP at SUBGRAPH_<NAME>_URL with the viewer signed in a header.
 */
export function buildSupergraph(
  supergraphSdl: string,
  hosted: Domain[],
  deps: DomainDeps,
  subgraphUrls: Record<string, string>,
): GraphQLSchema {
  const local = new Map(hosted.map((d) => [graphName(d.name), d.schema(deps)]));
  const remote = new Map(
    Object.entries(subgraphUrls).map(([name, url]) => [graphName(name), `${url}/graphql`]),
  );
  return getStitchedSchemaFromSupergraphSdl({
    supergraphSdl,
    onSubschemaConfig(cfg) {
      const graph = cfg.name.toUpperCase();
      const localSchema = local.get(graph);
      const endpoint = remote.get(graph);
      if (localSchema) {
        cfg.executor = createDefaultExecutor(localSchema);
      } else if (endpoint) {
        cfg.executor = buildHTTPExecutor({
          endpoint,
          headers: (req) => ({
            [VIEWER_HEADER]: (req?.context as GatewayContext | undefined)?.signedViewer ?? '',
          }),
        });
      } else {
        throw new Error(
          `The supergraph's subgraph "${cfg.name.toLowerCase()}" is neither hosted here nor given a SUBGRAPH_${graph}_URL.`,
        );
      }
    },
  });
}

/** The join__Graph enum value composition gives a subgraph name ("service_config" -> "SERVICE_CONFIG"). */
export const graphName = (name: string) => name.toUpperCase().replace(/[^A-Z0-9_]/g, '_');

export async function signContext(ctx: RequestContext, secret: string) {
  return signViewer(ctx.viewer, ctx.viewer ? await ctx.memberships() : {}, secret);
}
