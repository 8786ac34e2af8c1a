/**
 * The registry's store: publishing versions (idempotent), switching, rolling back, canaries, the
 * snapshot the serving side reads and the announcement of every change, on a real database.
 */
import { readdirSync } from 'node:fs';
import { listen } from '@switchyard/server-kit';
import { createTestDb } from '@switchyard/server-kit/testing';
import { DeployRefused, publishVersion } from './publish';
import {
  abortCanary,
  allRemoteStates,
  promoteCanary,
  readReleases,
  registryGeneration,
  remoteState,
  setCanary,
  switchLive,
} from './registryStore';
import { orgToken, orgVariant, publishDeps, registryMigrationSet, stella } from './registry.testing';
import { REMOTES_CHANGED_CHANNEL } from './types';

jest.setTimeout(60_000);

let db: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  db = await createTestDb([registryMigrationSet]);
});
afterAll(() => db.drop());

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a refusal');
    },
    (err: { status: number; message: string; errors: unknown }) => ({
      status: err.status,
      message: err.message,
      errors: err.errors,
    }),
  );

describe('versions, switches, rollbacks and canaries of one remote', () => {
  const deps = () => publishDeps(db);
  let v1: string, v2: string, v3: string;

  it('publishes a version once: the same files again change nothing', async () => {
    const d = deps();
    const first = await publishVersion(d, 'org', orgVariant(1), orgToken);
    expect(first).toEqual({ version: expect.stringMatching(/^0\.1\.0-[0-9a-f]{12}$/), created: true });
    expect(await publishVersion(d, 'org', orgVariant(1), stella)).toEqual({ ...first, created: false });
    v1 = first.version;
    // Its files, with .br and .gz beside each compressible one, under <remote>/<version>/.
    for (const key of ['mf-manifest.json', 'mf-manifest.json.br', 'mf-manifest.json.gz', 'remoteEntry.js.br'])
      expect(await d.store.has(`org/${v1}/${key}`)).toBe(true);
    const state = await remoteState(db, 'org');
    expect(state.live).toBeNull();
    expect(state.versions).toEqual([
      expect.objectContaining({ version: v1, publishedBy: orgToken, failures: 0, baseUrl: null }),
    ]);
    expect(state.history).toEqual([
      expect.objectContaining({ action: 'publish', version: v1, from: null, actor: orgToken }),
    ]);
    v2 = (await publishVersion(d, 'org', orgVariant(2), orgToken)).version;
    v3 = (await publishVersion(d, 'org', orgVariant(3), orgToken)).version;
    expect(new Set([v1, v2, v3]).size).toBe(3);
  });

  it('switches live, and calls going back to an earlier version a rollback', async () => {
    await switchLive(db, 'org', v1, stella);
    await switchLive(db, 'org', v3, orgToken);
    await switchLive(db, 'org', v2, stella);
    // The live version again changes nothing.
    await switchLive(db, 'org', v2, stella);
    const state = await remoteState(db, 'org');
    expect(state.live?.version).toBe(v2);
    expect(state.routes).toEqual(['/organizations', '/invitations', '/outbox']);
    expect(
      state.history
        .filter((h) => h.action !== 'publish')
        .map((h) => [h.action, h.version, h.from, h.actor.name]),
    ).toEqual([
      ['rollback', v2, v3, 'stella'],
      ['switch', v3, v1, 'org deploys'],
      ['switch', v1, null, 'stella'],
    ]);
  });

  it('refuses a version that was never published, of this remote or at all', async () => {
    expect(await refusal(switchLive(db, 'org', '9.9.9-000000000000', stella))).toEqual({
      status: 422,
      message: '"9.9.9-000000000000" is not a published version of org.',
      errors: [{ attribute: 'version', message: '"9.9.9-000000000000" is not a published version of org.' }],
    });
    expect((await refusal(switchLive(db, 'review', v1, stella))).status).toBe(422);
    expect((await refusal(setCanary(db, 'review', v1, 10, stella))).status).toBe(422);
  });

  it('runs a canary beside the live version, then promotes it', async () => {
    expect((await refusal(setCanary(db, 'org', v2, 10, stella))).message).toBe(`${v2} is already live.`);
    for (const percent of [0, 100, 12.5])
      expect((await refusal(setCanary(db, 'org', v3, percent, stella))).errors).toEqual([
        { attribute: 'percent', message: 'must be a whole number from 1 to 99' },
      ]);
    await setCanary(db, 'org', v3, 10, orgToken);
    await setCanary(db, 'org', v3, 50, stella);
    let state = await remoteState(db, 'org');
    expect(state.canary).toEqual({ version: expect.objectContaining({ version: v3 }), percent: 50 });
    expect((await readReleases(db)).find((r) => r.remote === 'org')).toEqual({
      remote: 'org',
      live: expect.objectContaining({ version: v2, baseUrl: null, manifest: expect.any(Object) }),
      canary: { version: expect.objectContaining({ version: v3, built: expect.any(Object) }), percent: 50 },
    });
    await promoteCanary(db, 'org', orgToken);
    state = await remoteState(db, 'org');
    expect([state.live?.version, state.canary]).toEqual([v3, null]);
    expect(state.history.slice(0, 3).map((h) => [h.action, h.version, h.from, h.percent])).toEqual([
      ['promote', v3, v2, 50],
      ['canary', v3, v3, 50],
      ['canary', v3, null, 10],
    ]);
    expect(await refusal(promoteCanary(db, 'org', stella))).toEqual({
      status: 422,
      message: 'There is no canary to promote.',
      errors: [{ attribute: 'canary', message: 'There is no canary to promote.' }],
    });
  });

  it('aborts a canary, and ends one whose version is made live', async () => {
    await setCanary(db, 'org', v1, 20, stella);
    await abortCanary(db, 'org', orgToken);
    let state = await remoteState(db, 'org');
    expect([state.live?.version, state.canary]).toEqual([v3, null]);
    expect(state.history[0]).toMatchObject({ action: 'abort', version: v1, from: v3, percent: 20 });
    expect((await refusal(abortCanary(db, 'org', stella))).message).toBe('There is no canary to abort.');

    await setCanary(db, 'org', v1, 20, stella);
    await switchLive(db, 'org', v1, stella);
    state = await remoteState(db, 'org');
    expect([state.live?.version, state.canary]).toEqual([v1, null]);
    expect(state.history[0]).toMatchObject({ action: 'rollback', version: v1, from: v3 });
  });

  it('serialises concurrent switches: each one is recorded from the version before it', async () => {
    const targets = [v2, v3, v1, v2, v3, v1, v2, v3];
    const before = await registryGeneration(db);
    await Promise.all(targets.map((v) => switchLive(db, 'org', v, stella)));
    const changes = (await remoteState(db, 'org')).history.filter((h) => h.id > before).reverse();
    expect(changes.length).toBeGreaterThanOrEqual(targets.length - 3);
    for (let i = 1; i < changes.length; i++) expect(changes[i]!.from).toBe(changes[i - 1]!.version);
    const live = (await remoteState(db, 'org')).live!.version;
    expect(live).toBe(changes.at(-1)!.version);
  });

  it('lists every known remote, published or not', async () => {
    const states = await allRemoteStates(db, [
      { name: 'org', routes: ['/organizations'] },
      { name: 'review', routes: ['/reviews'] },
    ]);
    expect(states.map((s) => [s.name, s.routes, s.live?.version ?? null])).toEqual([
      ['org', ['/organizations', '/invitations', '/outbox'], expect.any(String)],
      ['review', ['/reviews'], null],
    ]);
  });
});

