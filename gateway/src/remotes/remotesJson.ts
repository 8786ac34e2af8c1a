import type { RequestHandler } from 'express';
import type { RemoteEntry } from '@switchyard/client/boot';
import { inCanary } from './canary';
import { versionBase } from './preloads';
import type { PublishedVersion, Release } from './types';

/** A remote as this process serves it: pinned to an outside URL (REMOTE_<NAME>_URL), or by the registry. */
export type ServedRemote =
  | { name: string; routes: string[]; url: string; release?: undefined }
  | { name: string; routes: string[]; release: Release; url?: undefined };

/**
 * Every remote to list: the checkout's in their order, then any other the registry has. A remote
 * with REMOTE_<NAME>_URL bypasses the registry; one with neither a URL nor a release is left out
 * (there is nothing to load).
 */
export function servedRemotes(
  releases: Release[],
  remoteUrls: Record<string, string>,
  local: { name: string; routes: string[] }[],
): ServedRemote[] {
  const byName = new Map(releases.map((r) => [r.remote, r]));
  const names = [
    ...local.map((l) => l.name),
    ...releases
      .map((r) => r.remote)
      .filter((n) => !local.some((l) => l.name === n))
      .sort(),
  ];
  return names.flatMap((name): ServedRemote[] => {
    const routes = local.find((l) => l.name === name)?.routes ?? [];
    const url = remoteUrls[name];
    if (url) return [{ name, routes, url }];
    const release = byName.get(name);
    return release ? [{ name, routes, release }] : [];
  });
}

const manifestUrl = (v: PublishedVersion) => `${versionBase(v)}mf-manifest.json`;

/** The version of a remote a user is served: the canary when the user is in its share, else the live one. */
export function servedVersion(release: Release, userId: string | null): PublishedVersion {
  const { canary } = release;
  return canary && userId && inCanary(userId, release.remote, canary.percent) ? canary.version : release.live;
}

/**
 * The entries of /remotes.json (and of the page's boot data) for a user: each remote's manifest
 * URL and version; for a user in a canary's share the canary's, with the live one as `fallback`.
 */
export function remoteEntries(remotes: ServedRemote[], userId: string | null): RemoteEntry[] {
  return remotes.map((r) => {
    if (!r.release) return { name: r.name, entry: r.url, routes: r.routes };
    const v = servedVersion(r.release, userId);
    const entry: RemoteEntry = {
      name: r.name,
      entry: manifestUrl(v),
      routes: v.built.routes?.length ? v.built.routes : r.routes,
      version: v.version,
    };
    if (v !== r.release.live) entry.fallback = manifestUrl(r.release.live);
    return entry;
  });
}

/** GET /remotes.json for the session's user (load the session before it): private, revalidated. */
export function remotesJsonRoute(registry: {
  entriesFor(userId: string | null): RemoteEntry[];
}): RequestHandler {
  return (req, res) => {
    res.setHeader('Cache-Control', 'private, no-cache');
    res.json({ remotes: registry.entriesFor(req.viewer?.id ?? null) });
  };
}
