import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface BuildCheck {
  /** Build outputs that are not there. */
  missing: string[];
  /** Web packages whose sources changed after their last build. */
  stale: string[];
}

/** Tests are not built into the bundles: changing one does not make a build stale. */
const isTest = (name: string) => /\.test\.[cm]?[jt]sx?$/.test(name);

function newestMtime(dir: string, acc = 0): number {
  if (!existsSync(dir)) return acc;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist' || e.name.startsWith('.') || isTest(e.name)) continue;
    const p = join(dir, e.name);
    acc = e.isDirectory() ? newestMtime(p, acc) : Math.max(acc, statSync(p).mtimeMs);
  }
  return acc;
}

/** The production web build (`pnpm run build`): the shell's index.html and each remote's mf-manifest.json. */
export function checkWebBuild(root: string): BuildCheck {
  const packages = [
    { dir: 'shell', marker: 'index.html' },
    ...readdirSync(root)
      .filter((d) => d.startsWith('mfe-') && existsSync(join(root, d, 'web', 'package.json')))
      .filter(
        (d) => JSON.parse(readFileSync(join(root, d, 'web', 'package.json'), 'utf8')).switchyard?.remote,
      )
      .map((d) => ({ dir: join(d, 'web'), marker: 'mf-manifest.json' })),
  ];
  const missing: string[] = [];
  const stale: string[] = [];
  for (const p of packages) {
    const marker = join(root, p.dir, 'dist', p.marker);
    if (!existsSync(marker)) {
      missing.push(join(p.dir, 'dist', p.marker));
      continue;
    }
    // The newest file of the build, not the marker: webpack leaves an output whose content did not
    // change untouched (the shell's index.html rarely changes), so one file's time says little.
    if (newestMtime(join(root, p.dir, 'src')) > newestMtime(join(root, p.dir, 'dist'))) stale.push(p.dir);
  }
  return { missing, stale };
}
