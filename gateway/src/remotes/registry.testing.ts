import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import type { MigrationSet } from '@switchyard/server-kit';
import { diskAssetStore } from './assetStore';
import type { PublishDeps } from './publish';
import type { Actor } from './types';

export const root = join(__dirname, '..', '..', '..');
export const shellDist = join(root, 'shell', 'dist');
export const apiSchemaSdl = readFileSync(join(root, 'gateway', 'api-schema.graphql'), 'utf8');
export const registryMigrationSet: MigrationSet = { schema: 'remotes', dir: join(__dirname, 'migrations') };

export const stella: Actor = { kind: 'user', name: 'stella' };
export const orgToken: Actor = { kind: 'token', name: 'org deploys' };

/** A remote's real local build as a deploy uploads it: its raw files (no .br / .gz), by path. */
export function distFiles(
  remote = 'org',
  dist = join(root, `mfe-${remote}`, 'web', 'dist'),
): Map<string, Buffer> {
  const paths = readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !/\.(br|gz)$/.test(e.name))
    .map((e) => relative(dist, join(e.parentPath, e.name)).split(sep).join('/'));
  return new Map(paths.map((p) => [p, readFileSync(join(dist, p))]));
}

/** Org's build with a comment added to its exposed module: another version of the same remote. */
export function orgVariant(n: number): Map<string, Buffer> {
  const files = distFiles('org');
  const manifest = JSON.parse(files.get('mf-manifest.json')!.toString('utf8'));
  const exposed: string = manifest.exposes[0].assets.js.sync.find((f: string) => f.includes('expose'));
  files.set(exposed, Buffer.concat([files.get(exposed)!, Buffer.from(`\n// variant ${n}\n`)]));
  return files;
}

/** What publishVersion needs, over a fresh folder store. */
export function publishDeps(db: PublishDeps['db'], publicUrl?: string): PublishDeps {
  const store = diskAssetStore(mkdtempSync(join(tmpdir(), 'switchyard-remotes-')));
  return { db, store, shellDist, apiSchemaSdl, publicUrl };
}
