/**
 * The JS budget of every page, from the build output (issue 15): what a page loads before it can
 * paint is what the gateway preloads for it — the shell's start-up files and main.js, then the
 * remote's entry, exposed module and the chunks of the page (switchyard.json's pages). Sizes are
 * brotli, as served. `pnpm size` prints the table and fails when a page passes PAGE_BUDGET or the
 * shell's own code passes SHELL_BUDGET. What a page loads later, on its own (CodeMirror on the
 * script page, sortablejs once a list has painted), is not part of the budget.
 *
 * The same measure serves the registry's publish gate (issue 39): a remote's files there are an
 * upload in memory (`filesOfBundle`), measured against the live shell's dist.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';

/** 1 KB = 1,000 bytes, as the bench counts. */
export const PAGE_BUDGET = 200_000;
export const SHELL_BUDGET = 60_000;

export interface PageSize {
  remote: string;
  /** The page's chunk, or EVERY_PAGE for a remote whose pages are one chunk. */
  page: string;
  bytes: number;
}

export const EVERY_PAGE = '(every page)';

export interface SizeReport {
  shellOwn: number;
  shellStart: number;
  pages: PageSize[];
  problems: string[];
}

/** A build's files as the measure reads them: a JSON file's value, and a file's size as served. */
export interface BuildFiles {
  json<T>(path: string): T;
  served(path: string): number;
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

/** A dist folder: a file's size as served is its .br beside it, or compressed here. */
export function filesOfDir(dir: string): BuildFiles {
  return {
    json: <T>(path: string) => JSON.parse(readFileSync(join(dir, path), 'utf8')) as T,
    served: (path) => {
      const file = join(dir, path);
      if (existsSync(`${file}.br`)) return readFileSync(`${file}.br`).length;
      return brotliCompressSync(readFileSync(file)).length;
    },
  };
}

/** Uploaded raw files by path (no .br: brotli sizes are computed). A missing file throws, naming it. */
export function filesOfBundle(files: Map<string, Buffer>): BuildFiles {
  const read = (path: string) => {
    const body = files.get(path);
    if (!body) throw new Error(`the build has no ${path}`);
    return body;
  };
  const sizes = new Map<string, number>();
  return {
    json: <T>(path: string) => JSON.parse(read(path).toString('utf8')) as T,
    served: (path) => {
      if (!sizes.has(path)) sizes.set(path, brotliCompressSync(read(path)).length);
      return sizes.get(path)!;
    },
  };
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

/** What the shell loads as it starts (main.js and its start-up files), and its own part of it. */
export function measureShell(shellDist: string): { shellOwn: number; shellStart: number } {
  const shell = filesOfDir(shellDist);
  const startup = shell.json<{ files: string[]; own: string[] }>('startup.json');
  return {
    shellStart: ['main.js', ...startup.files.filter(isJs)].reduce((n, f) => n + shell.served(f), 0),
    shellOwn: startup.own.reduce((n, f) => n + shell.served(f), 0),
  };
}

/** Each page of a remote: the shell's start-up plus the remote's entry, exposed module and page chunks. */
export function measureRemote(files: BuildFiles, shellStart: number): PageSize[] {
  const built = files.json<BuiltRemote>('switchyard.json');
  const manifest = files.json<Manifest>('mf-manifest.json');
  const entry = manifest.metaData?.remoteEntry;
  const first = [
    ...(entry?.name ? [`${entry.path ?? ''}${entry.name}`] : []),
    ...(manifest.exposes ?? []).flatMap((e) => e.assets?.js?.sync ?? []),
  ];
  const list = built.pages?.length ? built.pages : [{ chunk: EVERY_PAGE, files: [] }];
  return list.map((page) => {
    const own = [...new Set([...first, ...page.files])].filter(isJs);
    return {
      remote: built.remote,
      page: page.chunk,
      bytes: own.reduce((n, f) => n + files.served(f), shellStart),
    };
  });
}

export function measurePages(
  dirs: { shellDist: string; remoteDists: string[] },
  budgets = { page: PAGE_BUDGET, shell: SHELL_BUDGET },
): SizeReport {
  const { shellOwn, shellStart } = measureShell(dirs.shellDist);
  const problems: string[] = [];
  if (shellOwn > budgets.shell)
    problems.push(`the shell's own JS is ${kb(shellOwn)}, over its ${kb(budgets.shell)}`);
  const pages = dirs.remoteDists.flatMap((dist) => measureRemote(filesOfDir(dist), shellStart));
  for (const page of pages)
    if (page.bytes > budgets.page)
      problems.push(
        `${page.remote} ${page.page} loads ${kb(page.bytes)} of JS, over the ${kb(budgets.page)} a page may`,
      );
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