it('announces each change at commit and moves the generation on', async () => {
  const heard: string[] = [];
  const stop = await listen(
    db,
    REMOTES_CHANGED_CHANNEL,
    (p) => heard.push(p),
    () => undefined,
  );
  try {
    const d = publishDeps(db);
    const before = await registryGeneration(db);
    const { version } = await publishVersion(d, 'org', orgVariant(40), stella);
    expect(await registryGeneration(db)).toBeGreaterThan(before);
    const afterPublish = await registryGeneration(db);
    await switchLive(db, 'org', version, stella);
    expect(await registryGeneration(db)).toBeGreaterThan(afterPublish);
    await setCanary(db, 'org', (await publishVersion(d, 'org', orgVariant(41), stella)).version, 5, stella);
    const deadline = Date.now() + 3000;
    while (heard.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(heard).toEqual(['org', 'org']);
    // A refused change sends nothing.
    await promoteCanary(db, 'org', stella);
    await expect(promoteCanary(db, 'org', stella)).rejects.toThrow('There is no canary to promote.');
    await new Promise((r) => setTimeout(r, 200));
    expect(heard).toEqual(['org', 'org', 'org']);
  } finally {
    await stop();
  }
});

it('fixes a CDN base URL into a version published with REMOTES_PUBLIC_URL', async () => {
  const d = publishDeps(db, 'https://cdn.example.com/remotes');
  const { version } = await publishVersion(d, 'org', orgVariant(50), stella);
  const info = (await remoteState(db, 'org')).versions.find((v) => v.version === version);
  expect(info?.baseUrl).toBe(`https://cdn.example.com/remotes/org/${version}/`);
});

it('refuses a bundle the gates refuse, storing nothing', async () => {
  const d = publishDeps(db);
  const files = orgVariant(60);
  const manifest = JSON.parse(files.get('mf-manifest.json')!.toString('utf8'));
  for (const s of manifest.shared) if (s.name === 'react') s.version = '18.3.1';
  files.set('mf-manifest.json', Buffer.from(JSON.stringify(manifest)));
  const err = await publishVersion(d, 'org', files, stella).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(DeployRefused);
  expect((err as DeployRefused).reasons).toEqual([expect.stringMatching(/^react 18\.3\.1 does not satisfy/)]);
  expect(readdirSync(d.store.dir!)).toEqual([]);
});
