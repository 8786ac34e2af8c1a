import type { Viewer } from '@switchyard/server-kit';

export interface SignedIn {
  /** "name=value" of the session cookie. */
  cookie: string;
  cookieName: string;
  cookieValue: string;
  csrfToken: string;
  viewer: Viewer;
}

function sessionCookie(res: Response): string | undefined {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.includes('=') && !c.endsWith('='));
}

/** Signs in through the gateway's JSON login, as the shell's sign-in form does: GET /session for a CSRF token, POST /login. */
export async function signIn(base: string, login: string, password = 'switchyard'): Promise<SignedIn> {
  const first = await fetch(`${base}/session`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  const anonymous = sessionCookie(first);
  const { csrfToken } = (await first.json()) as { csrfToken: string };
  if (!anonymous || !csrfToken)
    throw new Error(`GET /session gave no session cookie or CSRF token (${first.status})`);
  const res = await fetch(`${base}/login`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      cookie: anonymous,
      'x-csrf-token': csrfToken,
    },
    body: JSON.stringify({ login, password }),
    redirect: 'manual',
    signal: AbortSignal.timeout(10_000),
  });
  if (res.status !== 200) throw new Error(`signing in as ${login} failed: ${res.status} ${await res.text()}`);
  const cookie = sessionCookie(res);
  if (!cookie) throw new Error('POST /login set no session cookie');
  const body = (await res.json()) as { viewer: Viewer; csrfToken: string };
  const i = cookie.indexOf('=');
  return {
    cookie,
    cookieName: cookie.slice(0, i),
    cookieValue: cookie.slice(i + 1),
    csrfToken: body.csrfToken,
    viewer: body.viewer,
  };
}

/** POST /graphql as the signed-in user, as a page does; throws unless it answers 200 with data and no errors. */
export async function askGraphql(
  base: string,
  session: SignedIn,
  request: { label: string; query: string; operationName?: string; variables?: Record<string, unknown> },
): Promise<unknown> {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      cookie: session.cookie,
      'x-csrf-token': session.csrfToken,
    },
    body: JSON.stringify({
      query: request.query,
      operationName: request.operationName,
      variables: request.variables,
    }),
  });
  const body = (await res.json()) as { data?: unknown; errors?: unknown[] };
  if (res.status !== 200 || body.errors || !body.data)
    throw new Error(`${request.label}: ${res.status} ${JSON.stringify(body.errors ?? body).slice(0, 500)}`);
  return body.data;
}
