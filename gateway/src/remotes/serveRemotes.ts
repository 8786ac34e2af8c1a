import { join } from 'node:path';
import type { ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { logger, type Db } from '@switchyard/server-kit';
import { contentTypeOf } from './assetStore';
import type { AssetStore } from './types';

const HASHED = /\.[0-9a-f]{10}\.(js|css)(\.gz|\.br)?$/;
// Names the runtime asks for by the same URL whatever the build: revalidated (README's rule).
const ENTRY_FILES = new Set(['mf-manifest.json', 'remoteEntry.js', 'switchyard.json']);
// The files the platform keeps a .br and a .gz of.
const COMPRESSIBLE = /\.(js|css|json|svg|html)$/;
const NAME = /^[a-z0-9_-]+$/;
const SEGMENT = /^[A-Za-z0-9._-]+$/;

/** A year, immutable, for hashed files; every other file is revalidated each time. */
export function cacheControlFor(path: string): string {
  const file = path.slice(path.lastIndexOf('/') + 1).replace(/\.(br|gz)$/, '');
  return HASHED.test(file) && !ENTRY_FILES.has(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

const setCacheHeaders = (res: ServerResponse, path: string) =>
  res.setHeader('Cache-Control', cacheControlFor(path));

interface VersionedPath {
  remote: string;
  version: string;
  /** The file's path inside the version, e.g. `remoteEntry.js` or `static/a.0123456789.js`. */
  path: string;
}

/** `/<remote>/<version>/<path>` (the part under /remotes), or null when it is not one. */
export function parseVersionedPath(path: string): VersionedPath | null {
  let segments: string[];
  try {
    segments = path.split('/').slice(1).map(decodeURIComponent);
  } catch {
    return null;
  }
  const [remote, version, ...rest] = segments;
  if (!remote || !NAME.test(remote) || !version || rest.length === 0) return null;
  if (![version, ...rest].every((s) => SEGMENT.test(s) && s !== '.' && s !== '..')) return null;
  return { remote, version, path: rest.join('/') };
}

const notFound = (res: Response) => res.status(404).json({ error: 'No such file in this remote version.' });

/**
 * GET and HEAD /remotes/<remote>/<version>/<path>: a published version's files from the asset
 * store, pre-compressed (br, then gzip, as the browser accepts), hashed files cached a year. Any
 * other path under /remotes answers 404.
 */
export function serveRemotes(opts: { store: AssetStore; db: Db }): Router {
  const r = Router();
  const published = publishedVersions(opts.db);
  const serve = opts.store.kind === 'disk' ? diskVersions(opts.store) : storeObjects(opts.store);
  r.use('/remotes', (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const at = parseVersionedPath(req.path);
    if (!at) return notFound(res);
    (async () => {
      // Files of a version being published (no row yet) are not served: the version is whole first.
      if (!(await published(at.remote, at.version))) return void notFound(res);
      await serve(at, req, res);
    })().catch((err: unknown) => {
      logger.warn({ err, ...at }, "a remote version's file could not be read");
      if (res.headersSent) res.destroy();
      else res.status(503).json({ error: "The remote's files could not be read; try again shortly." });
    });
  });
  return r;
}

type Serve = (at: VersionedPath, req: Request, res: Response) => Promise<void>;

/** Whether a version is published (its row exists), remembered for the latest `keep` asked for. */
function publishedVersions(db: Db, keep = 1000) {
  const known = new Set<string>();
  return async (remote: string, version: string) => {
    const key = `${remote}/${version}`;
    if (known.has(key)) return true;
    const r = await db.query('SELECT 1 FROM remotes.versions WHERE remote = $1 AND version = $2', [
      remote,
      version,
    ]);
    if (!r.rows.length) return false;
    known.add(key);
    if (known.size > keep) known.delete(known.values().next().value!);
    return true;
  };
}

/**
 * From the disk store, one express-static-gzip per published version's folder (it indexes the
 * compressed files once: the folder is whole by then), kept for the latest few hundred asked for.
 */
function diskVersions(store: AssetStore, keep = 300): Serve {
  const handlers = new Map<string, RequestHandler>();
  const handlerFor = (remote: string, version: string) => {
    const key = `${remote}/${version}`;
    let handler = handlers.get(key);
    if (handler) {
      handlers.delete(key);
      handlers.set(key, handler);
      return handler;
    }
    handler = expressStaticGzip(join(store.dir!, remote, version), {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      index: false,
      serveStatic: { setHeaders: setCacheHeaders, index: false, fallthrough: true, dotfiles: 'ignore' },
    }) as RequestHandler;
    handlers.set(key, handler);
    if (handlers.size > keep) handlers.delete(handlers.keys().next().value!);
    return handler;
  };
  return async ({ remote, version, path }, req, res) => {
    const handler = handlerFor(remote, version);
    const url = req.url;
    req.url = `/${path.split('/').map(encodeURIComponent).join('/')}`;
    await new Promise<void>((resolve, reject) => {
      res.once('finish', resolve);
      res.once('close', resolve);
      void handler(req, res, (err?: unknown) => {
        req.url = url;
        if (err) return reject(err instanceof Error ? err : new Error(String(err)));
        notFound(res);
        resolve();
      });
    });
  };
}

/** From an object store (S3): the object, or its .br / .gz as the browser accepts, streamed through. */
function storeObjects(store: AssetStore): Serve {
  return async ({ remote, version, path }, req, res) => {
    const key = `${remote}/${version}/${path}`;
    const encodings = COMPRESSIBLE.test(path)
      ? (['br', 'gzip'] as const).filter((e) => req.acceptsEncodings(e) === e)
      : [];
    let found: Awaited<ReturnType<AssetStore['get']>> = null;
    let encoding: string | null = null;
    for (const e of encodings) {
      found = await store.get(`${key}.${e === 'br' ? 'br' : 'gz'}`);
      if (found) {
        encoding = e;
        break;
      }
    }
    found ??= await store.get(key);
    if (!found) return void notFound(res);
    const { body, size } = found;
    res.setHeader('Content-Type', contentTypeOf(path));
    res.setHeader('Cache-Control', cacheControlFor(path));
    if (COMPRESSIBLE.test(path)) res.setHeader('Vary', 'Accept-Encoding');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    // A version's files never change: its name and the encoding tell one answer from another.
    res.setHeader('ETag', `"${version}-${encoding ?? 'identity'}"`);
    if (req.fresh || req.method === 'HEAD') {
      body.destroy();
      if (req.fresh) return void res.status(304).end();
      res.setHeader('Content-Length', size);
      return void res.end();
    }
    res.setHeader('Content-Length', size);
    await pipeline(body, res);
  };
}
