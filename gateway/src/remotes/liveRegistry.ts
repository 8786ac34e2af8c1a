import { statSync } from 'node:fs';
import { join } from 'node:path';
import { matchesRoute, type RemoteEntry } from '@switchyard/client/boot';
import { listen, logger, type Db } from '@switchyard/server-kit';
import { remoteOrigins } from './csp';
import { versionPreloads } from './preloads';
import { registryGeneration, readReleases } from './registryStore';
import { remoteEntries, servedRemotes, servedVersion, type ServedRemote } from './remotesJson';
import { REMOTES_CHANGED_CHANNEL, type PublishedVersion, type Release } from './types';

/** A remote of the checkout: its name and the routes its package declares. */
export interface LocalRemote {
  name: string;
  routes: string[];
}

/** What the registry serves, as of one generation: everything a request asks of it, computed once. */
export interface RegistrySnapshot {
  /** The registry's generation it was read at (max history id). */
  generation: number;
  remotes: ServedRemote[];
  /** The remotes of /remotes.json and the page's boot data for a user (null: anonymous). */
  entriesFor(userId: string | null): RemoteEntry[];
  /** Every origin a live or canary version, or a REMOTE_<NAME>_URL, loads from (the CSP's). */
  cspOrigins(): string[];
  /** The preload links of the version of the remote owning `pathname` that the user is served. */
  preloadsFor(pathname: string, userId: string | null): string[];
}

export function registrySnapshot(
  releases: Release[],
  generation: number,
  opts: { remoteUrls: Record<string, string>; local: LocalRemote[] },
): RegistrySnapshot {
  const remotes = servedRemotes(releases, opts.remoteUrls, opts.local);
  const origins = remoteOrigins(releases, opts.remoteUrls);
  const anonymous = remoteEntries(remotes, null);
  const preloads = new Map<PublishedVersion, (pathname: string) => string[]>();
  const preloadsOf = (v: PublishedVersion) => {
    let p = preloads.get(v);
    if (!p) preloads.set(v, (p = versionPreloads(v)));
    return p;
  };
  const hasCanary = remotes.some((r) => r.release?.canary);
  return {
    generation,
    remotes,
    entriesFor: (userId) => (userId && hasCanary ? remoteEntries(remotes, userId) : anonymous),
    cspOrigins: () => origins,
    preloadsFor(pathname, userId) {
      for (const r of remotes) {
        // A remote served from elsewhere (REMOTE_<NAME>_URL) is fetched from there: nothing to preload.
        if (!r.release) continue;
        const v = servedVersion(r.release, userId);
        const routes = v.built.routes?.length ? v.built.routes : r.routes;
        if (routes.some((prefix) => matchesRoute(pathname, prefix))) return preloadsOf(v)(pathname);
      }
      return [];
    },
  };
}

export interface LiveRegistry {
  /** The snapshot now; replaced as a whole on every reload. */
  current(): RegistrySnapshot;
  entriesFor(userId: string | null): RemoteEntry[];
  cspOrigins(): string[];
  preloadsFor(pathname: string, userId: string | null): string[];
  /** Reads the registry again (coalesced: calls during a reload share the next one). */
  reload(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * This process's view of the registry: loaded now, read again when a change is announced on
 * REMOTES_CHANGED_CHANNEL (and whenever that connection was lost), and when the generation polled
 * every `pollMs` moved (a missed notification). A failed read keeps the last snapshot.
 */
export async function startLiveRegistry(opts: {
  db: Db;
  remoteUrls: Record<string, string>;
  local: LocalRemote[];
  pollMs?: number;
}): Promise<LiveRegistry> {
  const { db } = opts;
  // The embedded database is this process's alone, and its notifications are never lost.
  const pollMs = opts.pollMs ?? (db.kind === 'pglite' ? 30_000 : 2000);
  const read = async () => {
    // The generation first: a change committed between the two reads shows as a newer generation
    // at the next poll, which reads again.
    const generation = await registryGeneration(db);
    const releases = await readReleases(db);
    const next = registrySnapshot(releases, generation, opts);
    if (snapshot && next.generation !== snapshot.generation)
      logger.info({ generation, from: snapshot.generation }, 'remote registry changed');
    snapshot = next;
  };
  let snapshot: RegistrySnapshot | undefined;
  await read();

  let inFlight: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const reload = (): Promise<void> => {
    if (!inFlight) {
      inFlight = read().finally(() => {
        inFlight = null;
      });
      return inFlight;
    }
    queued ??= inFlight
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return reload();
      });
    return queued;
  };
  const reloadLogged = () => {
    reload().catch((err: unknown) => logger.warn({ err }, 'the remote registry could not be read'));
  };

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const poll = async () => {
    try {
      if ((await registryGeneration(db)) !== snapshot!.generation) await reload();
    } catch (err) {
      logger.warn({ err }, 'the remote registry could not be read; serving the last known');
    }
    if (!stopped) schedule();
  };
  const schedule = () => {
    timer = setTimeout(() => void poll(), pollMs);
    timer.unref();
  };
  schedule();

  let unlisten: (() => Promise<void>) | null = null;
  try {
    unlisten = await listen(db, REMOTES_CHANGED_CHANNEL, reloadLogged, reloadLogged);
  } catch (err) {
    logger.warn({ err }, 'not listening for remote registry changes; polling only');
  }

  return {
    current: () => snapshot!,
    entriesFor: (userId) => snapshot!.entriesFor(userId),
    cspOrigins: () => snapshot!.cspOrigins(),
    preloadsFor: (pathname, userId) => snapshot!.preloadsFor(pathname, userId),
    reload,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await unlisten?.().catch(() => undefined);
      await Promise.allSettled([inFlight, queued]);
    },
  };
}

/**
 * While developing: whether a remote's local build changed since the last look (its
 * dist/mf-manifest.json's mtime), looked at no more than once per `everyMs`; `onChange` runs then
 * (re-import the builds), once at a time.
 */
export function watchLocalBuilds(
  dists: string[],
  onChange: () => Promise<void>,
  everyMs = 1000,
): () => Promise<void> {
  const mtimeOf = (dist: string) => {
    try {
      return statSync(join(dist, 'mf-manifest.json')).mtimeMs;
    } catch {
      return 0;
    }
  };
  let seen = dists.map(mtimeOf);
  let lastLook = Date.now();
  let running: Promise<void> | null = null;
  return async () => {
    if (running) return running;
    if (Date.now() - lastLook < everyMs) return;
    lastLook = Date.now();
    const now = dists.map(mtimeOf);
    if (now.every((m, i) => m === seen[i])) return;
    seen = now;
    running = onChange()
      .catch((err: unknown) => logger.warn({ err }, 'the changed local builds could not be imported'))
      .finally(() => {
        running = null;
      });
    return running;
  };
}
