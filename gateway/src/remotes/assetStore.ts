import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { RemotesConfig } from '../config';
import type { AssetStore } from './types';

const SEGMENT = /^[A-Za-z0-9._-]+$/;

/** Keys are `<remote>/<version>/<path>`: segments of letters, digits, `.`, `_` and `-`, never `.` or `..`. */
export function assertStoreKey(key: string) {
  if (!key.split('/').every((s) => SEGMENT.test(s) && s !== '.' && s !== '..'))
    throw new Error(`not an asset store key: ${JSON.stringify(key)}`);
}

/** The store the settings choose: the S3 bucket when configured, else the folder. */
export function openAssetStore(config: Pick<RemotesConfig, 'dir' | 's3'>): AssetStore {
  return config.s3 ? s3AssetStore(config.s3) : diskAssetStore(config.dir);
}

/** Where files being written wait (one file system with the store, never served). */
const PARTIAL_DIR = '.partial';
/** A partial file this old was left by a process that died while writing it. */
const ABANDONED_MS = 60 * 60 * 1000;

/**
 * Files under a folder. A file is written under a temporary name in `.partial/` and renamed into
 * place, so a reader (express-static-gzip, another process) sees the old file or the whole new one,
 * and a process killed mid-write leaves nothing in a version's folder.
 */
export function diskAssetStore(dir: string): AssetStore {
  const root = resolve(dir);
  const partials = join(root, PARTIAL_DIR);
  void removeAbandoned(partials);
  const fileOf = (key: string) => {
    assertStoreKey(key);
    const file = join(root, ...key.split('/'));
    if (!file.startsWith(root + sep)) throw new Error(`not an asset store key: ${JSON.stringify(key)}`);
    return file;
  };
  return {
    kind: 'disk',
    dir: root,
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(dirname(file), { recursive: true });
      await ensureDir(partials);
      const partial = join(partials, `${process.pid}.${randomBytes(6).toString('hex')}`);
      try {
        await writeFile(partial, body);
        await rename(partial, file);
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
    },
    async get(key) {
      const file = fileOf(key);
      const size = await fileSize(file);
      return size === null ? null : { body: createReadStream(file), size };
    },
    async has(key) {
      return (await fileSize(fileOf(key))) !== null;
    },
  };
}

// Many puts at once may each create the folder: the one that loses the race is fine.
async function ensureDir(dir: string) {
  try {
    await mkdir(dir, { recursive: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
}

async function removeAbandoned(partials: string) {
  try {
    for (const name of await readdir(partials)) {
      const file = join(partials, name);
      if (Date.now() - (await stat(file)).mtimeMs > ABANDONED_MS) await rm(file, { force: true });
    }
  } catch {
    // no folder yet, or a file another process just renamed: nothing to remove
  }
}

async function fileSize(file: string): Promise<number | null> {
  try {
    const s = await stat(file);
    return s.isFile() ? s.size : null;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'ENOTDIR')
      return null;
    throw err;
  }
}

export interface S3Config {
  /** The store's base URL, e.g. https://s3.eu-west-1.amazonaws.com or http://minio:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Objects in an S3-compatible bucket, path-style (`<endpoint>/<bucket>/<key>`), signed with SigV4. */
export function s3AssetStore(config: S3Config): AssetStore {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
  });
  const objectUrl = (key: string) => {
    assertStoreKey(key);
    return `${config.endpoint}/${encodeURIComponent(config.bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`;
  };
  return {
    kind: 's3',
    async put(key, body) {
      const res = await client.fetch(objectUrl(key), {
        method: 'PUT',
        body: body as unknown as BodyInit,
        headers: { 'content-type': contentTypeOf(key) },
      });
      await res.body?.cancel();
      if (!res.ok) throw new Error(`S3 PUT of ${key} answered ${res.status}`);
    },
    async get(key) {
      const res = await client.fetch(objectUrl(key));
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok || !res.body) {
        await res.body?.cancel();
        throw new Error(`S3 GET of ${key} answered ${res.status}`);
      }
      return {
        body: Readable.fromWeb(res.body as WebReadableStream<Uint8Array>),
        size: Number(res.headers.get('content-length') ?? 0),
      };
    },
    async has(key) {
      const res = await client.fetch(objectUrl(key), { method: 'HEAD' });
      await res.body?.cancel();
      if (res.status === 404) return false;
      if (!res.ok) throw new Error(`S3 HEAD of ${key} answered ${res.status}`);
      return true;
    },
  };
}

const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  svg: 'image/svg+xml',
  html: 'text/html; charset=utf-8',
  graphql: 'text/plain; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  map: 'application/json; charset=utf-8',
  png: 'image/png',
  woff2: 'font/woff2',
};

/** The object's type as browsers need it (a CDN serves the bucket's objects as stored). */
export function contentTypeOf(key: string): string {
  if (key.endsWith('.br') || key.endsWith('.gz')) return contentTypeOf(key.slice(0, -3));
  return TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
