import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerResponse } from 'node:http';
import express, { Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { bootDataScript, type BootData, type RemoteEntry } from '@switchyard/client/boot';
import { readWorkspace } from '@switchyard/workspace';
import { filePreload } from '../remotes/preloads';

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

/** A remote built in this checkout: its name, its dist folder and the routes its package declares. */
export interface LocalRemote {
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

/** What the page asks of the remote registry this process follows (liveRegistry). */
export interface PageRegistry {
  entriesFor(userId: string | null): RemoteEntry[];
  preloadsFor(pathname: string, userId: string | null): string[];
}

/**
 * The shell at /, pre-compressed, hashed assets cached a year (the remotes' versions are served by
 * remotes/serveRemotes), and the shell's page.
 */
export function webRoutes(
  root: string,
  registry: PageRegistry,
  opts: { production?: boolean; support?: string } = {},
) {
  const r = Router();
  const shellDist = join(root, 'shell', 'dist');
  r.use(staticDir(shellDist));
  const page = readOnceIn(opts.production)(() => pageParts(shellDist));
  return {
    router: r,
    /**
     * The shell's page for a signed-in user at `pathname`: the session and the remotes the user is
     * served inline, and preloads for the shell's chunks and the files of the version of the remote
     * that owns the route, so the browser fetches them at once rather than stage after stage (issue 15).
     */
    shellPage(pathname: string, session: Omit<BootData, 'remotes'>): string {
      const { html, shellPreloads } = page();
      if (!html.includes('</head>')) return html;
      const userId = session.viewer.id;
      const head = [
        bootDataScript({ ...session, remotes: registry.entriesFor(userId) }),
        // The platform support entitlement (SUPPORT_ENTITLEMENT): the shell shows its support widget.
        ...(opts.support ? [`<meta name="sy-support" content="${escapeAttribute(opts.support)}">`] : []),
        ...shellPreloads,
        ...registry.preloadsFor(pathname, userId),
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

/** The built page and the shell's start-up files to apply or preload (its build lists them). */
function pageParts(shellDist: string) {
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
  return { html, shellPreloads };
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

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

export const jsonBody = (limit: string) => express.json({ limit });
