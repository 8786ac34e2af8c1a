import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { restErrorHandler, type DemoUsers, type RequestContext } from '@switchyard/server-kit';
import { createTestDb } from '@switchyard/server-kit/testing';
import express from 'express';
import { serviceConfigDomain } from '../index';
import { DEMO_ORGS } from '../seed';
import { anonymous, contextFor } from '../testViewers';
import { EMPTY_FILE, NOT_AN_IMAGE, PUBLISHED_READ_ONLY, SVG_REFUSED } from './iconRoutes';
import { ICON_MAX_BYTES } from './readBody';
import { testSettings } from '@switchyard/server-kit/settings';

jest.setTimeout(60_000); // a first embedded database takes seconds to create

type Db = Awaited<ReturnType<typeof createTestDb>>;
let db: Db;
let dataDir: string;
let server: Server;
let base: string;

const viewers: Record<string, RequestContext> = {
  milo: contextFor('milo', { [DEMO_ORGS.acme]: 'member', [DEMO_ORGS.lite]: 'owner' }),
  stella: contextFor('stella', { [DEMO_ORGS.bigco]: 'owner' }),
  olivia: contextFor('olivia', { [DEMO_ORGS.oliviaLabs]: 'owner' }),
};

/** As the gateway mounts the router: body parsers first, the viewer's context set, errors last. */
function gatewayLikeApp() {
  const app = express();
  app.use(express.json({ limit: '1mb' }));
  app.use(express.urlencoded({ extended: false, limit: '1mb' }));
  app.use((req, _res, next) => {
    const login = req.header('x-test-viewer');
    req.ctx = (login && viewers[login]) || anonymous;
    next();
  });
  app.use(serviceConfigDomain.router!({ db, settings: testSettings({ DATA_DIR: dataDir }) }));
  app.use((_req, res) => {
    res.status(404).json({ error: 'Not found.' });
  });
  app.use(restErrorHandler);
  return app;
}

beforeAll(async () => {
  db = await createTestDb([serviceConfigDomain.migrations]);
  await serviceConfigDomain.seed!({ db, settings: testSettings() }, {} as DemoUsers);
  dataDir = await mkdtemp(join(tmpdir(), 'switchyard-icons-'));
  server = gatewayLikeApp().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await db.drop();
  await rm(dataDir, { recursive: true, force: true });
});

// A real 1x1 PNG, and files that start like a JPEG and a WebP.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF jpeg body')]);
const webp = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([20, 0, 0, 0]),
  Buffer.from('WEBPVP8 webp body'),
]);
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

async function upload(
  slug: string,
  body: Buffer | ReadableStream<Uint8Array>,
  contentType: string | null,
  viewer: string | null = 'milo',
) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (contentType) headers['content-type'] = contentType;
  if (viewer) headers['x-test-viewer'] = viewer;
  const res = await fetch(`${base}/services/${slug}/icon`, {
    method: 'POST',
    headers,
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : null };
}

async function iconPathOf(slug: string) {
  const { rows } = await db.query<{ icon_path: string | null }>(
    'SELECT icon_path FROM service_config.services WHERE module_name = $1',
    [slug],
  );
  return rows[0].icon_path;
}

/** Everything a refused upload must leave alone: the services table and the icon files. */
async function snapshot() {
  const { rows } = await db.query(
    'SELECT id, icon_path, updated_at FROM service_config.services ORDER BY id',
  );
  const files = await readdir(join(dataDir, 'service-icons')).catch(() => []);
  return { rows, files: files.sort() };
}

async function expectRefused(
  attempt: () => Promise<{ status: number; json: { error?: string } | null }>,
  status: number,
  message: string,
) {
  const before = await snapshot();
  const res = await attempt();
  expect(res.status).toBe(status);
  expect(res.json?.error).toBe(message);
  expect(await snapshot()).toEqual(before);
}

