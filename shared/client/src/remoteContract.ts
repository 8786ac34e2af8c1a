/** One entry of GET /remotes.json: where a remote's code is and which route prefixes it mounts on. */
export interface RemoteEntry {
  name: string;
  /** URL of the remote's mf-manifest.json (or remoteEntry.js). */
  entry: string;
  /** Path prefixes, e.g. "/organizations"; "/services/new" style prefixes match whole segments. */
  routes: string[];
  /** The version `entry` serves (the registry's `<build version>-<hash>`). */
  version?: string;
  /**
   * Set when `entry` is a canary's manifest: the live version's manifest, which the shell loads
   * instead when the canary fails to load.
   */
  fallback?: string;
}

export interface RemoteRegistry {
  remotes: RemoteEntry[];
}

/** Whether a pathname falls under a route prefix (whole segments only). */
export function matchesRoute(pathname: string, prefix: string): boolean {
  if (prefix === '/') return pathname === '/';
  return pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}
