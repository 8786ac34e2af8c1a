import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COVER_WRONG_SIZE, COVER_WRONG_TYPE } from '@switchyard/connections-common/messages';
import { createTestDb } from '@switchyard/server-kit/testing';
import { testSettings } from '@switchyard/server-kit/settings';
import sharp from 'sharp';
import {
  client,
  coverMigrations,
  makeImage,
  seedServices,
  SERVICES,
  startCoverServer,
  VIEWERS,
} from './coverTestKit';
import { claimCoverUpload } from './index';
import { signedUploadPath, uploadSigningKey } from './signing';

jest.setTimeout(60_000);

const SECRET = 'cover test secret';
const MAX_BYTES = 4 * 1024 * 1024;
let db: Awaited<ReturnType<typeof createTestDb>>;
let coverDir: string;
let server: Awaited<ReturnType<typeof startCoverServer>>;
let api: ReturnType<typeof client>;
let png: Buffer;
let jpeg: Buffer;

beforeAll(async () => {
  db = await createTestDb([coverMigrations]);
  await seedServices(db);
  coverDir = await mkdtemp(join(tmpdir(), 'switchyard-covers-'));
  const settings = testSettings({
    SESSION_SECRET: SECRET,
    CONNECTIONS_COVER_DIR: coverDir,
    CONNECTIONS_COVER_MAX_BYTES: String(MAX_BYTES),
  });
  server = await startCoverServer(db, settings);
  api = client(server.base);
  [png, jpeg] = await Promise.all([makeImage('png'), makeImage('jpeg')]);
});

afterAll(async () => {
  await server.close();
  await db.drop();
  await rm(coverDir, { recursive: true, force: true });
});

const tokenOf = (signedUrl: string) => new URL(signedUrl, 'http://x').pathname.split('/').pop()!;

describe('GET /connections/cover_image/signed_url', () => {
  it.each(['olivia', 'milo'])(
    'signs an upload for %s, a member of the owner service organization',
    async (login) => {
      const signed = await api.signOk(login);
      expect(signed.signedUrl).toMatch(/^\/connections\/cover_uploads\/[0-9a-f-]{36}\?expires=\d+&sig=/);
      expect(signed.backgroundUrl).toMatch(/^\/connections\/covers\/[0-9a-f]{32}$/);
      expect(signed.backgroundThumbnailUrl).toBe(`${signed.backgroundUrl}_thumb`);
      expect(new Date(signed.uploadedAt).toISOString()).toBe(signed.uploadedAt);
    },
  );

  it('hands out a different uploadedAt to each upload of a service, even at once', async () => {
    const all = await Promise.all(Array.from({ length: 5 }, () => api.signOk('olivia')));
    expect(new Set(all.map((s) => s.uploadedAt)).size).toBe(5);
  });

  it.each([
    ['sol', 404],
    ['nia', 404],
    ['stella', 404],
    ['anonymous', 401],
  ])('answers %s with %i', async (login, status) => {
    const res = await api.sign(login, 'daybook', 'image/png');
    expect(res.status).toBe(status);
  });

  it('answers 404 for an unknown or missing owner service', async () => {
    expect((await api.sign('olivia', 'nope', 'image/png')).status).toBe(404);
    expect((await api.sign('olivia', '', 'image/png')).status).toBe(404);
  });

  it('refuses a type other than PNG or JPEG with 422 on cover_image (after the access check)', async () => {
    const res = await api.sign('olivia', 'daybook', 'image/gif');
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: COVER_WRONG_TYPE,
      errors: [{ attribute: 'cover_image', message: COVER_WRONG_TYPE }],
    });
    expect((await api.sign('sol', 'daybook', 'image/gif')).status).toBe(404);
  });
});

