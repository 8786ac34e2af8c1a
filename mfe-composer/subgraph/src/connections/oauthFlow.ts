import { createHash, randomBytes } from 'node:crypto';
import type { PartnerSettings } from '@switchyard/server-kit/partner-client';

const usesPkce = (authenticationType: string) => authenticationType.includes('pkce');

/**
 * The authorization URL of PROTOCOL.md "OAuth2": client_id, response_type=code, scope, state,
 * redirect_uri; PKCE types add code_challenge (S256). The state is unguessable and stored with the
 * user who began, so a callback for someone else's state finds nothing.
 */
export function beginAuthorization(settings: PartnerSettings, redirectUri: string, scope: string) {
  const state = randomBytes(24).toString('base64url');
  const verifier = usesPkce(settings.authentication_type) ? randomBytes(32).toString('base64url') : null;
  const url = new URL(settings.oauth.authorization_url!);
  url.searchParams.set('client_id', settings.oauth.client_id ?? '');
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', scope);
  url.searchParams.set('state', state);
  url.searchParams.set('redirect_uri', redirectUri);
  if (verifier) {
    url.searchParams.set('code_challenge', createHash('sha256').update(verifier).digest('base64url'));
    url.searchParams.set('code_challenge_method', 'S256');
  }
  return { state, verifier, url: url.href };
}

/** Where a connection returns to: a path of this site only (never another origin). */
export function safeReturnTo(value: unknown, fallback: string): string {
  return typeof value === 'string' && /^\/(?![/\\])[^\s]*$/.test(value) ? value : fallback;
}

/**
 * Where the partner sends the browser back after consent: the remote's callback page under the
 * platform's PUBLIC_URL (`settings.publicUrl`). Never derived from the request (Origin, Host,
 * X-Forwarded-*): a hostile origin would otherwise receive the authorization code.
 */
export function connectionRedirectUri(publicUrl: string, moduleName: string): string {
  return `${publicUrl}/my_services/${encodeURIComponent(moduleName)}/callback`;
}
