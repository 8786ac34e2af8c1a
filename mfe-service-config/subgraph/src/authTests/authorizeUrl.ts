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
 * The redirect URI of an authentication test: the callback page under the platform's PUBLIC_URL
 * (`settings.publicUrl`, its path prefix kept). Never derived from the request (Origin, Host, X-Forwarded-*): a hostile
 * origin would otherwise receive the authorization code. A browser must use PUBLIC_URL's address
 * (its sessionStorage and session cookie hold the test).
 */
export const authTestRedirectUri = (publicUrl: string, moduleName: string) =>
  publicUrl + authTestCallbackPath(moduleName);
