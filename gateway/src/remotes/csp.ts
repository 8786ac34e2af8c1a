import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Release } from './types';

/** The origin of a URL, or null for a relative or malformed one (this gateway's own: 'self'). */
function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/**
 * Every origin the remotes load from: each live and canary version's base URL (a CDN), and each
 * REMOTE_<NAME>_URL. A remote pinned to a URL is not served by the registry: its versions' origins
 * are left out. Sorted, each once.
 */
export function remoteOrigins(releases: Release[], remoteUrls: Record<string, string>): string[] {
  const origins = new Set<string>();
  for (const r of releases) {
    if (remoteUrls[r.remote]) continue;
    for (const v of [r.live, r.canary?.version]) {
      const o = originOf(v?.baseUrl);
      if (o) origins.add(o);
    }
  }
  for (const url of Object.values(remoteUrls)) {
    const o = originOf(url);
    if (o) origins.add(o);
  }
  return [...origins].sort();
}

/**
 * Helmet's Content-Security-Policy whose script-src, style-src and connect-src are 'self' plus
 * exactly the origins the remotes load from now (`origins()`, asked per response: a switch to a
 * version on another host is allowed at once, and its host no longer once nothing is served from it).
 */
export function contentSecurityPolicy(origins: () => string[], opts: { https: boolean }): RequestHandler {
  let last: string[] | null = null;
  let joined = '';
  const sources = () => {
    const now = origins();
    if (now !== last) {
      last = now;
      joined = now.join(' ');
    }
    return joined;
  };
  const withOrigins =
    (...fixed: string[]) =>
    () =>
      [...fixed, sources()].filter(Boolean).join(' ');
  return helmet.contentSecurityPolicy({
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: [withOrigins("'self'")],
      styleSrc: [withOrigins("'self'", "'unsafe-inline'")],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      connectSrc: [withOrigins("'self'")],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: opts.https ? [] : null,
    },
  });
}
