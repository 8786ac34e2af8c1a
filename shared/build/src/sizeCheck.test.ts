/**
 * The size check against a real build: a remote with a planted import too big for a page fails it,
 * naming the page; the same remote without it passes.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { filesOfBundle, filesOfDir, measurePages, measureRemote } from './sizeCheck';

jest.setTimeout(120_000);

const buildScript = join(__dirname, 'build.ts');
// Inside the package, so the build finds its loaders and the fixture's imports resolve.
const root = mkdtempSync(join(__dirname, '..', '.size-check-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function writeFile(path: string, body: string) {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, body);
}

/** A built shell of a few bytes (the remote's own files are what this test is about). */
function fakeShell(): string {
  const dist = join(root, 'shell', 'dist');
  writeFile(join(dist, 'main.js'), 'console.log(1)');
  writeFile(join(dist, 'startup.json'), JSON.stringify({ files: [], own: ['main.js'] }));
  return dist;
}

/** Builds a remote with two pages; `plantedKb` adds to page-big an import of that many KB of incompressible data. */
function buildRemote(name: string, plantedKb: number | null): string {
  const dir = join(root, name);
  writeFile(
    join(dir, 'package.json'),
    JSON.stringify({
      name: `planted-${name}`,
      switchyard: {
        remote: name,
        routes: ['/planted'],
        pages: [
          { pattern: '^/planted$', chunk: 'page-small' },
          { pattern: '^/planted/big$', chunk: 'page-big' },
        ],
      },
    }),
  );
  writeFile(
    join(dir, 'webpack.config.ts'),
    `import { remoteConfig } from ${JSON.stringify(join(__dirname, 'webpackConfig'))};\n` +
      'export default (mode: "production" | "development") => remoteConfig({ dir: __dirname, mode });\n',
  );
  writeFile(
    join(dir, 'src', 'app.tsx'),
    'export const pages = {\n' +
      '  small: () => import(/* webpackChunkName: "page-small" */ "./small"),\n' +
      '  big: () => import(/* webpackChunkName: "page-big" */ "./big"),\n' +
      '};\nexport const bootstrap = async () => undefined;\n',
  );
  writeFile(join(dir, 'src', 'small.ts'), 'export const small = "a small page";\n');
  writeFile(
    join(dir, 'src', 'big.ts'),
    plantedKb ? `export { data as big } from './planted';\n` : 'export const big = 0;\n',
  );
  if (plantedKb)
    writeFile(
      join(dir, 'src', 'planted.ts'),
      `export const data = ${JSON.stringify(randomBytes(plantedKb * 1000).toString('base64'))};\n`,
    );
  execFileSync(process.execPath, [require.resolve('tsx/cli'), buildScript], { cwd: dir, stdio: 'pipe' });
  return join(dir, 'dist');
}

it('fails on a page with a planted oversize import, and passes it without', () => {
  const shellDist = fakeShell();
  const planted = measurePages({ shellDist, remoteDists: [buildRemote('oversize', 260)] });
  expect(planted.problems).toEqual([
    expect.stringMatching(/^oversize page-big loads \d+\.\d KB of JS, over the 200\.0 KB a page may$/),
  ]);
  expect(planted.pages.find((p) => p.page === 'page-small')!.bytes).toBeLessThan(30_000);

  const cleanDist = buildRemote('clean', null);
  const clean = measurePages({ shellDist, remoteDists: [cleanDist] });
  expect(clean.problems).toEqual([]);
  // The build writes the documents the remote sends: here only the shared fragments.
  const operations = readFileSync(join(cleanDist, 'operations.graphql'), 'utf8');
  expect(operations).toMatch(/^# shared\/client\/src\/graphql\/userError\.graphql\n/);
  expect(operations).toContain('fragment UserErrorFields on UserError');
});

it("measures an upload's raw files as the built dist's brotli files", () => {
  const dist = join(__dirname, '..', '..', '..', 'mfe-org', 'web', 'dist');
  const raw = readdirSync(dist, { recursive: true })
    .map(String)
    .filter((f) => !/\.(br|gz)$/.test(f));
  const upload = new Map(raw.map((f) => [f, readFileSync(join(dist, f))]));
  const fromDir = measureRemote(filesOfDir(dist), 1000);
  expect(fromDir).toEqual([{ remote: 'org', page: '(every page)', bytes: expect.any(Number) }]);
  expect(measureRemote(filesOfBundle(upload), 1000)).toEqual(fromDir);
  upload.delete('remoteEntry.js');
  expect(() => measureRemote(filesOfBundle(upload), 1000)).toThrow('the build has no remoteEntry.js');
});

it("fails when the shell's own JS is over its budget", () => {
  const shellDist = fakeShell();
  writeFile(join(shellDist, 'main.js'), randomBytes(70_000).toString('base64'));
  expect(measurePages({ shellDist, remoteDists: [] }).problems).toEqual([
    expect.stringMatching(/^the shell's own JS is \d+\.\d KB, over its 60\.0 KB$/),
  ]);
});
