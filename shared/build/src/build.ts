/**
 * Builds the web package in the current folder from its webpack.config.ts:
 * `tsx ../../shared/build/src/build.ts [--dev]`.
 */
import { writeFileSync, readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { OPERATIONS_FILE, remoteOperations } from './operationsDocument';
import { SHARED_FILE, shellSharedVersions } from './sharedVersions';

async function main() {
  const dir = process.cwd();
  const mode = process.argv.includes('--dev') ? 'development' : 'production';
  const mod = await import(resolve(dir, 'webpack.config.ts'));
  const config: Configuration = (mod.default?.default ?? mod.default)(mode);
  const stats = await new Promise<webpack.Stats>((ok, fail) =>
    webpack(config, (err, s) => (err || !s ? fail(err) : ok(s))),
  );
  if (stats.hasErrors()) {
    console.error(stats.toString({ colors: false, all: false, errors: true }));
    process.exit(1);
  }
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  // A remote (it names itself) writes its registry entry and the operations it sends; the shell
  // its start-up files and the versions of the singletons it provides (the publish gates read them).
  if (pkg.switchyard?.remote && existsSync(join(dir, 'dist'))) {
    const pages = pageFiles(stats.compilation, pkg.switchyard.pages ?? []);
    writeFileSync(join(dir, 'dist', 'switchyard.json'), JSON.stringify({ ...pkg.switchyard, pages }));
    writeFileSync(join(dir, 'dist', OPERATIONS_FILE), remoteOperations(dir));
  } else if (stats.compilation.entrypoints.has('main')) {
    writeFileSync(join(dir, 'dist', 'startup.json'), JSON.stringify(startupFiles(stats.compilation)));
    writeFileSync(join(dir, 'dist', SHARED_FILE), JSON.stringify({ shared: shellSharedVersions(dir) }));
  }
  // From the compilation, not stats.toJson: on a rebuild the stats group unchanged assets without names.
  const assets = stats.compilation.getAssets();
  const total = assets.filter((a) => a.name.endsWith('.js')).reduce((n, a) => n + a.source.size(), 0);
  console.log(`${pkg.name}: built ${assets.length} files, ${(total / 1024).toFixed(1)} KiB of JS (${mode})`);
}

/**
 * Each page of switchyard.pages with the files (scripts, stylesheets) its chunk loads (the gateway preloads them for a
 * pathname the pattern matches). A page whose chunk the code does not name fails the build: the
 * list and the code's `webpackChunkName`s must agree.
 */
function pageFiles(compilation: webpack.Compilation, pages: { pattern: string; chunk: string }[]) {
  return pages.map(({ pattern, chunk }) => {
    const group = compilation.namedChunkGroups.get(chunk);
    if (!group) throw new Error(`switchyard.pages names the chunk "${chunk}", which no import() names`);
    const files = group.chunks.flatMap((c) => [...c.files]).filter((f) => /\.(js|css)$/.test(f));
    return { pattern, chunk, files };
  });
}

/**
 * The files the shell loads as it starts, besides the entry's own script tag: what the entry
 * imports at once (its bootstrap, and the copies of the shared modules it provides). Not the copies
 * Module Federation also emits as fallbacks for consuming them, which this page never loads: the
 * gateway preloads these files alone (scripts and stylesheets). `own`: the shell's own JS among them
 * (not a shared module's).
 */
function startupFiles(compilation: webpack.Compilation): { files: string[]; own: string[] } {
  const main = compilation.entrypoints.get('main')!;
  const entry = main.getEntrypointChunk();
  const children = [...main.childrenIterable];
  const provided = (g: webpack.ChunkGroup) => g.origins.some((o) => o.module?.type === 'provide-module');
  const filesOf = (groups: webpack.ChunkGroup[], ext: RegExp) => [
    ...new Set(groups.flatMap((g) => g.chunks.flatMap((c) => [...c.files])).filter((f) => ext.test(f))),
  ];
  const entryFiles = [...entry.files];
  return {
    files: filesOf([main, ...children], /\.(js|css)$/)
      .filter((f) => !entryFiles.includes(f))
      .sort(),
    own: filesOf([main, ...children.filter((g) => !provided(g))], /\.js$/).sort(),
  };
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
