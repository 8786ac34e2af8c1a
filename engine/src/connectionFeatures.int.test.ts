import { randomUUID } from 'node:crypto';
import type { ConnectionFeaturePaused, ConnectionTriggerFired } from '@switchyard/events';
import type { PartnerService } from '@switchyard/partner-service';
import {
  connectDaybook,
  type DaybookPlatform,
  type RunningGateway,
  startDaybookPlatform,
  type TestClient,
} from '@switchyard/platform-testing';
import type { DomainDeps, RequestContext, Viewer } from '@switchyard/server-kit';
import { graphql, type ExecutionResult } from 'graphql';
import { buildSchema } from './schema';
import { connectionFeatures } from './testing/connectionFeatures';
import { until } from './testing/engineApplets';

// Users' enabled connection features (issue 36) against the sample partner (Daybook): the engine
// hears of them as connection.enablement_changed (written here as the connections domain publishes
// it) and runs each feature as an applet under the feature's id, with the connection's runtime script.
jest.setTimeout(120_000);

let platform: DaybookPlatform;
let partner: PartnerService;
let gw: RunningGateway;
let olivia: TestClient;
let kit: Awaited<ReturnType<typeof connectionFeatures>>;
const ADA = 'user_ada';

beforeAll(async () => {
  platform = await startDaybookPlatform({
    env: { POLL_INTERVAL: '1', ENGINE_RETRY_LIMIT: '1', ENGINE_RETRY_DELAY: '1' },
  });
  ({ partner, gw, olivia } = platform);
  kit = await connectionFeatures(gw, 'olivia');
});
afterAll(() => platform?.stop());

const wait = <T>(what: string, probe: () => Promise<T | null | undefined | false>, ms?: number) =>
  until(gw, what, probe, ms);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const photosOf = (album: string) =>
  partner.state.actionRuns
    .filter((a) => a.slug === 'add_photo_to_album' && a.fields.album === album)
    .map((a) => a.fields.caption);
const subscription = async (featureId: string) =>
  (
    await gw.gateway.db.query<{ enabled: boolean; identity_id: string; enablement_id: string }>(
      'SELECT enabled, identity_id, enablement_id FROM engine.subscriptions WHERE applet_id = $1',
      [featureId],
    )
  ).rows[0] ?? null;
const identityDeleted = (identityId: string) =>
  partner.state.requests.some(
    (r) =>
      r.method === 'DELETE' && r.path.endsWith(`/triggers/new_journal_entry/trigger_identity/${identityId}`),
  );

/** The engine subgraph as the gateway asks it for a feature's runs (the entity reference). */
async function featureRuns(featureId: string, viewerId: string | null) {
  const viewer: Viewer | null = viewerId
    ? {
        id: viewerId,
        login: 'someone',
        email: 'someone@example.com',
        emailVerified: true,
        name: 'Someone',
        staff: false,
        reviewTeam: false,
        maker: false,
        tier: 'free',
        timezone: 'UTC',
      }
    : null;
  const contextValue: RequestContext = { viewer, memberships: async () => ({}) };
  const result = (await graphql({
    schema: buildSchema({ db: gw.gateway.db } as DomainDeps),
    source: `query($reps: [_Any!]!) { _entities(representations: $reps) { ... on ConnectionEnablementFeature {
      id recent_runs(first: 10) { status item_id steps { key status error } } trigger_check { last_checked_at } } } }`,
    variableValues: { reps: [{ __typename: 'ConnectionEnablementFeature', id: featureId }] },
    contextValue,
  })) as ExecutionResult<{
    _entities: {
      recent_runs: {
        status: string;
        item_id: string;
        steps: { key: string; status: string; error: string }[];
      }[];
      trigger_check: { last_checked_at: string | null } | null;
    }[];
  }>;
  expect(result.errors).toBeUndefined();
  return result.data!._entities[0];
}

