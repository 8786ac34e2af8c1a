/**
 * Builds the web package in the current folder from its webpack.config.ts:
 * `tsx ../../shared/build/src/build.ts [--dev]`.
 */
import { writeFileSync, readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import webpack, { type Configuration } from 'webpack';

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
  if (pkg.switchyard && existsSync(join(dir, 'dist'))) {
    writeFileSync(join(dir, 'dist', 'switchyard.json'), JSON.stringify(pkg.switchyard));
  }
  // From the compilation, not stats.toJson: on a rebuild the stats group unchanged assets without names.
  const assets = stats.compilation.getAssets();
  const total = assets.filter((a) => a.name.endsWith('.js')).reduce((n, a) => n + a.source.size(), 0);
  console.log(`${pkg.name}: built ${assets.length} files, ${(total / 1024).toFixed(1)} KiB of JS (${mode})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
