import type { GatewayPlugin } from '@graphql-hive/gateway-runtime';
import {
  getOperationAST,
  GraphQLError,
  Kind,
  type DocumentNode,
  type ExecutionResult,
  type SelectionSetNode,
} from 'graphql';

/** A subgraph that has not answered by then is unavailable for this request (a slow one must not hang the page). */
export const SUBGRAPH_TIMEOUT_MS = 10_000;
/** @graphql-tools/executor-http's codes for a call that got no GraphQL answer ('' when it sets none). */
const TRANSPORT_FAILURE = new Set(['', 'SUBREQUEST_HTTP_ERROR', 'TIMEOUT_ERROR', 'GATEWAY_TIMEOUT']);

/** Any executor (of whichever @graphql-tools version): the wrapper keeps its type. */
type SomeExecutor = (request: never) => unknown;

/** What a client is told of a subgraph that could not be reached. */
export const unavailableMessage = (subgraph: string) =>
  `The ${subgraph} subgraph is unavailable. Try again in a moment.`;

/**
 * A subgraph that cannot be reached (refused, reset, timed out, not GraphQL) answers its part of the
 * request with one named error, SUBGRAPH_UNAVAILABLE, and no internals; its fields are null and the
 * other subgraphs' fields are answered (the fields one domain adds to another's types are nullable).
 */
export function unavailableAsError<E extends SomeExecutor>(subgraph: string, executor: E): E {
  const message = unavailableMessage(subgraph);
  const extensions = { code: 'SUBGRAPH_UNAVAILABLE', subgraph };
  const unavailable = (request: SubgraphRequest): ExecutionResult => {
    const paths = fieldPaths(request);
    return {
      data: null,
      errors: (paths.length ? paths : [undefined]).map(
        (path) => new GraphQLError(message, { path, extensions }),
      ),
    };
  };
  const wrapped = async (request: Parameters<E>[0]) => {
    try {
      const result = (await executor(request)) as ExecutionResult;
      // The HTTP executor turns a failed fetch, a time-out or a non-GraphQL answer into errors
      // without a path (their extensions carry the request: internals no client should see).
      const failed =
        result?.errors?.length &&
        result.data == null &&
        result.errors.every((e) => !e.path && TRANSPORT_FAILURE.has(String(e.extensions?.code ?? '')));
      return failed ? unavailable(request) : result;
    } catch {
      return unavailable(request);
    }
  };
  return wrapped as unknown as E;
}

interface SubgraphRequest {
  document?: DocumentNode;
  operationName?: string;
  variables?: Record<string, unknown>;
}

/**
 * The paths of the fields a subgraph call asked for, in its answer: each root field, and for an
 * entity fetch each representation's fields (`_entities.0.services`). Routers place errors by
 * their path: without one, a query-plan router puts the error on the entity (the organization),
 * not on the field that failed (its services).
 */
function fieldPaths({ document, operationName, variables }: SubgraphRequest): (string | number)[][] {
  const operation = document && getOperationAST(document, operationName);
  if (!operation) return [];
  return operation.selectionSet.selections.flatMap((root) => {
    if (root.kind !== Kind.FIELD) return [];
    const key = root.alias?.value ?? root.name.value;
    if (root.name.value !== '_entities' || !root.selectionSet) return [[key]];
    const argument = root.arguments?.find((a) => a.name.value === 'representations')?.value;
    const representations =
      argument?.kind === Kind.VARIABLE
        ? variables?.[argument.name.value]
        : argument?.kind === Kind.LIST
          ? argument.values
          : [];
    const fields = responseKeys(root.selectionSet);
    return Array.isArray(representations)
      ? representations.flatMap((_, i) => fields.map((field) => [key, i, field]))
      : [[key]];
  });
}

/** The response keys a selection set asks for, through inline fragments (not __typename). */
function responseKeys(selectionSet: SelectionSetNode): string[] {
  const keys = selectionSet.selections.flatMap((s) =>
    s.kind === Kind.FIELD
      ? s.name.value === '__typename'
        ? []
        : [s.alias?.value ?? s.name.value]
      : s.kind === Kind.INLINE_FRAGMENT
        ? responseKeys(s.selectionSet)
        : [],
  );
  return [...new Set(keys)];
}

/**
 * A signal aborted when `outer` is or after `ms`, whichever comes first; call `done` once the answer
 * is in. Its own timer, cleared then, rather than AbortSignal.any or AbortSignal.timeout, whose
 * listeners and timers pile up under load (15% of the gateway's CPU: bench/README.md, figure 16).
 */
function deadlineSignal(outer: AbortSignal | null | undefined, ms: number) {
  const deadline = new AbortController();
  const abort = () => deadline.abort(outer?.reason);
  outer?.addEventListener('abort', abort, { once: true });
  const timer = setTimeout(() => deadline.abort(new Error(`no answer within ${ms} ms`)), ms);
  return {
    signal: deadline.signal,
    done() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', abort);
    },
  };
}

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/**
 * fetch with a deadline on the whole answer, body included (read before the deadline is cleared).
 * On the fetch, not on the executor: executor-http chains a signal given with the request onto its
 * own long-lived one (AbortSignal.any again), which cost 6% of the router's CPU under load.
 */
export function fetchWithin(fetchFn: Fetch, ms: number, ResponseClass: typeof Response = Response): Fetch {
  return async (url, init = {}) => {
    const deadline = deadlineSignal(init.signal, ms);
    try {
      const res = await fetchFn(url, { ...init, signal: deadline.signal });
      const body = await res.text();
      return new ResponseClass(body, {
        status: res.status,
        statusText: res.statusText,
        headers: res.headers,
      });
    } finally {
      deadline.done();
    }
  };
}

/** For Hive Gateway: every subgraph call gets the deadline, and an unreachable subgraph SUBGRAPH_UNAVAILABLE. */
export function subgraphAvailabilityPlugin(timeoutMs = SUBGRAPH_TIMEOUT_MS): GatewayPlugin {
  return {
    onSubgraphExecute({ subgraphName, executor, setExecutor }) {
      setExecutor(unavailableAsError(subgraphName.toLowerCase(), executor));
    },
    onFetch({ fetchFn, setFetchFn }) {
      setFetchFn(fetchWithin(fetchFn as Fetch, timeoutMs) as typeof fetchFn);
    },
  };
}
