import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerResponse } from 'node:http';
import express, { Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { bootDataScript, matchesRoute, type BootData, type RemoteEntry } from '@switchyard/client/boot';

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

/** Remotes built in this checkout: every mfe-<domain>/web/dist with its switchyard.json. */
export function localRemotes(root: string): LocalRemote[] {
  return readdirSync(root)
    .filter((d) => d.startsWith('mfe-'))
    .map((d) => join(root, d, 'web'))
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      return {
        name: pkg.switchyard?.remote as string,
        dir: join(dir, 'dist'),
        routes: pkg.switchyard?.routes ?? [],
      };
    })
    .filter((r) => r.name);
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
export function webRoutes(root: string, remoteUrls: Record<string, string>) {
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
  const page = production(() => pageParts(root, shellDist, remoteUrls));
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
        ...shellPreloads,
        ...((remote && remotePreloads.get(remote.name)) ?? []),
      ].join('');
      return html.replace('</head>', `${head}</head>`);
    },
  };
}

/** Read once in production; again on every call while developing (a rebuild changes the files). */
function production<T>(read: () => T): () => T {
  let cached: T | null = null;
  return () => (process.env.NODE_ENV === 'production' ? (cached ??= read()) : read());
}

const scriptPreload = (href: string) => `<link rel="preload" as="script" href="${href}">`;
// The federation runtime fetches a manifest with fetch() (credentials same-origin = anonymous CORS).
const manifestPreload = (href: string) => `<link rel="preload" as="fetch" href="${href}" crossorigin="anonymous">`;

/** The built page and what to preload: every chunk of the shell, and per local remote its manifest, entry and exposed module. */
function pageParts(root: string, shellDist: string, remoteUrls: Record<string, string>) {
  const file = join(shellDist, 'index.html');
  const html = existsSync(file)
    ? readFileSync(file, 'utf8')
    : '<!doctype html><title>Switchyard</title><p>The shell is not built yet: run <code>pnpm build</code>.</p>';
  const assets = join(shellDist, 'assets');
  const shellPreloads = existsSync(assets)
    ? readdirSync(assets)
        .filter((f) => f.endsWith('.js'))
        .sort()
        .map((f) => scriptPreload(`/assets/${f}`))
    : [];
  const remotePreloads = new Map<string, string[]>();
  for (const remote of localRemotes(root)) {
    // A remote served from elsewhere (REMOTE_<NAME>_URL) is fetched from there: nothing to preload here.
    if (remoteUrls[remote.name]) continue;
    const manifest = readManifest(join(remote.dir, 'mf-manifest.json'));
    if (!manifest) continue;
    const base = `/remotes/${remote.name}/`;
    const entry = manifest.metaData?.remoteEntry;
    const files = [
      ...(entry?.name ? [`${entry.path ?? ''}${entry.name}`] : []),
      ...(manifest.exposes ?? []).flatMap((e) => e.assets?.js?.sync ?? []),
    ];
    remotePreloads.set(remote.name, [
      manifestPreload(`${base}mf-manifest.json`),
      ...files.map((f) => scriptPreload(base + f.replace(/^\/+/, ''))),
    ]);
  }
  return { html, shellPreloads, remotePreloads };
}

/** The parts of a Module Federation manifest (mf-manifest.json) that name a remote's first files. */
interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { assets?: { js?: { sync?: string[] } } }[];
}

function readManifest(file: string): FederationManifest | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as FederationManifest;
  } catch {
    return null;
  }
}

export const jsonBody = (limit: string) => express.json({ limit });