describe('PUT to the signed URL', () => {
  it('stores a PNG and its thumbnail and serves both back', async () => {
    const signed = await api.signOk('olivia');
    const res = await api.put(signed.signedUrl, png, 'image/png');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      backgroundUrl: signed.backgroundUrl,
      backgroundThumbnailUrl: signed.backgroundThumbnailUrl,
      uploadedAt: signed.uploadedAt,
    });

    const original = await api.get(signed.backgroundUrl);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/png');
    expect(original.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await original.arrayBuffer()).equals(png)).toBe(true);

    const thumb = await api.get(signed.backgroundThumbnailUrl);
    expect(thumb.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 720, 360]);
    expect((await readdir(coverDir)).filter((f) => !f.endsWith('.tmp')).sort()).toEqual(
      expect.arrayContaining([
        signed.backgroundUrl.split('/').pop(),
        signed.backgroundThumbnailUrl.split('/').pop(),
      ]),
    );
  });

  it('stores a JPEG sent as a stream without a length, with a JPEG thumbnail', async () => {
    const signed = await api.signOk('milo', 'daybook', 'image/jpeg');
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        for (let at = 0; at < jpeg.length; at += 64 * 1024) c.enqueue(jpeg.subarray(at, at + 64 * 1024));
        c.close();
      },
    });
    const res = await api.put(signed.signedUrl, stream, 'image/jpeg', 'milo');
    expect(res.status).toBe(200);
    const thumb = await api.get(signed.backgroundThumbnailUrl);
    expect(thumb.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 720, 360]);
  });

  it('judges a PNG sent as a JPEG by its bytes: stored and served as the PNG it is', async () => {
    const signed = await api.signOk('olivia', 'daybook', 'image/jpeg');
    const res = await api.put(signed.signedUrl, png, 'image/jpeg');
    expect(res.status).toBe(200);
    expect((await api.get(signed.backgroundUrl)).headers.get('content-type')).toBe('image/png');
  });

  it('refuses a second use of a link with 410, and lets only one of two PUTs at once win', async () => {
    const signed = await api.signOk('olivia');
    expect((await api.put(signed.signedUrl, png, 'image/png')).status).toBe(200);
    expect((await api.put(signed.signedUrl, png, 'image/png')).status).toBe(410);

    const race = await api.signOk('olivia');
    const statuses = await Promise.all([
      api.put(race.signedUrl, png, 'image/png').then((r) => r.status),
      api.put(race.signedUrl, png, 'image/png').then((r) => r.status),
    ]);
    expect(statuses.sort()).toEqual([200, 410]);
  });

  it('refuses an expired link with 403, by its signed expiry and by the stored one', async () => {
    const signed = await api.signOk('olivia');
    const token = tokenOf(signed.signedUrl);
    const past = signedUploadPath(uploadSigningKey(SECRET), token, new Date(Date.now() - 1000));
    const res = await api.put(past, png, 'image/png');
    expect(res.status).toBe(403);
    expect((await res.json()).error).toMatch(/expired/);

    await db.query(
      `UPDATE connections.cover_uploads SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [token],
    );
    expect((await api.put(signed.signedUrl, png, 'image/png')).status).toBe(403);
  });

  it('refuses a tampered link with 403: signature, expiry, token, or none', async () => {
    const signed = await api.signOk('olivia');
    const url = new URL(signed.signedUrl, 'http://x');
    const sig = url.searchParams.get('sig')!;
    const withParam = (name: string, value: string) => {
      const u = new URL(url);
      u.searchParams.set(name, value);
      return u.pathname + u.search;
    };
    const other = await api.signOk('olivia');
    for (const path of [
      withParam('sig', (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1)),
      withParam('expires', String(Number(url.searchParams.get('expires')) + 3600)),
      signed.signedUrl.replace(tokenOf(signed.signedUrl), tokenOf(other.signedUrl)),
      url.pathname,
      `/connections/cover_uploads/not-a-token${url.search}`,
    ])
      expect((await api.put(path, png, 'image/png')).status).toBe(403);
    // Still good after all that.
    expect((await api.put(signed.signedUrl, png, 'image/png')).status).toBe(200);
  });

  it("refuses a signed-out PUT (401) and another user's (403)", async () => {
    const signed = await api.signOk('olivia');
    expect((await api.put(signed.signedUrl, png, 'image/png', 'anonymous')).status).toBe(401);
    expect((await api.put(signed.signedUrl, png, 'image/png', 'milo')).status).toBe(403);
    expect((await api.put(signed.signedUrl, png, 'image/png', 'olivia')).status).toBe(200);
  });

  it.each([
    ['a PNG of the wrong size', () => makeImage('png', 4320, 2000), COVER_WRONG_SIZE],
    ['a JPEG of the wrong size', () => makeImage('jpeg', 2160, 4320), COVER_WRONG_SIZE],
    ['a GIF', async () => Buffer.from('GIF89a\x01\x00\x01\x00'), COVER_WRONG_TYPE],
    ['text', async () => Buffer.from('hello'), COVER_WRONG_TYPE],
    ['an empty body', async () => Buffer.alloc(0), COVER_WRONG_TYPE],
    [
      'a PNG header over garbage',
      async () => Buffer.concat([png.subarray(0, 33), Buffer.alloc(5000, 7)]),
      COVER_WRONG_TYPE,
    ],
  ])('refuses %s with 422 on cover_image, and the link is used up', async (_name, bytes, message) => {
    const signed = await api.signOk('olivia');
    const res = await api.put(signed.signedUrl, await bytes(), 'image/png');
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: message, errors: [{ attribute: 'cover_image', message }] });
    expect((await api.put(signed.signedUrl, png, 'image/png')).status).toBe(410);
    expect((await api.get(signed.backgroundUrl)).status).toBe(404);
  });

  it('refuses a body over the cap with 413, declared or streamed', async () => {
    const big = Buffer.concat([png, Buffer.alloc(MAX_BYTES, 1)]);
    const declared = await api.signOk('olivia');
    const res = await api.put(declared.signedUrl, big, 'image/png');
    expect(res.status).toBe(413);
    expect((await res.json()).errors[0].attribute).toBe('cover_image');
    // Refused before the link was taken: it still works.
    expect((await api.put(declared.signedUrl, png, 'image/png')).status).toBe(200);

    const streamed = await api.signOk('olivia');
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        for (let at = 0; at < big.length; at += 256 * 1024) c.enqueue(big.subarray(at, at + 256 * 1024));
        c.close();
      },
    });
    expect((await api.put(streamed.signedUrl, stream, 'image/png')).status).toBe(413);
  });
});

describe('GET /connections/covers/:file', () => {
  it('answers 404 for names that are not stored covers, traversal included', async () => {
    const signed = await api.signOk('olivia');
    for (const path of [
      signed.backgroundUrl, // signed, never uploaded
      '/connections/covers/..%2F..%2Fetc%2Fpasswd',
      '/connections/covers/%2e%2e',
      `/connections/covers/${'a'.repeat(32)}`,
      `/connections/covers/${'a'.repeat(32)}_thumb.png`,
    ])
      expect((await api.get(path)).status).toBe(404);
  });
});

describe('claimCoverUpload', () => {
  it("gives a stored upload's URLs to its owner service only, and again on a later save", async () => {
    const signed = await api.signOk('olivia');
    const claim = (ownerServiceId: string, uploadedAt = signed.uploadedAt) =>
      claimCoverUpload(db, { ownerServiceId, uploadedAt, userId: VIEWERS.olivia.viewer!.id });
    expect(await claim(SERVICES.daybook)).toBeNull(); // not uploaded yet
    expect((await api.put(signed.signedUrl, png, 'image/png')).status).toBe(200);

    const urls = {
      backgroundUrl: signed.backgroundUrl,
      backgroundThumbnailUrl: signed.backgroundThumbnailUrl,
    };
    expect(await claim(SERVICES.solStudio)).toBeNull();
    expect(await claim(SERVICES.daybook, '2020-01-01T00:00:00.000Z')).toBeNull();
    expect(await claim(SERVICES.daybook)).toEqual(urls);
    expect(await claim(SERVICES.daybook)).toEqual(urls);
    const { rows } = await db.query<{ state: string; claimed_by: string }>(
      'SELECT state, claimed_by FROM connections.cover_uploads WHERE uploaded_at = $1',
      [signed.uploadedAt],
    );
    expect(rows).toEqual([{ state: 'claimed', claimed_by: VIEWERS.olivia.viewer!.id }]);
    // A claimed cover is still served.
    expect((await api.get(signed.backgroundUrl)).status).toBe(200);
  });

  it('gives nothing for a refused upload', async () => {
    const signed = await api.signOk('olivia');
    await api.put(signed.signedUrl, Buffer.from('nope'), 'image/png');
    expect(
      await claimCoverUpload(db, {
        ownerServiceId: SERVICES.daybook,
        uploadedAt: signed.uploadedAt,
        userId: VIEWERS.olivia.viewer!.id,
      }),
    ).toBeNull();
  });
});
