// How the code cites the specs (docs/glossary.md): `spec/<file>.md#<anchor>`, `ARCHITECTURE.md#<anchor>` or
// `PROTOCOL.md#<anchor>`, a path in ../shared (beside the repository) and a heading's anchor as GitHub makes
// it. These find the citations in the sources, the ones whose file or heading does not exist, and the bare
// section marks (a section sign and a number) that the links replaced; RFC citations keep theirs.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';

const SECTION_SIGN = '\u00a7';

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
export function headingSlug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown document's headings, in order; a repeated one gets -1, -2… as on GitHub. */
export function headingAnchors(markdown: string): string[] {
  const seen = new Map<string, number>();
  const anchors: string[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line);
    if (!heading) continue;
    const slug = headingSlug(heading[1]);
    const times = seen.get(slug) ?? 0;
    seen.set(slug, times + 1);
    anchors.push(times ? `${slug}-${times}` : slug);
  }
  return anchors;
}

const SOURCE_EXTENSIONS = new Set([
  '.ts',
  '.tsx',
  '.js',
  '.mjs',
  '.cjs',
  '.graphql',
  '.sql',
  '.md',
  '.css',
  '.json',
  '.yaml',
  '.yml',
  '.html',
]);
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', 'results']);

/** The repository's source and documentation files (paths from root), without dependencies and build output. */
export function sourceFiles(root: string, dir = ''): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory())
      return entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(root, path);
    return entry.isFile() && SOURCE_EXTENSIONS.has(extname(entry.name)) ? [path] : [];
  });
}

export interface SpecLink {
  /** Where it is: `path:line`. */
  at: string;
  /** The document in ../shared (`spec/service-config.md`, `ARCHITECTURE.md`). */
  document: string;
  anchor: string;
}

/** The spec citations of one file's text. */
export function specLinksIn(path: string, text: string): SpecLink[] {
  return text.split('\n').flatMap((line, i) =>
    [...line.matchAll(/(?<![\w.-])(spec\/[\w-]+\.md|ARCHITECTURE\.md|PROTOCOL\.md)#([\w-]+)/g)].map((m) => ({
      at: `${path}:${i + 1}`,
      document: m[1],
      anchor: m[2],
    })),
  );
}

/** The bare section marks of one file's text (`path:line: text`); an RFC's sections are cited that way. */
export function bareMarksIn(path: string, text: string): string[] {
  return text.split('\n').flatMap((line, i) => {
    const bare = [...line.matchAll(new RegExp(SECTION_SIGN, 'g'))].filter(
      (m) => !/RFC \d+ $/.test(line.slice(0, m.index)),
    );
    return bare.length ? [`${path}:${i + 1}: ${line.trim()}`] : [];
  });
}

/** Every spec citation in the repository whose document or heading does not exist in `shared`, as sentences. */
export function brokenSpecLinks(root: string, shared: string): string[] {
  const anchors = new Map<string, Set<string> | null>();
  const anchorsOf = (document: string) => {
    if (!anchors.has(document)) {
      const file = join(shared, document);
      anchors.set(document, existsSync(file) ? new Set(headingAnchors(readFileSync(file, 'utf8'))) : null);
    }
    return anchors.get(document);
  };
  return sourceFiles(root).flatMap((path) =>
    specLinksIn(path, readFileSync(join(root, path), 'utf8')).flatMap(({ at, document, anchor }) => {
      const known = anchorsOf(document);
      if (!known) return [`${at}: ${document} does not exist in ${relative(root, shared)}`];
      return known.has(anchor) ? [] : [`${at}: ${document} has no heading #${anchor}`];
    }),
  );
}

/** Every bare section mark left in the repository. */
export function bareSectionMarks(root: string): string[] {
  return sourceFiles(root).flatMap((path) => bareMarksIn(path, readFileSync(join(root, path), 'utf8')));
}
