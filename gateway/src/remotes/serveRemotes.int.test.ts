import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import S3rver from 's3rver';
import { createTestDb } from '@switchyard/server-kit/testing';
import { registryMigrations } from '../app';
import { listen } from '../testing/testClient';
import { insertVersion, versionOf } from '../testing/remoteVersions';
import { diskAssetStore, s3AssetStore } from './assetStore';
import { serveRemotes } from './serveRemotes';
import type { AssetStore } from './types';

jest.setTimeout(60_000);

type TestDb = Awaited<ReturnType<typeof createTestDb>>;

/** serveRemotes over `store` on a bare app (nothing else answers), its versions in `db`. */
async function serving(store: AssetStore, db: TestDb) {
  const app = express();
  app.use(serveRemotes({ store, db }));
  app.use((_req, res) => res.status(418).send('not served by serveRemotes'));
  const s = await listen(app);
  return {
    base: s.base,
    close: () => {
      s.server.closeAllConnections();
      s.server.close();
    },
  };
}

const v = versionOf('org', '0.2.0-abcdef012345');
const hashed = '__federation_expose_app.abcdef0123.js';
const get = (url: string, encoding: string, method = 'GET') =>
  fetch(url, { method, headers: { 'accept-encoding': encoding } });
// fetch decodes what it accepted: the headers tell which file was sent.
const bodyOf = (res: Response) => res.text();

/** The same behaviour from either store. */
function servesVersions(
  kind: string,
  setup: () => Promise<{ store: AssetStore; db: TestDb; cleanup(): Promise<void> }>,
) {
  describe(`a published version's files from the ${kind} store`, () => {
    let base = '';
    let done: () => Promise<void>;
    let store: AssetStore;
    let db: TestDb;
    beforeAll(async () => {
      const s = await setup();
      ({ store, db } = s);
      await insertVersion(db, v, store);
      const server = await serving(store, db);
      base = `${server.base}/remotes/org/${v.version}`;
      done = async () => {
        server.close();
        await s.cleanup();
      };
    });
    afterAll(() => done());

    it('serves brotli, then gzip, as the browser accepts, else the raw file; hashed files a year, entry files revalidated', async () => {
      const br = await get(`${base}/${hashed}`, 'gzip, deflate, br');
      expect(br.status).toBe(200);
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(br.headers.get('content-type')).toMatch(/javascript/);
      expect(br.headers.get('vary')).toMatch(/Accept-Encoding/i);
      expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await bodyOf(br)).toBe(`/* org ${v.version} ${hashed} */`);
      const gz = await get(`${base}/${hashed}`, 'gzip');
      expect(gz.headers.get('content-encoding')).toBe('gzip');
      expect(await bodyOf(gz)).toBe(`/* org ${v.version} ${hashed} */`);
      const raw = await get(`${base}/${hashed}`, 'identity');
      expect(raw.headers.get('content-encoding')).toBeNull();
      expect(await raw.text()).toBe(`/* org ${v.version} ${hashed} */`);
      for (const entry of ['mf-manifest.json', 'remoteEntry.js']) {
        const res = await get(`${base}/${entry}`, 'br');
        expect([entry, res.status, res.headers.get('cache-control')]).toEqual([entry, 200, 'no-cache']);
      }
      const manifest = await get(`${base}/mf-manifest.json`, 'gzip');
      expect(JSON.parse(await bodyOf(manifest))).toEqual(v.manifest);
    });

    it('answers HEAD with the headers only, and a revalidation with 304', async () => {
      const head = await get(`${base}/remoteEntry.js`, 'br', 'HEAD');
      expect(head.status).toBe(200);
      expect(head.headers.get('cache-control')).toBe('no-cache');
      expect(await head.text()).toBe('');
      const first = await get(`${base}/remoteEntry.js`, 'br');
      await first.arrayBuffer();
      const etag = first.headers.get('etag')!;
      expect(etag).toBeTruthy();
      const again = await fetch(`${base}/remoteEntry.js`, {
        // fetch would add `Cache-Control: no-cache` to a conditional request, as a browser's reload does.
        headers: { 'accept-encoding': 'br', 'if-none-match': etag, 'cache-control': 'max-age=0' },
      });
      expect(again.status).toBe(304);
    });

    it('answers 404 JSON for a missing file, an unknown or unpublished version, an unversioned or hostile path', async () => {
      // Files in the store whose version was never published (no row): not served.
      await store.put(`org/0.3.0-ffffffffffff/remoteEntry.js`, Buffer.from('unpublished'));
      const origin = base.slice(0, base.indexOf('/remotes/'));
      for (const path of [
        `/remotes/org/${v.version}/nope.js`,
        '/remotes/org/0.3.0-ffffffffffff/remoteEntry.js',
        '/remotes/org/9.9.9-000000000000/remoteEntry.js',
        '/remotes/org/mf-manifest.json',
        `/remotes/org/${v.version}/..%2f..%2fpackage.json`,
        `/remotes/org/${v.version}/%E0%A4%A.js`,
        '/remotes/',
        '/remotes/.partial/4242.0123456789ab',
      ]) {
        const res = await get(origin + path, 'br');
        expect([path, res.status, res.headers.get('content-type')]).toEqual([
          path,
          404,
          expect.stringMatching(/json/),
        ]);
      }
    });

    it('leaves other methods to the rest of the app', async () => {
      expect((await fetch(`${base}/remoteEntry.js`, { method: 'POST' })).status).toBe(418);
    });
  });
}

servesVersions('disk', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'sy-remotes-'));
  const db = await createTestDb([registryMigrations]);
  // A write in progress (the disk store's .partial folder) is never served.
  await mkdir(join(dir, '.partial'));
  await writeFile(join(dir, '.partial', '4242.0123456789ab'), 'x');
  return {
    store: diskAssetStore(dir),
    db,
    async cleanup() {
      await db.drop();
      await rm(dir, { recursive: true, force: true });
    },
  };
});

servesVersions('S3', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'sy-remotes-s3-'));
  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'remotes', configs: [] }],
  });
  const { port } = await s3.run();
  const db = await createTestDb([registryMigrations]);
  return {
    store: s3AssetStore({
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'remotes',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    }),
    db,
    async cleanup() {
      await db.drop();
      await s3.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
});
