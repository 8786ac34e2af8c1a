/**
 * At start each gateway publishes the remotes built in its checkout: live when nothing else is, the
 * new build followed while nobody has deployed, a deployed version kept. Several at once agree.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDb } from '@switchyard/server-kit/testing';
import { diskAssetStore } from './assetStore';
import { importLocalBuilds } from './importLocalBuilds';
import { publishVersion } from './publish';
import { remoteState, switchLive } from './registryStore';
import { orgVariant, registryMigrationSet, root as repository, shellDist, stella } from './registry.testing';

jest.setTimeout(60_000);

let db: Awaited<ReturnType<typeof createTestDb>>;
const root = mkdtempSync(join(tmpdir(), 'switchyard-checkout-'));
const store = diskAssetStore(mkdtempSync(join(tmpdir(), 'switchyard-remotes-')));
const dist = join(root, 'mfe-org', 'web', 'dist');

/** A checkout with org built (a copy of the real build) and review not built. */
beforeAll(async () => {
  for (const [dir, remote] of [
    ['mfe-org/web', 'org'],
    ['mfe-review/web', 'review'],
  ]) {
    mkdirSync(join(root, dir), { recursive: true });
    writeFileSync(
      join(root, dir, 'package.json'),
      JSON.stringify({
        name: `@switchyard/${remote}-web`,
        switchyard: { role: 'web', remote, routes: [`/${remote}`] },
      }),
    );
  }
  cpSync(join(repository, 'mfe-org', 'web', 'dist'), dist, { recursive: true });
  db = await createTestDb([registryMigrationSet]);
});
afterAll(() => db.drop());

const deps = () => ({ db, store, root, shellDist });

/** Rebuilds org: its exposed module changes. */
function rebuild(n: number) {
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'));
  const exposed: string = manifest.exposes[0].assets.js.sync.find((f: string) => f.includes('expose'));
  writeFileSync(
    join(dist, exposed),
    Buffer.concat([readFileSync(join(dist, exposed)), Buffer.from(`\n// build ${n}\n`)]),
  );
}

it('publishes the local build and makes it live; several processes at once agree', async () => {
  const started = performance.now();
  const results = await Promise.all([
    importLocalBuilds(deps()),
    importLocalBuilds(deps()),
    importLocalBuilds(deps()),
  ]);
  const ms = performance.now() - started;
  expect(results[0]).toEqual([
    {
      remote: 'org',
      version: expect.stringMatching(/^0\.1\.0-/),
      created: expect.any(Boolean),
      live: expect.any(Boolean),
    },
    { remote: 'review', version: null, created: false, live: false, skipped: 'not built' },
  ]);
  const org = results.map((r) => r[0]!);
  expect(org.filter((r) => r.created)).toHaveLength(1);
  expect(org.filter((r) => r.live)).toHaveLength(1);
  const state = await remoteState(db, 'org');
  expect(state.live?.version).toBe(org[0]!.version);
  expect(state.live?.publishedBy).toEqual({ kind: 'build', name: 'platform build' });
  expect(state.history.map((h) => [h.action, h.actor.kind])).toEqual([
    ['build', 'build'],
    ['publish', 'build'],
  ]);
  // The build's own .br / .gz, as built.
  const key = `org/${state.live!.version}/remoteEntry.js.br`;
  expect(readFileSync(join(store.dir!, key)).equals(readFileSync(join(dist, 'remoteEntry.js.br')))).toBe(
    true,
  );
  expect(await store.has(`org/${state.live!.version}/switchyard.json.gz`)).toBe(true);
  console.log(`importing the local builds in three processes at once took ${Math.round(ms)} ms`);

  // Nothing changed: nothing is published, and it is quick.
  const again = performance.now();
  expect((await importLocalBuilds(deps()))[0]).toMatchObject({ created: false, live: false });
  expect(performance.now() - again).toBeLessThan(2000);
  expect((await remoteState(db, 'org')).history).toHaveLength(2);
});

it('follows a new build while the live version came from a build', async () => {
  rebuild(1);
  const [org] = await importLocalBuilds(deps());
  expect(org).toMatchObject({ created: true, live: true });
  const state = await remoteState(db, 'org');
  expect(state.live?.version).toBe(org!.version);
  expect(state.history[0]).toMatchObject({
    action: 'build',
    version: org!.version,
    from: expect.any(String),
  });
});

it('keeps a deployed version live: the new build is published, not made live', async () => {
  const deployed = await publishVersion(
    { db, store, shellDist, apiSchemaSdl: '' },
    'org',
    orgVariant(7),
    stella,
    {
      gates: false,
    },
  );
  await switchLive(db, 'org', deployed.version, stella);
  rebuild(2);
  const [org] = await importLocalBuilds(deps());
  expect(org).toMatchObject({ created: true, live: false });
  expect((await remoteState(db, 'org')).live?.version).toBe(deployed.version);
});

it('skips a build being rewritten instead of failing the start', async () => {
  writeFileSync(join(dist, 'switchyard.json'), '{"remote": "org", "rout');
  const [org] = await importLocalBuilds(deps());
  expect(org).toEqual({
    remote: 'org',
    version: null,
    created: false,
    live: false,
    skipped: 'switchyard.json is not valid JSON.',
  });
});
