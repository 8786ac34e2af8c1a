import {
  expect,
  type APIRequestContext,
  type APIResponse,
  type PlaywrightWorkerArgs,
} from '@playwright/test';
import { BASE_URL, DEMO_PASSWORD, users, type DemoLogin } from './demo';

type Playwright = PlaywrightWorkerArgs['playwright'];

/** A client of the gateway with its own cookie jar: anonymous, or signed in as a demo user. */
export interface ApiClient {
  request: APIRequestContext;
  /** The CSRF token of this client's session. */
  csrf: string;
  /** POST /graphql with this session's CSRF token (unless `csrf: null`). */
  graphql(
    query: string,
    variables?: Record<string, unknown>,
    opts?: { csrf?: string | null },
  ): Promise<GraphqlResult>;
  dispose(): Promise<void>;
}

export interface GraphqlResult {
  status: number;
  body: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: { code?: string } }[];
    error?: string;
  };
  text: string;
}

/** Every answer is checked for a server error: bad input must never cause a 500. */
export async function read(response: APIResponse): Promise<{ status: number; text: string; json: unknown }> {
  const status = response.status();
  const text = await response.text();
  expect(status, `${response.url()} answered ${status}: ${text.slice(0, 300)}`).toBeLessThan(500);
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON (an HTML page); callers that need JSON assert on it
  }
  return { status, text, json };
}

export async function apiClient(playwright: Playwright, who?: DemoLogin): Promise<ApiClient> {
  const request = await playwright.request.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { Accept: 'application/json' },
  });
  const session = (await read(await request.get('/session'))).json as { csrfToken: string };
  let csrf = session.csrfToken;
  if (who) {
    const res = await read(
      await request.post('/login', {
        headers: { 'X-CSRF-Token': csrf },
        data: { login: users[who].login, password: DEMO_PASSWORD },
      }),
    );
    expect(res.status, `${who} signs in`).toBe(200);
    // Signing in starts a new session with a new token.
    csrf = (res.json as { csrfToken: string }).csrfToken;
  }
  const client: ApiClient = {
    request,
    csrf,
    async graphql(query, variables = {}, opts = {}) {
      const token = opts.csrf === undefined ? client.csrf : opts.csrf;
      const res = await read(
        await request.post('/graphql', {
          headers: token === null ? {} : { 'X-CSRF-Token': token },
          data: { query, variables },
        }),
      );
      return { status: res.status, body: (res.json ?? {}) as GraphqlResult['body'], text: res.text };
    },
    dispose: () => request.dispose(),
  };
  return client;
}

/** Removes the user's connection to a service, if any: a spec that connects starts unconnected (a retry may find the first try's). */
export async function disconnect(playwright: Playwright, who: DemoLogin, service: string): Promise<void> {
  const client = await apiClient(playwright, who);
  await client.request.delete(`/my_services/${service}`, { headers: { 'X-CSRF-Token': client.csrf } });
  await client.dispose();
}

/** The viewer of a client's session (null when signed out). */
export async function viewerOf(client: ApiClient): Promise<{ login: string } | null> {
  const res = await read(await client.request.get('/session'));
  return (res.json as { viewer: { login: string } | null }).viewer;
}
