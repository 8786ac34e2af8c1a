import { cp, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RemoteEntry } from '@switchyard/client/boot';
import { createTestDb } from '@switchyard/server-kit/testing';
import { registryMigrations } from '../app';
import { identityDomain } from '../identity/domain';
import type { TestClient } from '../testing/testClient';
import { startTestGateway, type RunningGateway } from '../testing/testGateway';
import { insertVersion, versionOf } from '../testing/remoteVersions';
import { diskAssetStore } from './assetStore';
import { canaryBucket } from './canary';
import { startLiveRegistry } from './liveRegistry';
import { abortCanary, readReleases, setCanary, switchLive } from './registryStore';
import type { AssetStore } from './types';

jest.setTimeout(60_000);

const staff = { kind: 'user' as const, name: 'stella' };
const CDN = 'https://cdn.example.com';

// Two processes of one platform: one database, one asset store.
let a: RunningGateway;
let b: RunningGateway;
let dir: string;
let store: AssetStore;
let built: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sy-live-remotes-'));
  const env = { REMOTES_DIR: dir };
  a = await startTestGateway({}, { domains: [identityDomain], env });
  b = await startTestGateway({}, { domains: [identityDomain], env, sharedDb: a.gateway.db });
  store = diskAssetStore(dir);
  built = (await readReleases(a.gateway.db)).find((r) => r.remote === 'org')!.live.version;
});
afterAll(async () => {
  await b?.stop();
  await a?.stop();
  await rm(dir, { recursive: true, force: true });
});

