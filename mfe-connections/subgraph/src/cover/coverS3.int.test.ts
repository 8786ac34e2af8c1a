import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDb } from '@switchyard/server-kit/testing';
import { SettingError, testSettings } from '@switchyard/server-kit/settings';
import { AwsClient } from 'aws4fetch';
import S3rver from 's3rver';
import sharp from 'sharp';
import { coverStorage } from './coverStorage';
import { client, coverMigrations, makeImage, seedServices, startCoverServer } from './coverTestKit';
import { s3Storage } from './s3Storage';

jest.setTimeout(60_000);

// s3rver (an in-process S3-compatible server) knows this one account; it checks the access key id
// of a SigV4 request, not its signature.
const ACCESS_KEY = 'S3RVER';
const SECRET_KEY = 'S3RVER';
const BUCKET = 'covers';

let s3: S3rver;
let s3Dir: string;
let endpoint: string;
let db: Awaited<ReturnType<typeof createTestDb>>;
let server: Awaited<ReturnType<typeof startCoverServer>>;

beforeAll(async () => {
  s3Dir = await mkdtemp(join(tmpdir(), 'switchyard-s3-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  db = await createTestDb([coverMigrations]);
  await seedServices(db);
  server = await startCoverServer(
    db,
    testSettings({
      SESSION_SECRET: 'cover s3 test secret',
      CONNECTIONS_COVER_S3_ENDPOINT: endpoint,
      CONNECTIONS_COVER_S3_BUCKET: BUCKET,
      CONNECTIONS_COVER_S3_ACCESS_KEY_ID: ACCESS_KEY,
      CONNECTIONS_COVER_S3_SECRET_ACCESS_KEY: SECRET_KEY,
    }),
  );
});

afterAll(async () => {
  await server.close();
  await db.drop();
  await s3.close();
  await rm(s3Dir, { recursive: true, force: true });
});

describe('covers in an S3-compatible store', () => {
  it('stores the original and the thumbnail in the bucket and serves them from it', async () => {
    const api = client(server.base);
    const jpeg = await makeImage('jpeg');
    const signed = await api.signOk('olivia', 'daybook', 'image/jpeg');
    expect((await api.put(signed.signedUrl, jpeg, 'image/jpeg')).status).toBe(200);

    const key = signed.backgroundUrl.split('/').pop()!;
    const direct = new AwsClient({
      accessKeyId: ACCESS_KEY,
      secretAccessKey: SECRET_KEY,
      region: 'us-east-1',
      service: 's3',
    });
    const object = await direct.fetch(`${endpoint}/${BUCKET}/${key}`);
    expect(object.status).toBe(200);
    expect(object.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await object.arrayBuffer()).equals(jpeg)).toBe(true);

    const served = await api.get(signed.backgroundUrl);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await served.arrayBuffer()).equals(jpeg)).toBe(true);
    const thumb = await sharp(
      Buffer.from(await (await api.get(signed.backgroundThumbnailUrl)).arrayBuffer()),
    ).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['jpeg', 720, 360]);
  });

  it('answers null for a missing object and throws for a refused request', async () => {
    const store = s3Storage({
      endpoint,
      bucket: BUCKET,
      region: 'us-east-1',
      accessKeyId: ACCESS_KEY,
      secretAccessKey: SECRET_KEY,
    });
    expect(await store.get('0'.repeat(32))).toBeNull();
    const stranger = s3Storage({
      endpoint,
      bucket: BUCKET,
      region: 'us-east-1',
      accessKeyId: 'NOBODY',
      secretAccessKey: 'x',
    });
    await expect(stranger.put('1'.repeat(32), Buffer.from('x'), 'image/png')).rejects.toThrow(/answered 403/);
    await expect(store.get('../etc')).rejects.toThrow(/not a cover file name/);
  });

  it('needs the bucket and keys once the endpoint is set', () => {
    const settings = testSettings({ CONNECTIONS_COVER_S3_ENDPOINT: endpoint });
    expect(() => coverStorage({ db, settings })).toThrow(SettingError);
    expect(() => coverStorage({ db, settings })).toThrow(/CONNECTIONS_COVER_S3_BUCKET must be set/);
  });
});
