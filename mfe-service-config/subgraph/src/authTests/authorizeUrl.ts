/**
 * The partner's authorization URL for an authentication test (PROTOCOL.md "OAuth2"): client_id,
 * response_type=code, scope, state, redirect_uri, and for the PKCE types code_challenge with
 * code_challenge_method=S256. The URL's own query (say, ?audience=…) is kept.
 */
export function buildAuthorizeUrl(opts: {
  authorizationUrl: string;
  clientId: string;
  scope: string;
  state: string;
  redirectUri: string;
  codeChallenge?: string | null;
}): string {
  const url = new URL(opts.authorizationUrl);
  const params = url.searchParams;
  params.set('client_id', opts.clientId);
  params.set('response_type', 'code');
  params.set('scope', opts.scope);
  params.set('state', opts.state);
  params.set('redirect_uri', opts.redirectUri);
  if (opts.codeChallenge) {
    params.set('code_challenge', opts.codeChallenge);
    params.set('code_challenge_method', 'S256');
  }
  return url.href;
}

/** Where the partner sends the browser back: a page of the web remote, served by the shell. */
export const authTestCallbackPath = (moduleName: string) =>
  `/services/${encodeURIComponent(moduleName)}/auth_tests/callback`;

/**
 * Where the browser that began the test must come back to: the Origin it sent with the POST (kept
 * by the gateway when it forwards to a scaled-out subgraph), else PUBLIC_URL, else this request's
 * host. The browser's own origin comes first because the test waits in that origin's
 * sessionStorage and its session cookie is that host's: the gateway fills PUBLIC_URL in with
 * http://localhost:PORT when it is not set, which a browser on 127.0.0.1:PORT would not come back to.
 */
export function publicOrigin(opts: {
  publicUrl?: string | null;
  originHeader?: string | null;
  protocol: string;
  host?: string | null;
}): string {
  return (
    originOf(opts.originHeader) ??
    originOf(opts.publicUrl) ??
    `${opts.protocol}://${opts.host ?? 'localhost'}`
  );
}

function originOf(value: string | null | undefined): string | null {
  if (!value || value === 'null') return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    // PUBLIC_URL may carry a path prefix (a platform served under /switchyard).
    return (url.origin + url.pathname).replace(/\/+$/, '');
  } catch {
    return null;
  }
}
