import type { GatewayPlugin } from '@graphql-hive/gateway-runtime';
import { signViewer, VIEWER_HEADER } from '@switchyard/server-kit';
import { cookieValue, SESSION_COOKIE } from './cookie';
import { CSRF_HEADER, CSRF_MESSAGE, csrfTokenMatches, SAFE_METHODS } from './csrf';
import { RouterError } from './errorMapping';
import type { MembershipsAnswer } from './membershipsCache';
import { orgUnavailablePlugin } from './orgUnavailable';
import type { LoadedSession } from './recentSessions';

/** What a router answers a request without a signed-in session (the project gateway's answer too). */
export const UNAUTHENTICATED_BODY = {
  errors: [{ message: 'You need to sign in first.', extensions: { code: 'UNAUTHENTICATED' } }],
};
/** What a router answers a state-changing request without its session's CSRF token. */
export const CSRF_REFUSED_BODY = {
  error: CSRF_MESSAGE,
  errors: [{ attribute: 'authenticity_token', message: CSRF_MESSAGE }],
};

export interface SessionAuthOptions {
  /** The session named by the cookie, and its signed-in user. */
  loadSession(id: string): Promise<LoadedSession>;
  /**
   * The user's role in each of their organizations (the organization domain vouches for them), and
   * whether it could not be asked (cachedMemberships' read).
   */
  memberships(userId: string): Promise<MembershipsAnswer>;
  /** SESSION_SECRET: the key the subgraphs verify the viewer header with. */
  secret: string;
  graphqlEndpoint?: string;
}

/**
 * The project's sign-in step for Hive Gateway (or any router on its runtime): the session cookie
 * becomes the viewer and memberships signed in the header every subgraph verifies. A request
 * without a signed-in session gets 401 and UNAUTHENTICATED; a POST without the session's CSRF token
 * gets 403; neither reaches a subgraph. With the organization domain unreachable and no memberships
 * kept for the user, the request goes on without any, and its answer names org as unavailable.
 *
 * The header goes on the subgraph request's `extensions.headers` (as Hive's own header propagation
 * does), not in onFetch: executor-http shares identical requests in flight keyed by their headers as
 * they are then, so a header added later could hand one viewer's answer to another.
 */
export function sessionAuthPlugin(opts: SessionAuthOptions): GatewayPlugin {
  const endpoint = opts.graphqlEndpoint ?? '/graphql';
  const signed = new WeakMap<Request, string>();
  const orgUnavailable = new WeakSet<Request>();
  const loadSession = (id: string) =>
    opts.loadSession(id).catch((err: unknown) => {
      throw new RouterError(
        503,
        'SERVICE_UNAVAILABLE',
        'Your session could not be checked right now. Try again in a moment.',
        { cause: err },
      );
    });
  const executeHooks = orgUnavailablePlugin((context) => {
    const request = (context as { request?: Request } | undefined)?.request;
    return !!request && orgUnavailable.has(request);
  });
  const refuse = (Response: typeof globalThis.Response, status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });

  return {
    onRequest({ request, url, endResponse, fetchAPI }) {
      if (url.pathname !== endpoint) return;
      const id = cookieValue(request.headers.get('cookie'), SESSION_COOKIE);
      return (async () => {
        const { data, viewer } = id ? await loadSession(id) : { data: null, viewer: null };
        if (!viewer) return endResponse(refuse(fetchAPI.Response, 401, UNAUTHENTICATED_BODY));
        if (
          !SAFE_METHODS.has(request.method) &&
          !csrfTokenMatches(request.headers.get(CSRF_HEADER), data?.csrfToken)
        )
          return endResponse(refuse(fetchAPI.Response, 403, CSRF_REFUSED_BODY));
        const { memberships, unavailable } = await opts.memberships(viewer.id);
        if (unavailable) orgUnavailable.add(request);
        signed.set(request, signViewer(viewer, memberships, opts.secret));
      })();
    },
    onExecute: executeHooks.onExecute,
    onSubgraphExecute({ executionRequest }) {
      const request = (executionRequest.context as { request?: Request } | undefined)?.request;
      const header = request && signed.get(request);
      if (!header) return;
      const extensions = (executionRequest.extensions ??= {});
      extensions.headers = { ...(extensions.headers as object | undefined), [VIEWER_HEADER]: header };
    },
  };
}
