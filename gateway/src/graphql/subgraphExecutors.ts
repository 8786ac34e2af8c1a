import { buildHTTPExecutor } from '@graphql-tools/executor-http';
import { fetch, Response } from '@whatwg-node/fetch';
import { getOperationAST, GraphQLError, print, type DocumentNode, type ExecutionResult } from 'graphql';
import type { createDefaultExecutor } from '@graphql-tools/delegate';

type Executor = ReturnType<typeof createDefaultExecutor>;
import { signViewer, VIEWER_HEADER, type RequestContext } from '@switchyard/server-kit';

export interface GatewayContext extends RequestContext {
  /** The viewer and memberships signed for subgraphs that run as their own service. */
  signedViewer?: string;
}

/** A subgraph run as its own service, sent the viewer signed in a header. */
export const httpSubgraphExecutor = (subgraph: string, endpoint: string) =>
  unavailableAsError(
    subgraph,
    buildHTTPExecutor({
      endpoint,
      fetch: fetchWithin(SUBGRAPH_TIMEOUT_MS),
      headers: (req) => ({
        [VIEWER_HEADER]: (req?.context as GatewayContext | undefined)?.signedViewer ?? '',
      }),
    }),
  );

/** A subgraph that has not answered by then is unavailable for this request (a slow one must not hang the page). */
const SUBGRAPH_TIMEOUT_MS = 10_000;
/** @graphql-tools/executor-http's codes for a call that got no GraphQL answer ('' when it sets none). */
const TRANSPORT_FAILURE = new Set(['', 'SUBREQUEST_HTTP_ERROR', 'TIMEOUT_ERROR']);

/**
 * fetch with a deadline on the whole answer, body included: the call is aborted after `ms`. Its own
 * timer and signal, both cleared when done: executor-http's `timeout` option chained a listener per
 * call onto a long-lived signal that only garbage collection removes, and under load adding those
 * listeners took 15% of the gateway's CPU (bench/README.md, figure 16).
 */
function fetchWithin(ms: number) {
  return async (url: string, init: RequestInit = {}) => {
    const deadline = new AbortController();
    const outer = init.signal;
    const abort = () => deadline.abort(outer?.reason);
    outer?.addEventListener('abort', abort, { once: true });
    const timer = setTimeout(() => deadline.abort(new Error(`no answer within ${ms} ms`)), ms);
    try {
      const res = await fetch(url, { ...init, signal: deadline.signal });
      const body = await res.text();
      return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener('abort', abort);
    }
  };
}

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

/**
 * Identical queries in flight at the same moment for the same viewer and memberships run once and
 * share the answer, as executor-http does for a subgraph over HTTP (where the signed header is part
 * of the key). Mutations always run.
 */
export function sharingInflight(executor: Executor): Executor {
  const inflight = new Map<string, Promise<unknown>>();
  const printed = new WeakMap<DocumentNode, string>();
  return (async (request) => {
    if (getOperationAST(request.document, request.operationName)?.operation !== 'query')
      return executor(request);
    const ctx = request.context as GatewayContext | undefined;
    let text = printed.get(request.document);
    if (text === undefined) printed.set(request.document, (text = print(request.document)));
    const viewer = ctx?.viewer ? `${ctx.viewer.id}:${JSON.stringify(await ctx.memberships())}` : '';
    const key = `${viewer}\n${text}\n${JSON.stringify(request.variables ?? {})}`;
    let answer = inflight.get(key);
    if (!answer) {
      answer = Promise.resolve(executor(request)).finally(() => inflight.delete(key));
      inflight.set(key, answer);
    }
    return answer;
  }) as Executor;
}
