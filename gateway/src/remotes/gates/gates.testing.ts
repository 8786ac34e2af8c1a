import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Bundle } from '../types';

export const root = join(__dirname, '..', '..', '..', '..');
export const shellDist = join(root, 'shell', 'dist');
export const apiSchemaSdl = readFileSync(join(root, 'gateway', 'api-schema.graphql'), 'utf8');

/** A remote's real build as a deploy uploads it: its raw files (no .br / .gz). */
export function bundleOfDist(remote: string, dist = join(root, `mfe-${remote}`, 'web', 'dist')): Bundle {
  const paths = readdirSync(dist, { recursive: true })
    .map(String)
    .filter((f) => !/\.(br|gz)$/.test(f));
  return { remote, files: new Map(paths.map((p) => [p, readFileSync(join(dist, p))])) };
}
