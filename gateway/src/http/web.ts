import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerResponse } from 'node:http';
import express, { Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { bootDataScript, matchesRoute, type BootData, type RemoteEntry } from '@switchyard/client/boot';
import { readWorkspace } from '@switchyard/workspace';

const hashed = /\.[0-9a-f]{10}\.(js|css)(\.gz|\.br)?$/;

function cacheHeaders(res: ServerResponse, path: string) {
  if (hashed.test(path)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else res.setHeader('Cache-Control', 'no-cache');
}

/** Files for GET and HEAD only: API calls never touch the file system on their way. */
function staticDir(dir: string): express.RequestHandler {
  const serve = expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    index: false,
    serveStatic: { setHeaders: cacheHeaders, index: false, fallthrough: true },
  });
  return (req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? serve(req, res, next) : next());
}

interface LocalRemote {
  name: string;
  dir: string;
  routes: string[];
}

/** Remotes built in this checkout: every web package (switchyard.role "web") with its dist and routes. */
export function localRemotes(root: string): LocalRemote[] {
  return readWorkspace(root).remotes.map((r) => ({
    name: r.name,
    dir: join(root, r.dir, 'dist'),
    routes: r.routes,
  }));
}

/** GET /remotes.json: where each remote's code is (REMOTE_<NAME>_URL overrides) and its routes. */
export function remoteRegistry(root: string, remoteUrls: Record<string, string>): RemoteEntry[] {
  return localRemotes(root).map((r) => ({
    name: r.name,
    entry: remoteUrls[r.name] ?? `/remotes/${r.name}/mf-manifest.json`,
    routes: r.routes,
  }));
}

/** The shell at / and each remote at /remotes/<name>/, pre-compressed, hashed assets cached a year. */
export function webRoutes(
  root: string,
  remoteUrls: Record<string, string>,
  opts: { production?: boolean; support?: string } = {},
) {
  const r = Router();
  const registry = remoteRegistry(root, remoteUrls);
  r.get('/remotes.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json({ remotes: registry });
  });
  for (const remote of localRemotes(root)) {
    r.use(`/remotes/${remote.name}`, staticDir(remote.dir), (_req, res) => {
      res.status(404).json({ error: 'No such file in this remote.' });
    });
  }
  const shellDist = join(root, 'shell', 'dist');
  r.use(staticDir(shellDist));
  const page = readOnceIn(opts.production)(() => pageParts(root, shellDist, remoteUrls));
  return {
    router: r,
    /**
     * The shell's page for a signed-in user at `pathname`: the session and the registry inline, and
     * preloads for the shell's chunks and the files of the remote that owns the route, so the
     * browser fetches them at once rather than stage after stage (issue 15).
     */
    shellPage(pathname: string, session: Omit<BootData, 'remotes'>): string {
      const { html, shellPreloads, remotePreloads } = page();
      if (!html.includes('</head>')) return html;
      const remote = registry.find((e) => e.routes.some((prefix) => matchesRoute(pathname, prefix)));
      const head = [
        bootDataScript({ ...session, remotes: registry }),
        // The platform support entitlement (SUPPORT_ENTITLEMENT): the shell shows its support widget.
        ...(opts.support ? [`<meta name="sy-support" content="${escapeAttribute(opts.support)}">`] : []),
        ...shellPreloads,
        ...((remote && remotePreloads.get(remote.name)?.(pathname)) ?? []),
      ].join('');
      return html.replace('</head>', `${head}</head>`);
    },
  };
}

const escapeAttribute = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Read once in production; again on every call while developing (a rebuild changes the files). */
function readOnceIn(production: boolean | undefined) {
  return <T>(read: () => T): (() => T) => {
    let cached: T | null = null;
    return () => (production ? (cached ??= read()) : read());
  };
}

/** A preload of one of the files a page starts with: a script, or a stylesheet. */
const filePreload = (href: string) =>
  href.endsWith('.css')
    ? `<link rel="preload" as="style" href="${href}">`
    : `<link rel="preload" as="script" href="${href}">`;
// The federation runtime fetches a manifest with fetch() (credentials same-origin = anonymous CORS).
const manifestPreload = (href: string) =>
  `<link rel="preload" as="fetch" href="${href}" crossorigin="anonymous">`;

/**
 * The built page and what to preload: the shell's start-up files (its build lists them), and per
 * local remote its manifest, entry, exposed module and the files of the page a pathname shows.
 */
function pageParts(root: string, shellDist: string, remoteUrls: Record<string, string>) {
  const file = join(shellDist, 'index.html');
  const html = existsSync(file)
    ? readFileSync(file, 'utf8')
    : '<!doctype html><title>Switchyard</title><p>The shell is not built yet: run <code>pnpm build</code>.</p>';
  // The shell's own stylesheets (the header's, the UI kit's tokens: a few KB) are applied, not only
  // preloaded: they hold the first paint back that little, and index.html's header brand paints
  // styled in it rather than waiting for the shell's scripts (its CSS loader finds them in place).
  const shellPreloads = shellStartupFiles(shellDist).map((f) =>
    f.endsWith('.css') ? `<link rel="stylesheet" href="/${f}">` : filePreload(`/${f}`),
  );
  const remotePreloads = new Map<string, (pathname: string) => string[]>();
  for (const remote of localRemotes(root)) {
    // A remote served from elsewhere (REMOTE_<NAME>_URL) is fetched from there: nothing to preload here.
    if (remoteUrls[remote.name]) continue;
    const manifest = readJson<FederationManifest>(join(remote.dir, 'mf-manifest.json'));
    if (!manifest) continue;
    const pages = readJson<BuiltRemote>(join(remote.dir, 'switchyard.json'))?.pages ?? [];
    const patterns = pages.map((p) => ({ ...p, re: new RegExp(p.pattern) }));
    const base = `/remotes/${remote.name}/`;
    const entry = manifest.metaData?.remoteEntry;
    const files = [
      ...(entry?.name ? [`${entry.path ?? ''}${entry.name}`] : []),
      ...(manifest.exposes ?? []).flatMap((e) => [
        ...(e.assets?.js?.sync ?? []),
        ...(e.assets?.css?.sync ?? []),
      ]),
    ];
    const preload = (f: string) => filePreload(base + f.replace(/^\/+/, ''));
    const always = [manifestPreload(`${base}mf-manifest.json`), ...files.map(preload)];
    remotePreloads.set(remote.name, (pathname) => {
      const path = pathname.replace(/\/+$/, '');
      const page = patterns.find((p) => p.re.test(path));
      return [...always, ...(page?.files ?? []).filter((f) => !files.includes(f)).map(preload)];
    });
  }
  return { html, shellPreloads, remotePreloads };
}

/** The files the shell's build lists as its start-up (startup.json); every script when it has no list. */
function shellStartupFiles(shellDist: string): string[] {
  const listed = readJson<{ files: string[] }>(join(shellDist, 'startup.json'))?.files;
  if (listed) return listed;
  const assets = join(shellDist, 'assets');
  return existsSync(assets)
    ? readdirSync(assets)
        .filter((f) => f.endsWith('.js'))
        .sort()
        .map((f) => `assets/${f}`)
    : [];
}

/** The parts of a Module Federation manifest (mf-manifest.json) that name a remote's first files. */
interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/** A remote's built switchyard.json: its pages (pathname pattern → the files of its chunk). */
interface BuiltRemote {
  pages?: { pattern: string; files: string[] }[];
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

export const jsonBody = (limit: string) => express.json({ limit });
