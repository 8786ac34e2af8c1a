import type { Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  loadAllDomains,
  startTestGateway,
  TestClient,
  type RunningGateway,
} from '@switchyard/platform-testing';
import { closeServer, createSubgraphApp } from '@switchyard/server-kit';
import sharp from 'sharp';
import { connectionsDomain } from '../index';
import { makeImage, type Signed } from './coverTestKit';

jest.setTimeout(120_000);

// Through the real gateway, as the editor calls it (session cookie, CSRF header): with the domain
// in-process, and with the domain as its own service the gateway forwards to (the raw body of
// several MB streamed through both).
let inProcess: RunningGateway;
let forwarding: RunningGateway;
let subgraph: { server: Server; app: Awaited<ReturnType<typeof createSubgraphApp>> };
let coverDir: string;
let png: Buffer;

beforeAll(async () => {
  coverDir = await mkdtemp(join(tmpdir(), 'switchyard-gateway-covers-'));
  inProcess = await startTestGateway({}, { env: { CONNECTIONS_COVER_DIR: coverDir } });
  const secret = inProcess.config.sessionSecret;
  // The domain as its own service over the first gateway's database (its catalog and rows).
  const app = await createSubgraphApp(connectionsDomain, inProcess.gateway.db, {
    SESSION_SECRET: secret,
    CONNECTIONS_COVER_DIR: coverDir,
  });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  subgraph = { server, app };
  const { port } = server.address() as { port: number };
  // Sign-in and memberships are all this gateway needs besides the forwarded domain.
  const domains = (await loadAllDomains()).filter((d) => ['identity', 'org', 'connections'].includes(d.name));
  forwarding = await startTestGateway(
    { sessionSecret: secret, subgraphUrls: { connections: `http://127.0.0.1:${port}` } },
    { domains },
  );
  png = await makeImage('png');
});

afterAll(async () => {
  await forwarding?.stop();
  if (subgraph) {
    await closeServer(subgraph.server);
    await subgraph.app.shutdown();
  }
  await inProcess?.stop();
  await rm(coverDir, { recursive: true, force: true });
});

describe.each([
  ['in-process', () => inProcess],
  ['forwarded to the domain as its own service', () => forwarding],
])('the cover upload through the gateway, %s', (_mode, gateway) => {
  it('signs for Olivia, takes the PUT with the CSRF header, and serves the cover', async () => {
    const olivia = await new TestClient(gateway().base).login('olivia');
    const signing = await olivia.request(
      '/connections/cover_image/signed_url?owner_module_name=daybook&image_content_type=image/png',
    );
    expect(signing.status).toBe(200);
    const signed = (await signing.json()) as Signed;

    const withoutCsrf = await olivia.request(signed.signedUrl, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: png as unknown as BodyInit,
      csrf: false,
    });
    expect(withoutCsrf.status).toBe(403);

    const put = await olivia.request(signed.signedUrl, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: png as unknown as BodyInit,
    });
    expect(put.status).toBe(200);
    expect(((await put.json()) as Signed).uploadedAt).toBe(signed.uploadedAt);

    const cover = await fetch(gateway().base + signed.backgroundUrl, {
      headers: { accept: 'image/*,*/*;q=0.8' },
    });
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await cover.arrayBuffer()).equals(png)).toBe(true);
    const thumb = await fetch(gateway().base + signed.backgroundThumbnailUrl);
    const meta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([720, 360]);
  });

  it('answers signed out 401 and another organization 404', async () => {
    const path = '/connections/cover_image/signed_url?owner_module_name=daybook&image_content_type=image/png';
    expect((await new TestClient(gateway().base).request(path)).status).toBe(401);
    const sol = await new TestClient(gateway().base).login('sol');
    expect((await sol.request(path)).status).toBe(404);
  });

  it('answers 413 to a body over the cap', async () => {
    const olivia = await new TestClient(gateway().base).login('olivia');
    const signing = await olivia.request(
      '/connections/cover_image/signed_url?owner_module_name=daybook&image_content_type=image/png',
    );
    const signed = (await signing.json()) as Signed;
    const res = await olivia.request(signed.signedUrl, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: Buffer.alloc(17 * 1024 * 1024, 1) as unknown as BodyInit,
    });
    expect(res.status).toBe(413);
  });
});
