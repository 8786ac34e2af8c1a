import { createHash, randomBytes } from 'node:crypto';
import type { PartnerSettings } from './partnerSettings';
import { usesPkce } from './partnerSettings';

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

/** The browser's origin for the callback: the Origin it sent with the POST, else PUBLIC_URL. */
export function callbackOrigin(
  originHeader: string | undefined,
  publicUrl: string | undefined,
  host: string,
): string {
  for (const candidate of [originHeader, publicUrl]) {
    if (!candidate || candidate === 'null') continue;
    try {
      const url = new URL(candidate);
      if (url.protocol === 'http:' || url.protocol === 'https:')
        return (url.origin + url.pathname).replace(/\/+$/, '');
    } catch {
      // not a URL: try the next
    }
  }
  return `http://${host}`;
}
