import { buildHTTPExecutor } from '@graphql-tools/executor-http';
import { fetch, Response } from '@whatwg-node/fetch';
import { getOperationAST, print, type DocumentNode } from 'graphql';
import type { createDefaultExecutor } from '@graphql-tools/delegate';
import { fetchWithin, SUBGRAPH_TIMEOUT_MS, unavailableAsError } from '@switchyard/router-auth';
import { requestHeaders, signViewer, VIEWER_HEADER, type RequestContext } from '@switchyard/server-kit';

type Executor = ReturnType<typeof createDefaultExecutor>;

export interface GatewayContext extends RequestContext {
  /** The viewer and memberships signed for subgraphs that run as their own service. */
  signedViewer?: string;
  /** The organization domain could not be asked for the viewer's memberships, and none were kept. */
  membershipsUnavailable?: () => Promise<boolean>;
}

/**
 * The request's X-Request-ID and traceparent, added at the fetch: below executor-http's sharing of
 * identical requests in flight (keyed by the headers above), which a per-request header would end.
 * A shared call carries the id of the request that made it.
 */
const withRequestHeaders: typeof fetch = (url, init) => {
  const headers = new Headers(init?.headers as HeadersInit | undefined);
  for (const [name, value] of Object.entries(requestHeaders())) headers.set(name, value);
  return fetch(url, { ...init, headers });
};

/** A subgraph run as its own service, sent the viewer signed in a header. */
export const httpSubgraphExecutor = (subgraph: string, endpoint: string) =>
  unavailableAsError(
    subgraph,
    buildHTTPExecutor({
      endpoint,
      fetch: fetchWithin(withRequestHeaders, SUBGRAPH_TIMEOUT_MS, Response),
      headers: (req) => ({
        [VIEWER_HEADER]: (req?.context as GatewayContext | undefined)?.signedViewer ?? '',
      }),
    }),
  );

/** The join__Graph enum value composition gives a subgraph name ("service_config" -> "SERVICE_CONFIG"). */
export const graphName = (name: string) => name.toUpperCase().replace(/[^A-Z0-9_]/g, '_');

export async function signContext(ctx: RequestContext, secret: string) {
  return signViewer(ctx.viewer, ctx.viewer ? await ctx.memberships() : {}, secret);
}

/**
 * Identical queries in flight at the same moment for the same viewer and memberships run once and
 * share the answer, as executor-http does for a subgraph over HTTP (where the signed header is part
 * of the key). Mutations always run.
 */
export function sharingInflight(executor: Executor): Executor {
  const inflight = new Map<string, Promise<unknown>>();
  const printed = new WeakMap<DocumentNode, string>();
  // The memberships cache hands out the same object until they change: serialized once.
  const serialized = new WeakMap<object, string>();
  return (async (request) => {
    if (getOperationAST(request.document, request.operationName)?.operation !== 'query')
      return executor(request);
    const ctx = request.context as GatewayContext | undefined;
    let text = printed.get(request.document);
    if (text === undefined) printed.set(request.document, (text = print(request.document)));
    let viewer = '';
    if (ctx?.viewer) {
      const memberships = await ctx.memberships();
      let grants = serialized.get(memberships);
      if (grants === undefined) serialized.set(memberships, (grants = JSON.stringify(memberships)));
      viewer = `${ctx.viewer.id}:${grants}`;
    }
    const key = `${viewer}\n${text}\n${JSON.stringify(request.variables ?? {})}`;
    let answer = inflight.get(key);
    if (!answer) {
      answer = Promise.resolve(executor(request)).finally(() => inflight.delete(key));
      inflight.set(key, answer);
    }
    return answer;
  }) as Executor;
}
