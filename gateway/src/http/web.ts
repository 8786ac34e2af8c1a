import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerResponse } from 'node:http';
import express, { Router } from 'express';
import expressStaticGzip from 'express-static-gzip';

/** Same shape as RemoteEntry in @switchyard/client (the shell reads it). */
interface RemoteEntry {
  name: string;
  entry: string;
  routes: string[];
}

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
  return { router: r, shellIndex: () => readShellIndex(shellDist) };
}

let cachedIndex: string | null = null;
function readShellIndex(dist: string) {
  if (cachedIndex && process.env.NODE_ENV === 'production') return cachedIndex;
  const file = join(dist, 'index.html');
  cachedIndex = existsSync(file)
    ? readFileSync(file, 'utf8')
    : '<!doctype html><title>Switchyard</title><p>The shell is not built yet: run <code>pnpm build</code>.</p>';
  return cachedIndex;
}

export const jsonBody = (limit: string) => express.json({ limit });