const orgEntry = async (gw: RunningGateway, client?: TestClient) => {
  const res = client ? await client.request('/remotes.json') : await fetch(`${gw.base}/remotes.json`);
  return ((await res.json()) as { remotes: RemoteEntry[] }).remotes.find((r) => r.name === 'org')!;
};
const page = async (client: TestClient, path: string) => {
  const res = await client.request(path, { headers: { accept: 'text/html' } });
  const html = await res.text();
  const boot = JSON.parse(/<script type="application\/json" id="sy-boot">(.*?)<\/script>/.exec(html)![1]) as {
    remotes: RemoteEntry[];
  };
  return {
    csp: res.headers.get('content-security-policy')!,
    preloads: [...html.matchAll(/<link rel="preload" as="\w+" href="([^"]+)"/g)].map((m) => m[1]),
    org: boot.remotes.find((r) => r.name === 'org')!,
  };
};
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `))!;

/** Retries `check` until it passes, for up to `ms`: how long a change may take to reach a process. */
async function eventually(check: () => Promise<void>, ms = 3000) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

describe('a change to the registry reaches every gateway process, without a restart', () => {
  it("serves a switch in /remotes.json, the page's boot data, its preloads and the CSP within 3 s, and a rollback as well", async () => {
    const cdn = versionOf('org', '0.9.0-0123456789ab', {
      routes: ['/organizations'],
      baseUrl: `${CDN}/remotes/org/0.9.0-0123456789ab/`,
      pages: [{ pattern: '^/organizations/[^/]+$', files: ['page-org.0123456789.js'] }],
    });
    await insertVersion(a.gateway.db, cdn);
    const clients = [await a.client().login('olivia'), await b.client().login('olivia')];
    for (const c of clients) expect((await page(c, '/organizations/x')).csp).not.toContain(CDN);

    const started = Date.now();
    await switchLive(a.gateway.db, 'org', cdn.version, staff);
    for (const [i, gw] of [a, b].entries()) {
      await eventually(async () => {
        expect(await orgEntry(gw)).toEqual({
          name: 'org',
          entry: `${CDN}/remotes/org/0.9.0-0123456789ab/mf-manifest.json`,
          routes: ['/organizations'],
          version: cdn.version,
        });
      });
      const p = await page(clients[i], '/organizations/x');
      expect(p.org.version).toBe(cdn.version);
      expect(p.preloads).toEqual(
        expect.arrayContaining([
          `${CDN}/remotes/org/0.9.0-0123456789ab/mf-manifest.json`,
          `${CDN}/remotes/org/0.9.0-0123456789ab/remoteEntry.js`,
          `${CDN}/remotes/org/0.9.0-0123456789ab/page-org.0123456789.js`,
        ]),
      );
      // Nothing of the build that was live before.
      expect(p.preloads.filter((href) => href.includes(built))).toEqual([]);
      for (const name of ['script-src', 'style-src', 'connect-src'])
        expect(directive(p.csp, name)).toContain(CDN);
    }
    expect(Date.now() - started).toBeLessThan(3000);

    const back = Date.now();
    await switchLive(a.gateway.db, 'org', built, staff);
    for (const [i, gw] of [a, b].entries()) {
      await eventually(async () => expect((await orgEntry(gw)).version).toBe(built));
      const p = await page(clients[i], '/organizations/x');
      expect(p.csp).not.toContain(CDN);
      expect(p.preloads).toContain(`/remotes/org/${built}/mf-manifest.json`);
    }
    expect(Date.now() - back).toBeLessThan(3000);
  });

  it('gives a canary to its share of users only, with the live version to fall back to, in both processes', async () => {
    const canary = versionOf('org', '0.9.1-fedcba987654', { routes: ['/organizations'] });
    await insertVersion(a.gateway.db, canary, store);
    // Two users on either side of the share.
    const users = await Promise.all(
      ['olivia', 'stella', 'milo', 'rey'].map(async (login) => {
        const client = await a.client().login(login);
        const { viewer } = (await client.session()) as unknown as { viewer: { id: string } };
        return { login, client, bucket: canaryBucket(viewer.id, 'org') };
      }),
    );
    users.sort((x, y) => x.bucket - y.bucket);
    const [inside, outside] = [users[0], users[users.length - 1]];
    expect(inside.bucket).toBeLessThan(outside.bucket);
    await setCanary(a.gateway.db, 'org', canary.version, inside.bucket + 1, staff);

    const liveManifest = `/remotes/org/${built}/mf-manifest.json`;
    const canaryManifest = `/remotes/org/${canary.version}/mf-manifest.json`;
    for (const gw of [a, b]) {
      const inClient = await gw.client().login(inside.login);
      const outClient = await gw.client().login(outside.login);
      await eventually(async () =>
        expect(await orgEntry(gw, inClient)).toMatchObject({
          entry: canaryManifest,
          version: canary.version,
          fallback: liveManifest,
        }),
      );
      expect(await orgEntry(gw, outClient)).toEqual(expect.objectContaining({ entry: liveManifest }));
      expect((await orgEntry(gw, outClient)).fallback).toBeUndefined();
      expect((await orgEntry(gw)).entry).toBe(liveManifest);
      const p = await page(inClient, '/organizations/x');
      expect(p.org).toMatchObject({ entry: canaryManifest, fallback: liveManifest });
      expect(p.preloads).toContain(canaryManifest);
      expect(p.preloads).not.toContain(liveManifest);
      expect((await page(outClient, '/organizations/x')).preloads).toContain(liveManifest);
      // The canary's files are served from the store.
      expect((await fetch(gw.base + canaryManifest)).status).toBe(200);
    }

    await abortCanary(a.gateway.db, 'org', staff);
    for (const gw of [a, b]) {
      const inClient = await gw.client().login(inside.login);
      await eventually(async () => expect((await orgEntry(gw, inClient)).entry).toBe(liveManifest));
    }

    // A canary on a CDN: its origin is allowed while it is the canary, for every user's page.
    const cdnCanary = versionOf('org', '0.9.3-abababababab', {
      baseUrl: 'https://canary-cdn.example.com/org/',
    });
    await insertVersion(a.gateway.db, cdnCanary);
    await setCanary(a.gateway.db, 'org', cdnCanary.version, 10, staff);
    const csp = async (gw: RunningGateway) =>
      (await fetch(`${gw.base}/health`)).headers.get('content-security-policy')!;
    for (const gw of [a, b])
      await eventually(async () =>
        expect(directive(await csp(gw), 'script-src')).toContain('https://canary-cdn.example.com'),
      );
    await abortCanary(a.gateway.db, 'org', staff);
    for (const gw of [a, b])
      await eventually(async () => expect(await csp(gw)).not.toContain('canary-cdn.example.com'));
  });

  it('follows a change whose notification was missed, by the generation it polls', async () => {
    const quiet = versionOf('org', '0.9.2-aaaabbbbcccc', { baseUrl: 'https://quiet.example.net/org/' });
    await insertVersion(a.gateway.db, quiet);
    // As the registry writes a change, but with no pg_notify: only the poll can see it.
    await a.gateway.db.transaction(async (tx) => {
      await tx.query(`UPDATE remotes.releases SET live = $1 WHERE remote = 'org'`, [quiet.version]);
      await tx.query(
        `INSERT INTO remotes.history (remote, action, version, from_version, actor_kind, actor)
         VALUES ('org', 'switch', $1, $2, 'user', 'stella')`,
        [quiet.version, built],
      );
    });
    for (const gw of [a, b])
      await eventually(async () => {
        expect((await orgEntry(gw)).version).toBe(quiet.version);
        expect((await fetch(`${gw.base}/health`)).headers.get('content-security-policy')).toContain(
          'https://quiet.example.net',
        );
      }, 4000);
    await switchLive(a.gateway.db, 'org', built, staff);
  });
});

describe("a process's registry", () => {
  it('keeps serving the last snapshot when the database cannot be read', async () => {
    const db = await createTestDb([registryMigrations]);
    const v = versionOf('org', '0.1.0-aaaaaaaaaaaa');
    await insertVersion(db, v);
    await switchLive(db, 'org', v.version, staff);
    const live = await startLiveRegistry({
      db,
      remoteUrls: {},
      local: [{ name: 'org', routes: ['/org'] }],
      pollMs: 50,
    });
    expect(live.entriesFor(null).map((e) => e.version)).toEqual([v.version]);
    await db.drop();
    await new Promise((r) => setTimeout(r, 200));
    await expect(live.reload()).rejects.toThrow();
    expect(live.entriesFor(null).map((e) => e.version)).toEqual([v.version]);
    await live.stop();
  });
});

describe('while developing', () => {
  it('publishes a rebuilt remote and serves it at the next page load (no restart)', async () => {
    // A checkout holding the shell's and the org remote's builds (as `pnpm dev` rewrites them).
    const root = await mkdtemp(join(tmpdir(), 'sy-dev-root-'));
    const repo = join(__dirname, '..', '..', '..');
    for (const pkg of ['shell', 'mfe-org/web']) {
      await cp(join(repo, pkg, 'dist'), join(root, pkg, 'dist'), { recursive: true });
      await cp(join(repo, pkg, 'package.json'), join(root, pkg, 'package.json'));
    }
    const devDir = await mkdtemp(join(tmpdir(), 'sy-dev-remotes-'));
    const dev = await startTestGateway(
      { production: false },
      { domains: [identityDomain], env: { SWITCHYARD_ROOT: root, REMOTES_DIR: devDir } },
    );
    try {
      const c = await dev.client().login('olivia');
      const before = (await page(c, '/organizations/x')).org.version!;
      // The rebuild: a changed file, and a new manifest.
      const dist = join(root, 'mfe-org/web/dist');
      const file = (await readdir(dist)).find(
        (f) => f.startsWith('__federation_expose_app') && f.endsWith('.js'),
      )!;
      await writeFile(join(dist, file), `${await readFile(join(dist, file), 'utf8')}\n// rebuilt`);
      const manifest = join(dist, 'mf-manifest.json');
      const later = new Date(Date.now() + 2000);
      await utimes(manifest, later, later);
      await new Promise((r) => setTimeout(r, 1100));
      const after = (await page(c, '/organizations/x')).org;
      expect(after.version).not.toBe(before);
      // (The raw file: this rebuild, unlike a real one, left the build's compressed copies as they were.)
      const served = await fetch(`${dev.base}/remotes/org/${after.version}/${file}`, {
        headers: { 'accept-encoding': 'identity' },
      });
      expect((await served.text()).endsWith('// rebuilt')).toBe(true);
    } finally {
      await dev.stop();
      await rm(root, { recursive: true, force: true });
      await rm(devDir, { recursive: true, force: true });
    }
  });
});