it("runs each new entry once with the user's values and the runtime script; tells trigger_fired once per item", async () => {
  const feature = {
    id: randomUUID(),
    name: 'entry_covers_to_album',
    mood: 'happy',
    album: 'album_lisbon',
    customFields: { prefix: 'Cover:', skip_word: 'secret' },
    script: [
      'if (Daybook.newJournalEntry.Title.indexOf(Feature.customFields.skip_word) >= 0)',
      '  Daybook.addPhotoToAlbum.skip("kept private by " + Feature.name);',
      'else Daybook.addPhotoToAlbum.setCaption(Feature.customFields.prefix + " " + Daybook.newJournalEntry.Title',
      '  + " / " + (Meta.previousTriggerTime === null ? "first"',
      '    : (Meta.previousTriggerTime instanceof Date) + " " + Meta.previousTriggerTime.getTime() / 1000));',
    ].join('\n'),
  };
  const enablement = randomUUID();
  await kit.applied(await kit.publish(enablement, 1, true, [feature]));
  expect(await subscription(feature.id)).toMatchObject({ enabled: true, enablement_id: enablement });
  await kit.primed(feature.id);
  // The first poll recorded what exists and fired nothing.
  expect(await kit.published('connection.trigger_fired', feature.id)).toEqual([]);

  const entries = ['One', 'A secret Two', 'Three'].map((title) =>
    partner.state.addEntry(ADA, { title, body: '', mood: 'happy' }),
  );
  partner.state.addEntry(ADA, { title: 'Sad one', body: '', mood: 'calm' });
  const runs = await wait('three runs', async () => {
    const r = (await featureRuns(feature.id, kit.userId)).recent_runs;
    return r.filter((x) => ['succeeded', 'skipped'].includes(x.status)).length === 3 && r;
  });
  expect(photosOf('album_lisbon')).toEqual([
    'Cover: One / first',
    `Cover: Three / true ${entries[1].createdAt}`,
  ]);
  const skipped = runs.find((r) => r.status === 'skipped')!;
  expect(skipped.item_id).toBe(entries[1].id);
  expect(skipped.steps).toEqual([
    { key: 'filter', status: 'succeeded', error: null },
    {
      key: 'action:0',
      status: 'skipped',
      error: 'Skipped by filter code: kept private by entry_covers_to_album',
    },
  ]);

  // Later polls find nothing new: one trigger_fired per item of this feature, with its ingredients.
  await sleep(2500);
  const fired = await kit.published<ConnectionTriggerFired>('connection.trigger_fired', feature.id);
  expect(fired.map((f) => f.item_id)).toEqual(entries.map((e) => e.id));
  expect(new Set(fired.map((f) => f.id)).size).toBe(3);
  expect(fired[0]).toEqual({
    id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    connection_id: kit.connectionId,
    enablement_id: enablement,
    feature_id: feature.id,
    user_id: kit.userId,
    trigger_id: 'daybook.new_journal_entry',
    item_id: entries[0].id,
    ingredients: expect.objectContaining({ title: 'One', mood: 'happy' }),
    fired_at: expect.any(String),
  });
  expect(photosOf('album_lisbon')).toHaveLength(2);

  // The runs are the owner's alone.
  const someoneElse = await featureRuns(feature.id, randomUUID());
  expect(someoneElse).toEqual({ id: feature.id, recent_runs: [], trigger_check: null });
  expect((await featureRuns(feature.id, null)).recent_runs).toEqual([]);
  expect((await featureRuns(feature.id, kit.userId)).trigger_check?.last_checked_at).toEqual(
    expect.any(String),
  );

  await kit.applied(await kit.publish(enablement, 2, false, []));
  expect(await subscription(feature.id)).toBeNull();
});

