import { DEFAULT_PUBLIC_URL, type Env } from './settings';

/**
 * @deprecated Read `settings.publicUrl` (DomainDeps.settings): PUBLIC_URL, checked at start-up.
 *
 * The platform's address as users reach it: PUBLIC_URL (an http(s) URL, its path prefix kept, no
 * trailing slash), else DEFAULT_PUBLIC_URL. Addresses that leave the platform (OAuth redirect URIs,
 * e-mailed links) are built from this only, never from a request's Origin, Host or X-Forwarded-*
 * headers, which the caller chooses.
 */
export function publicBaseUrl(env: Env): string {
  const configured = env.PUBLIC_URL?.trim();
  if (configured) {
    try {
      const url = new URL(configured);
      if (url.protocol === 'http:' || url.protocol === 'https:')
        return (url.origin + url.pathname).replace(/\/+$/, '');
    } catch {
      // not a URL: the default below
    }
  }
  return DEFAULT_PUBLIC_URL;
}
