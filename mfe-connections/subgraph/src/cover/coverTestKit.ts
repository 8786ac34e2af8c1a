// Test helpers of the cover upload tests: the domain's migrations, two services, viewers per role, a
// server that mounts the router as a host does, and cover images made with sharp.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import {
  eventMigrations,
  guardedBodyParsers,
  restErrorHandler,
  type Db,
  type Memberships,
  type MigrationSet,
  type RequestContext,
  type Viewer,
} from '@switchyard/server-kit';
import type { Settings } from '@switchyard/server-kit/settings';
import express from 'express';
import sharp from 'sharp';
import { coverRouter } from './index';

export const coverMigrations: MigrationSet = {
  schema: 'connections',
  dir: join(__dirname, '..', '..', 'migrations'),
  requires: [eventMigrations],
};

export const ORGS = {
  acme: '10000000-0000-4000-8000-000000000001',
  sol: '10000000-0000-4000-8000-000000000007',
};
export const SERVICES = {
  daybook: '20000000-0000-4000-8000-000000000001',
  solStudio: '20000000-0000-4000-8000-000000000007',
};

export async function seedServices(db: Db) {
  for (const [id, org, moduleName] of [
    [SERVICES.daybook, ORGS.acme, 'daybook'],
    [SERVICES.solStudio, ORGS.sol, 'sol_studio'],
  ])
    await db.query(
      `INSERT INTO connections.services (service_id, organization_id, module_name, name, version)
       VALUES ($1, $2, $3, $3, 1)`,
      [id, org, moduleName],
    );
}

function viewer(n: number, login: string, staff = false): Viewer {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    login,
    email: `${login}@example.com`,
    name: login,
    staff,
    emailVerified: true,
    reviewTeam: false,
    maker: false,
    tier: 'free',
    timezone: 'UTC',
  };
}
const ctx = (v: Viewer | null, memberships: Memberships): RequestContext => ({
  viewer: v,
  memberships: async () => memberships,
});

/** The demo roles: owner and member of Acme (Daybook's organization), another organization's owner, a newcomer, staff. */
export const VIEWERS: Record<string, RequestContext> = {
  olivia: ctx(viewer(1, 'olivia'), { [ORGS.acme]: 'owner' }),
  milo: ctx(viewer(2, 'milo'), { [ORGS.acme]: 'member' }),
  stella: ctx(viewer(3, 'stella', true), {}),
  nia: ctx(viewer(6, 'nia'), {}),
  sol: ctx(viewer(7, 'sol'), { [ORGS.sol]: 'owner' }),
  anonymous: ctx(null, {}),
};

/**
 * The router as `runSubgraph` (and the gateway) mount it: the JSON and form parsers and the input
 * guard first (a raw image body must get through them), the viewer from an `x-test-viewer` header.
 */
export async function startCoverServer(db: Db, settings: Settings) {
  const app = express();
  app.use((req, _res, next) => {
    req.ctx = VIEWERS[req.header('x-test-viewer') ?? 'anonymous'] ?? VIEWERS.anonymous;
    next();
  });
  app.use(guardedBodyParsers('1mb'));
  app.use(coverRouter({ db, settings }));
  app.use((_req, res) => {
    res.status(404).json({ error: 'Not found.' });
  });
  app.use(restErrorHandler);
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** A real image of the given size and type (a flat colour with a stripe, so it compresses fast). */
export async function makeImage(type: 'png' | 'jpeg', width = 4320, height = 2160): Promise<Buffer> {
  const stripe = await sharp({
    create: { width: Math.max(1, width >> 2), height, channels: 3, background: '#ff6600' },
  })
    .png()
    .toBuffer();
  const image = sharp({ create: { width, height, channels: 3, background: '#336699' } }).composite([
    { input: stripe, left: 0, top: 0 },
  ]);
  return type === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

export interface Signed {
  signedUrl: string;
  backgroundUrl: string;
  backgroundThumbnailUrl: string;
  uploadedAt: string;
}

export function client(base: string) {
  return {
    sign: (login: string, owner: string, type: string) =>
      fetch(
        `${base}/connections/cover_image/signed_url?owner_module_name=${encodeURIComponent(owner)}&image_content_type=${encodeURIComponent(type)}`,
        { headers: { 'x-test-viewer': login, accept: 'application/json' } },
      ),
    async signOk(login: string, owner = 'daybook', type = 'image/png'): Promise<Signed> {
      const res = await this.sign(login, owner, type);
      if (res.status !== 200) throw new Error(`signing answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as Signed;
    },
    put: (path: string, body: Buffer | ReadableStream<Uint8Array>, contentType: string, login = 'olivia') =>
      fetch(base + path, {
        method: 'PUT',
        headers: { 'x-test-viewer': login, 'content-type': contentType },
        body: body as unknown as BodyInit,
        duplex: 'half',
      } as RequestInit),
    get: (path: string) => fetch(base + path),
  };
}
