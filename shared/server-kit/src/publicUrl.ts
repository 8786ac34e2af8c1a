/** The platform's address when PUBLIC_URL is not set: the gateway's default port (the quick start). */
export const DEFAULT_PUBLIC_URL = 'http://localhost:8080';

/**
 * The platform's address as users reach it: PUBLIC_URL (an http(s) URL, its path prefix kept, no
 * trailing slash), else DEFAULT_PUBLIC_URL. The gateway always passes its own PUBLIC_URL (default
 * http://localhost:$PORT) to the domains it hosts; a subgraph running as its own service is given it.
 *
 * Addresses that leave the platform (OAuth redirect URIs, e-mailed links) are built from this only,
 * never from a request's Origin, Host or X-Forwarded-* headers, which the caller chooses.
 */
export function publicBaseUrl(env: NodeJS.ProcessEnv): string {
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
