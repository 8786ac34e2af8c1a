import { createDefaultExecutor } from '@graphql-tools/delegate';
import { buildHTTPExecutor } from '@graphql-tools/executor-http';
import { getStitchedSchemaFromSupergraphSdl } from '@graphql-tools/federation';
import { composeServices } from '@theguild/federation-composition';
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
 * Composes the domains' Federation v2 subgraphs into one supergraph and executes it with
 * stitching-based federation: in-process executors by default, HTTP where SUBGRAPH_<NAME>_URL is set.
 */
export function buildSupergraph(
  domains: Domain[],
  deps: DomainDeps,
  subgraphUrls: Record<string, string>,
): { schema: GraphQLSchema; supergraphSdl: string } {
  const composed = composeServices(
    domains.map((d) => ({
      name: d.name,
      typeDefs: d.typeDefs,
      url: subgraphUrls[d.name] ? `${subgraphUrls[d.name]}/graphql` : `in-process://${d.name}`,
    })),
  );
  if (!composed.supergraphSdl) {
    throw new Error(
      `Supergraph composition failed:\n${(composed.errors ?? []).map((e) => e.message).join('\n')}`,
    );
  }
  const local = new Map(
    domains.filter((d) => !subgraphUrls[d.name]).map((d) => [graphName(d.name), d.schema(deps)]),
  );
  const schema = getStitchedSchemaFromSupergraphSdl({
    supergraphSdl: composed.supergraphSdl,
    onSubschemaConfig(cfg) {
      const localSchema = local.get(cfg.name.toUpperCase());
      if (localSchema) {
        cfg.executor = createDefaultExecutor(localSchema);
      } else {
        cfg.executor = buildHTTPExecutor({
          endpoint: cfg.endpoint,
          headers: (req) => ({
            [VIEWER_HEADER]: (req?.context as GatewayContext | undefined)?.signedViewer ?? '',
          }),
        });
      }
    },
  });
  return { schema, supergraphSdl: composed.supergraphSdl };
}

/** The join__Graph enum value composition gives a subgraph name ("service_config" -> "SERVICE_CONFIG"). */
export const graphName = (name: string) => name.toUpperCase().replace(/[^A-Z0-9_]/g, '_');

export async function signContext(ctx: RequestContext, secret: string) {
  return signViewer(ctx.viewer, ctx.viewer ? await ctx.memberships() : {}, secret);
}
