import { mkdir, mkdtemp, readFile, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { AwsClient } from 'aws4fetch';
import { createTestDb } from '@switchyard/server-kit/testing';
import { assertStoreKey, contentTypeOf, diskAssetStore, openAssetStore, s3AssetStore } from './assetStore';
import { publishVersion } from './publish';
import { apiSchemaSdl, orgVariant, registryMigrationSet, shellDist, stella } from './registry.testing';
import type { AssetStore } from './types';

jest.setTimeout(60_000);

// s3rver knows this one account; it checks the access key id of a SigV4 request, not its signature.
const ACCESS_KEY = 'S3RVER';
const BUCKET = 'remotes';

let s3: S3rver;
let s3Dir: string;
let endpoint: string;
let diskDir: string;

beforeAll(async () => {
  s3Dir = await mkdtemp(join(tmpdir(), 'switchyard-s3-'));
  diskDir = await mkdtemp(join(tmpdir(), 'switchyard-remotes-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await s3.close();
  await rm(s3Dir, { recursive: true, force: true });
  await rm(diskDir, { recursive: true, force: true });
});

const s3Config = () => ({
  endpoint,
  bucket: BUCKET,
  region: 'us-east-1',
  accessKeyId: ACCESS_KEY,
  secretAccessKey: ACCESS_KEY,
});

describe.each([
  ['disk', () => diskAssetStore(diskDir)],
  ['s3', () => s3AssetStore(s3Config())],
])('the %s store', (_kind, make: () => AssetStore) => {
  it('keeps, finds and streams files by key', async () => {
    const store = make();
    await store.put('org/0.1.0-abc/remoteEntry.js', Buffer.from('var org;'));
    await store.put('org/0.1.0-abc/static/js/1.js', Buffer.from('x'.repeat(10_000)));
    expect(await store.has('org/0.1.0-abc/remoteEntry.js')).toBe(true);
    expect(await store.has('org/0.1.0-abc/missing.js')).toBe(false);
    expect(await store.get('org/0.1.0-abc/missing.js')).toBeNull();
    const got = await store.get('org/0.1.0-abc/remoteEntry.js');
    expect(got?.size).toBe(8);
    expect(await text(got!.body)).toBe('var org;');
    expect((await text((await store.get('org/0.1.0-abc/static/js/1.js'))!.body)).length).toBe(10_000);
    // A new body replaces the old one whole.
    await store.put('org/0.1.0-abc/remoteEntry.js', Buffer.from('var org2;'));
    expect(await text((await store.get('org/0.1.0-abc/remoteEntry.js'))!.body)).toBe('var org2;');
  });

  it('refuses keys that leave the store', async () => {
    const store = make();
    for (const key of ['../x', 'org/../../x', '/etc/passwd', 'org//x', 'org/./x', 'a b', ''])
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow('not an asset store key');
    await expect(store.get('../../etc/passwd')).rejects.toThrow('not an asset store key');
  });
});

it('writes a disk file whole: a reader never sees part of it, nor a temporary file', async () => {
  const store = diskAssetStore(diskDir);
  const big = Buffer.alloc(8 * 1024 * 1024, 'a');
  const other = Buffer.alloc(8 * 1024 * 1024, 'b');
  const file = join(diskDir, 'org', 'v', 'big.js');
  await store.put('org/v/big.js', big);
  const reads: Promise<Buffer>[] = [];
  const writes = [store.put('org/v/big.js', other), store.put('org/v/big.js', big)];
  for (let i = 0; i < 20; i++) reads.push(readFile(file));
  await Promise.all(writes);
  for (const body of await Promise.all(reads)) {
    expect(body.length).toBe(big.length);
    expect(body.equals(big) || body.equals(other)).toBe(true);
  }
  expect((await readdir(join(diskDir, 'org', 'v'))).filter((f) => f.includes('partial'))).toEqual([]);
});

it("keeps a killed writer's partial file out of the version's folder, and removes it once abandoned", async () => {
  const dir = await mkdtemp(join(tmpdir(), 'switchyard-remotes-'));
  // What a process killed mid-write leaves: a partial file, written two hours ago.
  await mkdir(join(dir, '.partial'), { recursive: true });
  const left = join(dir, '.partial', '4242.0123456789ab');
  await writeFile(left, 'half a chunk');
  const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
  await utimes(left, twoHoursAgo, twoHoursAgo);
  const store = diskAssetStore(dir);
  await store.put('org/v/a.js', Buffer.from('whole'));
  expect(await readdir(join(dir, 'org', 'v'))).toEqual(['a.js']);
  // The sweep runs beside the store's first writes: give it a moment.
  for (let i = 0; i < 40 && (await readdir(join(dir, '.partial'))).includes('4242.0123456789ab'); i++)
    await new Promise((r) => setTimeout(r, 50));
  expect(await readdir(join(dir, '.partial'))).toEqual([]);
  await rm(dir, { recursive: true, force: true });
});

it('stores S3 objects with the type browsers need (a CDN serves them as stored)', async () => {
  await s3AssetStore(s3Config()).put('org/v/remoteEntry.js.br', Buffer.from('x'));
  const direct = new AwsClient({ accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY, service: 's3' });
  const res = await direct.fetch(`${endpoint}/${BUCKET}/org/v/remoteEntry.js.br`);
  expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  expect(contentTypeOf('a/mf-manifest.json')).toBe('application/json; charset=utf-8');
});

it('throws for a store that refuses the request', async () => {
  const stranger = s3AssetStore({ ...s3Config(), accessKeyId: 'NOBODY' });
  await expect(stranger.put('org/v/x.js', Buffer.from('x'))).rejects.toThrow(/answered 403/);
});

it('opens the store the settings choose', () => {
  expect(openAssetStore({ dir: diskDir }).kind).toBe('disk');
  expect(openAssetStore({ dir: diskDir }).dir).toBe(diskDir);
  expect(openAssetStore({ dir: diskDir, s3: s3Config() }).kind).toBe('s3');
  expect(() => assertStoreKey('org/0.1.0-abc/mf-manifest.json')).not.toThrow();
});

it('publishes a version into the bucket, each compressible file with its .br and .gz', async () => {
  const db = await createTestDb([registryMigrationSet]);
  try {
    const store = s3AssetStore(s3Config());
    const { version, created } = await publishVersion(
      { db, store, shellDist, apiSchemaSdl },
      'org',
      orgVariant(1),
      stella,
    );
    expect(created).toBe(true);
    for (const f of [
      'mf-manifest.json',
      'remoteEntry.js',
      'remoteEntry.js.br',
      'remoteEntry.js.gz',
      'switchyard.json.br',
    ])
      expect(await store.has(`org/${version}/${f}`)).toBe(true);
    const entry = await store.get(`org/${version}/remoteEntry.js`);
    expect(entry!.size).toBe(orgVariant(1).get('remoteEntry.js')!.length);
    expect(await text(entry!.body)).toBe(orgVariant(1).get('remoteEntry.js')!.toString('utf8'));
  } finally {
    await db.drop();
  }
});
