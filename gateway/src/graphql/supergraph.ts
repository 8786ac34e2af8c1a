import { createDefaultExecutor } from '@graphql-tools/delegate';
import { buildHTTPExecutor } from '@graphql-tools/executor-http';
import { getStitchedSchemaFromSupergraphSdl } from '@graphql-tools/federation';
import { GraphQLError, type ExecutionResult, type GraphQLSchema } from 'graphql';
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
        cfg.executor = unavailableAsError(
          cfg.name.toLowerCase(),
          buildHTTPExecutor({
            endpoint,
            timeout: SUBGRAPH_TIMEOUT_MS,
            headers: (req) => ({
              [VIEWER_HEADER]: (req?.context as GatewayContext | undefined)?.signedViewer ?? '',
            }),
          }),
        );
      } else {
        throw new Error(
          `The supergraph's subgraph "${cfg.name.toLowerCase()}" is neither hosted here nor given a SUBGRAPH_${graph}_URL.`,
        );
      }
    },
  });
}

/** A subgraph that has not answered by then is unavailable for this request (a slow one must not hang the page). */
const SUBGRAPH_TIMEOUT_MS = 10_000;
/** @graphql-tools/executor-http's codes for a call that got no GraphQL answer ('' when it sets none). */
const TRANSPORT_FAILURE = new Set(['', 'SUBREQUEST_HTTP_ERROR', 'TIMEOUT_ERROR']);

type HttpExecutor = ReturnType<typeof buildHTTPExecutor>;

/**
 * A subgraph that cannot be reached (refused, reset, timed out, not GraphQL) answers its part of the
 * request with one named error, SUBGRAPH_UNAVAILABLE, and no internals; its fields are null and the
 * other subgraphs' fields are answered (the fields one domain adds to another's types are nullable).
 */
function unavailableAsError(subgraph: string, http: HttpExecutor): HttpExecutor {
  const unavailable = (): ExecutionResult => ({
    data: null,
    errors: [
      new GraphQLError(`The ${subgraph} subgraph is unavailable. Try again in a moment.`, {
        extensions: { code: 'SUBGRAPH_UNAVAILABLE', subgraph },
      }),
    ],
  });
  return (async (request: Parameters<HttpExecutor>[0]) => {
    try {
      const result = (await http(request)) as ExecutionResult;
      // The HTTP executor turns a failed fetch, a time-out or a non-GraphQL answer into errors
      // without a path (their extensions carry the request: internals no client should see).
      const failed =
        result?.errors?.length &&
        result.data == null &&
        result.errors.every((e) => !e.path && TRANSPORT_FAILURE.has(String(e.extensions?.code ?? '')));
      return failed ? unavailable() : result;
    } catch {
      return unavailable();
    }
  }) as HttpExecutor;
}

/** The join__Graph enum value composition gives a subgraph name ("service_config" -> "SERVICE_CONFIG"). */
export const graphName = (name: string) => name.toUpperCase().replace(/[^A-Z0-9_]/g, '_');

export async function signContext(ctx: RequestContext, secret: string) {
  return signViewer(ctx.viewer, ctx.viewer ? await ctx.memberships() : {}, secret);
}
