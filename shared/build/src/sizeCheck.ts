/**
 * The JS budget of every page, from the build output (issue 15): what a page loads before it can
 * paint is what the gateway preloads for it — the shell's start-up files and main.js, then the
 * remote's entry, exposed module and the chunks of the page (switchyard.json's pages). Sizes are
 * brotli, as served. `pnpm size` prints the table and fails when a page passes PAGE_BUDGET or the
 * shell's own code passes SHELL_BUDGET. What a page loads later, on its own (CodeMirror on the
 * script page, sortablejs once a list has painted), is not part of the budget.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';

/** 1 KB = 1,000 bytes, as the bench counts. */
export const PAGE_BUDGET = 200_000;
export const SHELL_BUDGET = 60_000;

export interface PageSize {
  remote: string;
  /** The page's chunk, or "(every page)" for a remote whose pages are one chunk. */
  page: string;
  bytes: number;
}

export interface SizeReport {
  shellOwn: number;
  shellStart: number;
  pages: PageSize[];
  problems: string[];
}

interface BuiltRemote {
  remote: string;
  pages?: { chunk: string; files: string[] }[];
}

interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { assets?: { js?: { sync?: string[] } } }[];
}

const isJs = (file: string) => file.endsWith('.js');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** A file's size as served: its .br beside it, or compressed here. */
function served(file: string): number {
  if (existsSync(`${file}.br`)) return readFileSync(`${file}.br`).length;
  return brotliCompressSync(readFileSync(file)).length;
}

/** The web builds of a checkout: the shell's dist and every mfe-<domain>/web/dist. */
export function builtDirs(root: string): { shellDist: string; remoteDists: string[] } {
  return {
    shellDist: join(root, 'shell', 'dist'),
    remoteDists: readdirSync(root)
      .filter((d) => d.startsWith('mfe-'))
      .map((d) => join(root, d, 'web', 'dist'))
      .filter((d) => existsSync(join(d, 'switchyard.json'))),
  };
}

export function measurePages(
  dirs: { shellDist: string; remoteDists: string[] },
  budgets = { page: PAGE_BUDGET, shell: SHELL_BUDGET },
): SizeReport {
  const startup = readJson<{ files: string[]; own: string[] }>(join(dirs.shellDist, 'startup.json'));
  const shellStart = ['main.js', ...startup.files.filter(isJs)].reduce(
    (n, f) => n + served(join(dirs.shellDist, f)),
    0,
  );
  const shellOwn = startup.own.reduce((n, f) => n + served(join(dirs.shellDist, f)), 0);
  const problems: string[] = [];
  if (shellOwn > budgets.shell)
    problems.push(`the shell's own JS is ${kb(shellOwn)}, over its ${kb(budgets.shell)}`);
  const pages: PageSize[] = [];
  for (const dist of dirs.remoteDists) {
    const built = readJson<BuiltRemote>(join(dist, 'switchyard.json'));
    const manifest = readJson<Manifest>(join(dist, 'mf-manifest.json'));
    const entry = manifest.metaData?.remoteEntry;
    const first = [
      ...(entry?.name ? [`${entry.path ?? ''}${entry.name}`] : []),
      ...(manifest.exposes ?? []).flatMap((e) => e.assets?.js?.sync ?? []),
    ];
    const list = built.pages?.length ? built.pages : [{ chunk: '(every page)', files: [] }];
    for (const page of list) {
      const files = [...new Set([...first, ...page.files])].filter(isJs);
      const bytes = shellStart + files.reduce((n, f) => n + served(join(dist, f)), 0);
      pages.push({ remote: built.remote, page: page.chunk, bytes });
      if (bytes > budgets.page)
        problems.push(
          `${built.remote} ${page.chunk} loads ${kb(bytes)} of JS, over the ${kb(budgets.page)} a page may`,
        );
    }
  }
  return { shellOwn, shellStart, pages, problems };
}

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

function main() {
  const report = measurePages(builtDirs(process.cwd()));
  console.log(
    `JS before a page paints (brotli; budget ${kb(PAGE_BUDGET)} a page, ${kb(SHELL_BUDGET)} the shell's own)`,
  );
  console.log(
    `  shell: own ${kb(report.shellOwn)}, start-up with the shared modules ${kb(report.shellStart)}`,
  );
  for (const p of report.pages) console.log(`  ${p.remote.padEnd(16)} ${p.page.padEnd(22)} ${kb(p.bytes)}`);
  for (const problem of report.problems) console.error(`Over budget: ${problem}`);
  if (report.problems.length) process.exit(1);
}

if (require.main === module) main();
