import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { HttpError, logger, type Db } from '@switchyard/server-kit';
import { readWorkspace } from '@switchyard/workspace';
import { publishVersion } from './publish';
import { adoptBuild } from './registryStore';
import type { Actor, AssetStore } from './types';

export const BUILD_ACTOR: Actor = { kind: 'build', name: 'platform build' };

export interface ImportDeps {
  db: Db;
  store: AssetStore;
  /** The checkout (or web build) holding `mfe-*\/web/dist`. */
  root: string;
  shellDist: string;
  apiSchemaSdl?: string;
  /** REMOTES_PUBLIC_URL, for the base URL of a version published here. */
  publicUrl?: string;
}

/** What happened to one remote's local build. */
export interface ImportedBuild {
  remote: string;
  version: string | null;
  created: boolean;
  live: boolean;
  /** Why it was skipped (no build, an incomplete one). */
  skipped?: string;
}

/** Every file under `dir`, by its `/`-separated path. */
async function readTree(dir: string): Promise<Map<string, Buffer>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  const read = await Promise.all(
    files.map(async (f) => [relative(dir, f).split(sep).join('/'), await readFile(f)] as const),
  );
  return new Map(read);
}

/**
 * Publishes one remote's local build (its `.br` / `.gz` kept as built, no gates: it is the platform's
 * own build) and makes it live when the README's rule says so.
 */
export async function importLocalBuild(
  deps: ImportDeps,
  remote: string,
  dist: string,
): Promise<ImportedBuild> {
  if (!existsSync(join(dist, 'mf-manifest.json')))
    return { remote, version: null, created: false, live: false, skipped: 'not built' };
  const all = await readTree(dist);
  const raw = new Map([...all].filter(([path]) => !/\.(br|gz)$/.test(path)));
  const compressed = new Map([...all].filter(([path]) => /\.(br|gz)$/.test(path)));
  try {
    const { version, created } = await publishVersion(
      {
        db: deps.db,
        store: deps.store,
        shellDist: deps.shellDist,
        apiSchemaSdl: deps.apiSchemaSdl ?? '',
        publicUrl: deps.publicUrl,
      },
      remote,
      raw,
      BUILD_ACTOR,
      { gates: false, compressed },
    );
    const live = await adoptBuild(deps.db, remote, version, BUILD_ACTOR);
    return { remote, version, created, live };
  } catch (err) {
    // A build being rewritten (pnpm dev) or broken is skipped, not fatal to the gateway's start.
    if (!(err instanceof HttpError)) throw err;
    return { remote, version: null, created: false, live: false, skipped: err.message };
  }
}

/**
 * Publishes every remote built in the checkout (`<remote dir>/dist`) as a version (actor `build`): a
 * remote with no release gets it live, one whose live version came from a build follows it, one
 * whose live version was deployed keeps it. Safe when several gateways start at once.
 */
export async function importLocalBuilds(deps: ImportDeps): Promise<ImportedBuild[]> {
  const started = performance.now();
  const remotes = readWorkspace(deps.root).remotes;
  const results = await Promise.all(
    remotes.map((r) => importLocalBuild(deps, r.name, join(deps.root, r.dir, 'dist'))),
  );
  logger.info(
    {
      ms: Math.round(performance.now() - started),
      remotes: results.map((r) => ({
        remote: r.remote,
        version: r.version,
        ...(r.created ? { published: true } : {}),
        ...(r.live ? { live: true } : {}),
        ...(r.skipped ? { skipped: r.skipped } : {}),
      })),
    },
    'imported the local remote builds',
  );
  return results;
}