it('stops a feature a newer event leaves out, ignores an older event, and stops all when disabled', async () => {
  const kept = { id: randomUUID(), name: 'kept', mood: 'adventurous', album: 'album_lisbon', script: null };
  const dropped = {
    id: randomUUID(),
    name: 'dropped',
    mood: 'reflective',
    album: 'album_lisbon',
    script: '',
  };
  const enablement = randomUUID();
  await kit.applied(await kit.publish(enablement, 5, true, [kept, dropped]));
  await kit.primed(kept.id);
  await kit.primed(dropped.id);
  const droppedIdentity = (await subscription(dropped.id))!.identity_id;
  const keptIdentity = (await subscription(kept.id))!.identity_id;

  await kit.applied(await kit.publish(enablement, 6, true, [kept]));
  expect(await subscription(dropped.id)).toBeNull();
  await wait('the DELETE of the dropped feature', async () => identityDeleted(droppedIdentity));
  // An older event (version 5 again, with both) changes nothing.
  await kit.applied(await kit.publish(enablement, 5, true, [kept, dropped]));
  expect(await subscription(dropped.id)).toBeNull();

  partner.state.addEntry(ADA, { title: 'Climb', body: '', mood: 'adventurous' });
  partner.state.addEntry(ADA, { title: 'Think', body: '', mood: 'reflective' });
  await wait('the kept feature runs', async () => photosOf('album_lisbon').includes('Climb'));
  await sleep(1500);
  expect(photosOf('album_lisbon')).not.toContain('Think');

  await kit.applied(await kit.publish(enablement, 7, false, []));
  expect(await subscription(kept.id)).toBeNull();
  await wait('the DELETE of the kept feature', async () => identityDeleted(keptIdentity));
  // Older again, after everything stopped: still nothing runs.
  await kit.applied(await kit.publish(enablement, 6, true, [kept]));
  expect(await subscription(kept.id)).toBeNull();
});

it('pauses a feature after 10 failed runs in a row, telling connection.feature_paused', async () => {
  const feature = { id: randomUUID(), name: 'doomed', mood: 'calm', album: 'album_garden', script: null };
  const enablement = randomUUID();
  await kit.applied(await kit.publish(enablement, 1, true, [feature]));
  await kit.primed(feature.id);
  const garden = partner.state.dataOf(ADA).albums.find((a) => a.id === 'album_garden');
  expect(garden).toBeDefined();
  garden!.archived = true;
  try {
    for (let i = 1; i <= 10; i++)
      partner.state.addEntry(ADA, { title: `Doomed ${i}`, body: '', mood: 'calm' });
    const paused = await wait('the feature paused', async () => {
      const events = await kit.published<ConnectionFeaturePaused>('connection.feature_paused', feature.id);
      return events.length > 0 && events;
    });
    expect(paused).toEqual([
      {
        enablement_id: enablement,
        feature_id: feature.id,
        user_id: kit.userId,
        reason: expect.stringMatching(
          /^This Applet failed 10 times in a row and was turned off\. The last error: 400: actionFields.album: /,
        ),
        paused_at: expect.any(String),
      },
    ]);
    expect(await subscription(feature.id)).toMatchObject({ enabled: false });
  } finally {
    garden!.archived = false;
  }
  await kit.applied(await kit.publish(enablement, 2, false, []));
});

it("pauses a feature when the partner refuses the user's connection, and tells it once", async () => {
  const feature = { id: randomUUID(), name: 'refused', mood: 'calm', album: 'album_lisbon', script: null };
  const enablement = randomUUID();
  await kit.applied(await kit.publish(enablement, 1, true, [feature]));
  await kit.primed(feature.id);
  partner.state.accessTokens.clear();
  partner.state.refreshTokens.clear();
  try {
    const paused = await wait('the feature paused', async () => {
      const events = await kit.published<ConnectionFeaturePaused>('connection.feature_paused', feature.id);
      return events.length > 0 && events;
    });
    expect(paused.map((p) => p.reason)).toEqual([
      'Daybook refused the connection. Reconnect Daybook to turn this Applet on again.',
    ]);
    expect(await subscription(feature.id)).toMatchObject({ enabled: false });
    // Polls go on refused (the identity stays until the connections domain says otherwise): told once.
    await sleep(2500);
    expect(await kit.published('connection.feature_paused', feature.id)).toHaveLength(1);
  } finally {
    await connectDaybook(olivia, gw.base);
  }
});