describe('POST /services/:slug/icon', () => {
  it('stores a member’s PNG, records it and GET serves the same bytes', async () => {
    const res = await upload('acme_notes', png, 'image/png');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.json.icon).toMatch(/^\/services\/acme_notes\/icon\?v=[0-9a-f]{16}$/);
    const hash = res.json.icon.split('v=')[1];

    const stored = await iconPathOf('acme_notes');
    expect(stored).toBe(`service-icons/20000000-0000-4000-8000-000000000002-${hash}.png`);
    expect(await readFile(join(dataDir, stored!))).toEqual(png);
    // No temporary files are left behind by the atomic write.
    expect((await readdir(join(dataDir, 'service-icons'))).filter((f) => f.endsWith('.tmp'))).toEqual([]);

    const got = await fetch(`${base}${res.json.icon}`, { headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await got.arrayBuffer())).toEqual(png);
  });

  it('replaces the icon with a JPEG and removes the old file', async () => {
    const old = await iconPathOf('acme_notes');
    const res = await upload('acme_notes', jpeg, 'image/jpeg; charset=binary');
    expect(res.status).toBe(200);
    const stored = await iconPathOf('acme_notes');
    expect(stored).toMatch(/\.jpg$/);
    expect(stored).not.toBe(old);
    expect(await readdir(join(dataDir, 'service-icons'))).toEqual([stored!.split('/')[1]]);
    const got = await fetch(`${base}${res.json.icon}`);
    expect(got.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await got.arrayBuffer())).toEqual(jpeg);
  });

  it('accepts WebP, and trusts the bytes over a wrong declared raster type', async () => {
    const ok = await upload('acme_notes', webp, 'image/png');
    expect(ok.status).toBe(200);
    const got = await fetch(`${base}${ok.json.icon}`);
    expect(got.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await got.arrayBuffer())).toEqual(webp);
  });

  it('answers an outsider exactly like a missing service, and changes nothing', async () => {
    await expectRefused(() => upload('acme_notes', png, 'image/png', 'stella'), 404, 'Service not found.');
    await expectRefused(() => upload('no_such_service', png, 'image/png'), 404, 'Service not found.');
  });

  it('refuses an anonymous upload', async () => {
    await expectRefused(
      () => upload('acme_notes', png, 'image/png', null),
      401,
      'You need to sign in first.',
    );
  });

  it('keeps a published service read-only', async () => {
    await expectRefused(() => upload('acme_weather', png, 'image/png'), 422, PUBLISHED_READ_ONLY);
    await expectRefused(() => upload('lite_lamp', png, 'image/png'), 422, PUBLISHED_READ_ONLY);
  });

  it('refuses an image over 1 MB with 413, declared or streamed', async () => {
    const big = Buffer.concat([png, Buffer.alloc(ICON_MAX_BYTES)]);
    await expectRefused(() => upload('acme_notes', big, 'image/png'), 413, 'The image is too large.');
    const streamed = () =>
      new ReadableStream<Uint8Array>({
        start(c) {
          c.enqueue(png);
          for (let i = 0; i < 5; i++) c.enqueue(new Uint8Array(256 * 1024));
          c.close();
        },
      });
    await expectRefused(() => upload('acme_notes', streamed(), 'image/png'), 413, 'The image is too large.');
  });

  it('accepts an image of exactly 1 MB', async () => {
    const max = Buffer.concat([png, Buffer.alloc(ICON_MAX_BYTES - png.length)]);
    const res = await upload('labs_sensor', max, 'image/png', 'olivia');
    expect(res.status).toBe(200);
    expect((await readFile(join(dataDir, (await iconPathOf('labs_sensor'))!))).length).toBe(ICON_MAX_BYTES);
  });

  it('checks the type by its bytes, not only the header', async () => {
    const text = Buffer.from('definitely not an image');
    await expectRefused(() => upload('acme_notes', text, 'image/png'), 422, NOT_AN_IMAGE);
    await expectRefused(() => upload('acme_notes', png.subarray(0, 5), 'image/png'), 422, NOT_AN_IMAGE);
    await expectRefused(() => upload('acme_notes', svg, 'image/png'), 422, NOT_AN_IMAGE);
  });

  it('refuses SVG, other declared types and an empty body with 422', async () => {
    await expectRefused(() => upload('acme_notes', svg, 'image/svg+xml'), 422, SVG_REFUSED);
    await expectRefused(() => upload('acme_notes', png, 'image/gif'), 422, NOT_AN_IMAGE);
    await expectRefused(() => upload('acme_notes', png, 'application/octet-stream'), 422, NOT_AN_IMAGE);
    await expectRefused(() => upload('acme_notes', png, null), 422, NOT_AN_IMAGE);
    await expectRefused(() => upload('acme_notes', Buffer.alloc(0), 'image/png'), 422, EMPTY_FILE);
  });

  it('answers JSON bodies (already parsed by the host) with 422, never 500', async () => {
    const res = await upload('acme_notes', Buffer.from('{"icon":"x"}'), 'application/json');
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual([{ attribute: 'icon', message: NOT_AN_IMAGE }]);
  });
});

describe('GET /services/:slug/icon', () => {
  it('serves without a version as no-cache, and an outdated version is not pinned', async () => {
    const plain = await fetch(`${base}/services/acme_notes/icon`);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('cache-control')).toBe('no-cache');
    const stale = await fetch(`${base}/services/acme_notes/icon?v=0000000000000000`);
    expect(stale.headers.get('cache-control')).toBe('no-cache');
  });

  it('needs no membership: icons are public brand images', async () => {
    const got = await fetch(`${base}/services/acme_notes/icon`, { headers: { 'x-test-viewer': 'stella' } });
    expect(got.status).toBe(200);
  });

  it('answers 404 when the service has no icon or does not exist', async () => {
    const none = await fetch(`${base}/services/acme_tasks/icon`);
    expect(none.status).toBe(404);
    expect((await none.json()).error).toBe('This service has no icon.');
    expect((await fetch(`${base}/services/nope/icon`)).status).toBe(404);
  });

  it('answers 404 when the stored file has gone missing', async () => {
    await rm(join(dataDir, (await iconPathOf('labs_sensor'))!));
    expect((await fetch(`${base}/services/labs_sensor/icon`)).status).toBe(404);
  });
});
