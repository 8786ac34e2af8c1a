/**
 * `shared.json` in the shell's dist: for each shared singleton, the version the shell bundled and
 * the range it declares. The registry's publish gate (issue 39) refuses a remote whose copies fall
 * outside these ranges: the page runs the shell's copy, whatever the remote was built with.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sharedSingletons } from './sharedSingletons';

export const SHARED_FILE = 'shared.json';

export interface SharedVersion {
  /** The shared module, as sharedSingletons names it (`react-dom/client`). */
  name: string;
  /** The version of its package the shell bundled. */
  version: string;
  /** The range the shell's package.json declares for that package (`workspace:*` becomes `^<version>`). */
  range: string;
}

/** `react-dom/client` → `react-dom`, `@switchyard/client/apollo` → `@switchyard/client`. */
export function packageOf(moduleName: string): string {
  const parts = moduleName.split('/');
  return parts.slice(0, moduleName.startsWith('@') ? 2 : 1).join('/');
}

/** A workspace protocol range as the published range it stands for. */
function publishedRange(declared: string, version: string): string {
  if (!declared.startsWith('workspace:')) return declared;
  const range = declared.slice('workspace:'.length);
  if (range === '*' || range === '^') return `^${version}`;
  if (range === '~') return `~${version}`;
  return range;
}

/** The shell's shared singletons, read from its package.json and the packages it resolves (`dir`: the shell's folder). */
export function shellSharedVersions(
  dir: string,
  modules: readonly string[] = sharedSingletons,
): SharedVersion[] {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const declared: Record<string, string> = { ...pkg.devDependencies, ...pkg.dependencies };
  return modules.map((name) => {
    const packageName = packageOf(name);
    const range = declared[packageName];
    if (!range)
      throw new Error(`The shell shares ${name}, but its package.json does not depend on ${packageName}`);
    const bundled = JSON.parse(readFileSync(join(dir, 'node_modules', packageName, 'package.json'), 'utf8'));
    return { name, version: bundled.version as string, range: publishedRange(range, bundled.version) };
  });
}
