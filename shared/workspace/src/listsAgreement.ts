// The lists the manifest cannot replace (pnpm's, knip's, the code owners', the gateway's dependencies,
// the root type check, each subgraph's default port in its server entry), checked against it: each
// problem is a sentence naming the file to change.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageDirs, readWorkspace, type Workspace } from './manifest';

/** Whether a path (`a/b/c`) is, or is inside, what a pattern with `*` segments (`shared/*`) names. */
export function covers(pattern: string, path: string): boolean {
  const want = pattern
    .replace(/^\.?\//, '')
    .replace(/\/$/, '')
    .split('/');
  const have = path.split('/');
  if (want.length > have.length) return false;
  return want.every((segment, i) =>
    new RegExp(`^${segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`).test(have[i]),
  );
}

/** Whether a pattern names exactly that folder, not one inside it (mfe-org/web, not mfe-org/web/src). */
const names = (pattern: string, dir: string) =>
  covers(pattern, dir) && pattern.replace(/\/$/, '').split('/').length === dir.split('/').length;

/** The package globs of pnpm-workspace.yaml (its `packages:` list). */
function workspaceGlobs(root: string): string[] {
  const text = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
  const list = /^packages:\n((?:[ \t]+-[^\n]*\n?)+)/m.exec(text)?.[1] ?? '';
  return [...list.matchAll(/-\s*['"]?([^'"\n]+?)['"]?\s*$/gm)].map((m) => m[1]);
}

function pnpmWorkspace(root: string, ws: Workspace): string[] {
  const globs = workspaceGlobs(root);
  const listed = packageDirs(root).filter((dir) => globs.some((g) => names(g, dir)));
  const declared = ws.packages.map((p) => p.dir);
  return [
    ...listed
      .filter((dir) => !declared.includes(dir))
      .map(
        (dir) =>
          `${dir}/package.json: a workspace package (pnpm-workspace.yaml) declares its switchyard.role.`,
      ),
    ...declared
      .filter((dir) => !listed.includes(dir))
      .map((dir) => `pnpm-workspace.yaml: no pattern lists ${dir}, a package with a switchyard.role.`),
    ...globs
      .filter((g) => !declared.some((dir) => names(g, dir)))
      .map((g) => `pnpm-workspace.yaml: "${g}" names no package.`),
  ];
}

function knip(root: string, ws: Workspace): string[] {
  const keys = Object.keys(
    (JSON.parse(readFileSync(join(root, 'knip.json'), 'utf8')) as { workspaces?: Record<string, unknown> })
      .workspaces ?? {},
  ).filter((k) => k !== '.');
  const entryless = ws.packages.filter((p) => !p.json.main && !p.json.exports);
  return [
    ...keys
      .filter((k) => !ws.packages.some((p) => names(k, p.dir)))
      .map((k) => `knip.json: workspace "${k}" names no package.`),
    ...entryless
      .filter((p) => !keys.some((k) => names(k, p.dir)))
      .map(
        (p) => `knip.json: ${p.dir} has neither main nor exports: name its entry files under "workspaces".`,
      ),
  ];
}

/** Every top-level folder that holds a package has its own line; every path named exists. */
function codeOwners(root: string, ws: Workspace): string[] {
  const file = join(root, '.github', 'CODEOWNERS');
  const paths = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/)[0])
    .filter((path) => path && !path.startsWith('#') && path !== '*');
  const folders = [...new Set(ws.packages.map((p) => p.dir.split('/')[0]))];
  return [
    ...folders
      .filter((f) => !paths.includes(`/${f}/`))
      .map((f) => `.github/CODEOWNERS: no line names /${f}/ and who owns it.`),
    ...paths
      .filter((path) => !existsSync(join(root, path)))
      .map((path) => `.github/CODEOWNERS: ${path} does not exist.`),
  ];
}

/** The gateway depends on the package of every subgraph it can host, and on no other domain package. */
function gatewayDependencies(ws: Workspace): string[] {
  const gateway = ws.packages.find((p) => p.role === 'gateway');
  if (!gateway) return [];
  const where = `${gateway.dir}/package.json`;
  const hosted = ws.subgraphs.map((s) => s.package).filter((name) => name !== gateway.name);
  const domainPackages = ws.packages.filter((p) => p.domain).map((p) => p.name);
  const deps = Object.keys(gateway.json.dependencies ?? {}).filter((d) => domainPackages.includes(d));
  return [
    ...hosted
      .filter((name) => !deps.includes(name))
      .map((name) => `${where}: hosts ${name}, so depends on it.`),
    ...deps
      .filter((name) => !hosted.includes(name))
      .map((name) => `${where}: ${name} holds no subgraph it hosts.`),
  ];
}

/** Each package's sources (its tsconfig's include, or the whole folder) are in the root type check. */
function rootTsconfig(root: string, ws: Workspace): string[] {
  const readInclude = (file: string) =>
    (JSON.parse(readFileSync(file, 'utf8')) as { include?: string[] }).include;
  const included = readInclude(join(root, 'tsconfig.json')) ?? [];
  const sources = ws.packages.flatMap((p) => {
    const own = join(root, p.dir, 'tsconfig.json');
    return existsSync(own) ? (readInclude(own) ?? []).map((i) => `${p.dir}/${i}`) : [p.dir];
  });
  return sources
    .filter((src) => !included.some((i) => covers(i, src)))
    .map((src) => `tsconfig.json: include ${src}, so the root type check sees it.`);
}

/** The default port each subgraph's server entry passes to runSubgraph is the one its package declares. */
function serverPorts(root: string, ws: Workspace): string[] {
  return ws.subgraphs.flatMap((s) => {
    const file = join(root, s.server);
    const port = existsSync(file)
      ? /runSubgraph\(\s*\w+\s*,\s*(\d+)/.exec(readFileSync(file, 'utf8'))?.[1]
      : undefined;
    return Number(port) === s.port
      ? []
      : [
          `${s.server}: runSubgraph's default port is ${port ?? 'missing'}; ${s.dir}/package.json declares ${s.port}.`,
        ];
  });
}

/** Every way the hand-kept lists and the manifest disagree (none: an empty list). */
export function listsDisagreeing(root: string): string[] {
  const ws = readWorkspace(root);
  return [
    ...pnpmWorkspace(root, ws),
    ...knip(root, ws),
    ...codeOwners(root, ws),
    ...gatewayDependencies(ws),
    ...rootTsconfig(root, ws),
    ...serverPorts(root, ws),
  ];
}
