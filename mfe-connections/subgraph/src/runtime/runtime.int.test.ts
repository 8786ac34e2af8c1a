import type { ConnectionEnablementChanged, ServiceConfigurationChanged } from '@switchyard/events';
import { DEMO_USERS, type DomainDeps } from '@switchyard/server-kit';
import { testSettings } from '@switchyard/server-kit/settings';
import { storeService } from '../catalog/catalogStore';
import { featureInputsOf, featuresOf } from '../connections/connectionStore';
import { aUser, ENABLE, enablementEvents, startEnablementKit } from '../enablements/enablementTestKit';
import { DEMO_CONNECTIONS } from '../seed';
import { CATALOG, SERVICE_IDS, VIEWERS, type Kit } from '../testing/connectionsTestKit';
import { featurePaused } from './featurePaused';
import { markConnection, markService, recheckPending } from './recheck';

jest.setTimeout(60_000);

const ID = DEMO_CONNECTIONS.published;
const ALERT = 'trigger.acme_weather.severe_weather_alert';
const ENTRY = 'action.daybook.create_journal_entry';
const ALBUM = 'action.daybook.add_photo_to_album';

let kit: Kit;
let deps: DomainDeps;
beforeAll(async () => {
  kit = await startEnablementKit();
  deps = { db: kit.db, settings: testSettings(), events: kit.events };
});
afterAll(() => kit.stop());

type Ctx = Parameters<Kit['run']>[1];

const MINE = `query ($id: ID!) {
  publishedConnection(id: $id) {
    features { name steps { key fields { name label input options { value } dynamic_options } } }
    my_enablement { features { id name enabled paused_reason } }
  }
  myEnabledConnections { connection_id features { id name paused_reason } }
}`;

const enable = async (ctx: Ctx, features?: unknown[]) => {
  const r = await kit.run(ENABLE, ctx, { input: { connection_id: ID, ...(features ? { features } : {}) } });
  expect(r.errors).toBeUndefined();
  expect(r.data!.enableConnection.errors).toEqual([]);
};
const mine = async (ctx: Ctx) => {
  const r = await kit.run(MINE, ctx, { id: ID });
  expect(r.errors).toBeUndefined();
  return r.data!;
};
const pausedOf = async (ctx: Ctx, name: string) => {
  const data = await mine(ctx);
  const inPage = data.publishedConnection.my_enablement.features.find(
    (f: { name: string }) => f.name === name,
  );
  const inList = data.myEnabledConnections[0]?.features.find((f: { name: string }) => f.name === name);
  expect(inList?.paused_reason ?? null).toBe(inPage.paused_reason);
  return inPage.paused_reason as string | null;
};

/** The newest enablement_changed of a user. */
const latest = async (userId: string): Promise<ConnectionEnablementChanged> =>
  (await enablementEvents(kit, ID)).filter((e) => e.user_id === userId).at(-1)!;
const runningNames = (e: ConnectionEnablementChanged) => e.features.map((f) => f.name);

/** The consumer's part of connection.changed, for each event published since `seen`, then the re-checker. */
async function consumeConnectionChanged(seen: number): Promise<void> {
  const { rows } = await kit.db.query<{ data: { connection_id: string } }>(
    "SELECT data FROM events.outbox WHERE type = 'connection.changed' ORDER BY seq OFFSET $1",
    [seen],
  );
  expect(rows.length).toBeGreaterThan(0);
  await kit.db.transaction(async (tx) => {
    for (const r of rows) await markConnection(tx, r.data.connection_id);
  });
  while ((await recheckPending(deps)) > 0);
}
const changedCount = async () =>
  (
    await kit.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM events.outbox WHERE type = 'connection.changed'",
    )
  ).rows[0].n;

/** The partner (olivia, Acme's owner) saves the demo connection with its features changed. */
async function partnerSaves(change: (features: ReturnType<typeof featureInputsOf>) => void, script: string) {
  const { features, customFields } = await featuresOf(kit.db, [ID]);
  const inputs = featureInputsOf(features, customFields);
  change(inputs);
  const r = await kit.run(
    `mutation ($input: UpdateConnectionInput!) { updateConnection(input: $input) { applet { id } errors { attribute message } } }`,
    VIEWERS.olivia,
    {
      input: {
        id: ID,
        owner_module_name: 'daybook',
        connected_channel_module_names: ['acme_weather'],
        name: 'Daybook + Acme Weather',
        description: 'Keep the weather in your journal and get the forecast where your photos are taken.',
        applet_configurations: inputs,
        applet_script: { raw_code: script },
      },
    },
  );
  expect(r.errors).toBeUndefined();
  expect(r.data!.updateConnection.errors).toEqual([]);
}

describe('what the engine runs for users', () => {
  it('publishes the album feature with the hidden presets as tokens and the dynamic album field', async () => {
    const user = aUser('album');
    const page = (await mine(user)).publishedConnection;
    const album = page.features.find((f: { name: string }) => f.name === 'entry_covers_to_album');
    expect(album.steps).toEqual([
      {
        key: 'trigger.daybook.new_journal_entry',
        fields: [
          {
            name: 'mood',
            label: 'Only entries in this mood',
            input: 'dropdown',
            options: [{ value: 'any' }, { value: 'calm' }],
            dynamic_options: false,
          },
        ],
      },
      // image_url and caption are the partner's (hidden): the user sets the album only.
      {
        key: ALBUM,
        fields: [
          { name: 'album', label: 'Which album?', input: 'dropdown', options: [], dynamic_options: true },
        ],
      },
    ]);

    await enable(user, [
      { name: 'journal_severe_weather', enabled: true, step_field_values: { [ALERT]: { city: 'Nice' } } },
      { name: 'entry_covers_to_album', enabled: true, step_field_values: { [ALBUM]: { album: 'al_7' } } },
    ]);
    const event = await latest(user.viewer.id);
    expect(runningNames(event)).toEqual(['journal_severe_weather', 'entry_covers_to_album']);
    const spec = event.features[1].spec!;
    expect(spec.name).toBe('Keep entry covers in an album');
    expect(spec.trigger.fields).toEqual({ mood: 'any' });
    expect(spec.trigger.ingredients.map((i) => i.path)).toEqual([
      'Daybook.newJournalEntry.Title',
      'Daybook.newJournalEntry.CoverImageUrl',
    ]);
    expect(spec.actions).toEqual([
      expect.objectContaining({
        key: 'action:0',
        path: 'Daybook.addPhotoToAlbum',
        fields: {
          album: 'al_7',
          image_url: '{{Daybook.newJournalEntry.CoverImageUrl}}',
          caption: '{{Daybook.newJournalEntry.Title}}',
        },
        setters: { album: 'setAlbum', image_url: 'setImageUrl', caption: 'setCaption' },
      }),
    ]);
    expect(spec.connection).toMatchObject({
      feature_name: 'entry_covers_to_album',
      trigger_id: 'daybook.new_journal_entry',
    });
    expect(event.features[1].id).toBe((await mine(user)).publishedConnection.my_enablement.features[2].id);
  });

  it('pauses a feature whose step left the catalog, and runs it again when the step is back', async () => {
    const user = aUser('catalog');
    await enable(user, [
      { name: 'journal_severe_weather', enabled: true, step_field_values: { [ALERT]: { city: 'Bonn' } } },
      { name: 'entry_covers_to_album', enabled: true, step_field_values: { [ALBUM]: { album: 'al_1' } } },
    ]);
    const daybook = CATALOG.find((c) => c.service_id === SERVICE_IDS.daybook)!;
    const withActions = (version: number, keep: (key: string) => boolean): ServiceConfigurationChanged => ({
      ...daybook,
      version,
      snapshot: {
        ...daybook.snapshot,
        lists: {
          ...daybook.snapshot.lists,
          actions: daybook.snapshot.lists.actions!.filter((a) => keep(a.key)),
        },
      },
    });
    const catalogChanges = async (c: ServiceConfigurationChanged) => {
      await kit.db.transaction(async (tx) => {
        await storeService(tx, c);
        await markService(tx, c.service_id);
      });
      while ((await recheckPending(deps)) > 0);
    };

    await catalogChanges(withActions(2, (key) => key !== 'add_photo_to_album'));
    expect(await pausedOf(user, 'entry_covers_to_album')).toBe(
      'Paused: Daybook no longer offers "add_photo_to_album"',
    );
    expect(runningNames(await latest(user.viewer.id))).toEqual(['journal_severe_weather']);

    await catalogChanges(withActions(3, () => true));
    expect(await pausedOf(user, 'entry_covers_to_album')).toBeNull();
    expect(runningNames(await latest(user.viewer.id))).toEqual([
      'journal_severe_weather',
      'entry_covers_to_album',
    ]);
  });
});

describe("a partner's change to the published connection", () => {
  it('pauses the feature a user now lacks a value for; the others run with the new presets', async () => {
    const other = aUser('other');
    await enable(other, [
      {
        name: 'journal_severe_weather',
        enabled: true,
        step_field_values: { [ALERT]: { city: 'Oslo' }, [ENTRY]: { body: 'Stay in.' } },
      },
    ]);
    const before = { mara: await latest(DEMO_USERS.maker.id), other: await latest(other.viewer.id) };
    expect(runningNames(before.mara)).toEqual(['journal_severe_weather', 'forecast_near_photos']);

    const seen = await changedCount();
    await partnerSaves((features) => {
      const [journal, forecast] = features;
      // The entry's text is now the partner's, hidden; the forecast also files the photo in an album
      // each user chooses: a required value no one has yet.
      journal.dynamic_applet_actions[0].fields = journal.dynamic_applet_actions[0].fields.map((f) =>
        f.name === 'body' ? { ...f, hidden: true, default_value_json: 'Written by the weather.' } : f,
      );
      forecast.dynamic_applet_actions = [
        ...forecast.dynamic_applet_actions,
        {
          module_name: 'add_photo_to_album',
          channel_id: SERVICE_IDS.daybook,
          fields: [{ name: 'album', custom_label: 'Your album', default_value_json: null, hidden: false }],
        },
      ];
    }, '// v2\n');
    await consumeConnectionChanged(seen);

    const mara = await latest(DEMO_USERS.maker.id);
    expect(mara.version).toBe(before.mara.version + 1);
    expect(runningNames(mara)).toEqual(['journal_severe_weather']);
    expect(mara.features[0].spec!.actions[0].fields).toEqual({
      title: 'Severe weather alert',
      body: 'Written by the weather.',
    });
    expect(mara.features[0].spec!.filter_code).toBe('// v2\n');
    const maraCtx = {
      viewer: { ...VIEWERS.milo.viewer!, ...DEMO_USERS.maker },
      memberships: async () => ({}),
    };
    expect(await pausedOf(maraCtx, 'forecast_near_photos')).toBe(
      'Needs your attention: This field is required (Your album)',
    );
    expect(await pausedOf(maraCtx, 'journal_severe_weather')).toBeNull();

    // Another user's own text is replaced by the partner's preset; nothing of theirs is paused.
    const others = await latest(other.viewer.id);
    expect(others.version).toBe(before.other.version + 1);
    expect(runningNames(others)).toEqual(['journal_severe_weather']);
    expect(others.features[0].spec!.actions[0].fields).toEqual({
      title: 'Severe weather alert',
      body: 'Written by the weather.',
    });
    expect(await pausedOf(other, 'journal_severe_weather')).toBeNull();

    // Saving again with the value clears the pause: the feature runs again.
    await enable(maraCtx, [
      { name: 'journal_severe_weather', enabled: true, custom_field_values: null, step_field_values: null },
      {
        name: 'forecast_near_photos',
        enabled: true,
        custom_field_values: null,
        step_field_values: {
          'trigger.daybook.new_photo_taken_near': { location: 'Sintra' },
          [ALBUM]: { album: 'al_2', image_url: 'https://daybook.example/images/p.jpg' },
        },
      },
    ]);
    expect(await pausedOf(maraCtx, 'forecast_near_photos')).toBeNull();
    expect(runningNames(await latest(DEMO_USERS.maker.id))).toEqual([
      'journal_severe_weather',
      'forecast_near_photos',
    ]);
  });

  it('runs nothing once the connection is unpublished, keeping the enablements', async () => {
    const seen = await changedCount();
    await kit.db.query(
      'UPDATE connections.connections SET published = false, version = version + 1 WHERE id = $1',
      [ID],
    );
    await kit.db.query(
      `INSERT INTO events.outbox (id, type, data) VALUES (gen_random_uuid(), 'connection.changed', $1::jsonb)`,
      [JSON.stringify({ connection_id: ID })],
    );
    await consumeConnectionChanged(seen);
    const milo = await latest(DEMO_USERS.member.id);
    expect(milo).toMatchObject({ enabled: true, features: [] });
    const { rows } = await kit.db.query('SELECT enabled FROM connections.enablements WHERE user_id = $1', [
      DEMO_USERS.member.id,
    ]);
    expect(rows).toEqual([{ enabled: true }]);

    await kit.db.query(
      'UPDATE connections.connections SET published = true, version = version + 1 WHERE id = $1',
      [ID],
    );
    await consumeConnectionChanged(seen);
    expect(runningNames(await latest(DEMO_USERS.member.id))).toEqual(['journal_severe_weather']);
  });
});

describe("the engine's pause", () => {
  it('shows the reason to the user, publishes the enablement without the feature, and enabling again clears it', async () => {
    const user = aUser('paused');
    await enable(user, [
      { name: 'journal_severe_weather', enabled: true, step_field_values: { [ALERT]: { city: 'Graz' } } },
    ]);
    const before = await latest(user.viewer.id);
    const feature = before.features[0];
    const reason = 'Daybook refused the connection. Reconnect Daybook to run this feature again.';
    const pause = (at: Date) =>
      kit.db.transaction((tx) =>
        featurePaused(tx, {
          enablement_id: before.enablement_id,
          feature_id: feature.id,
          user_id: user.viewer.id,
          reason,
          paused_at: at.toISOString(),
        }),
      );

    // Another user's id, or a pause from before the user's last save, changes nothing.
    await kit.db.transaction((tx) =>
      featurePaused(tx, {
        enablement_id: before.enablement_id,
        feature_id: feature.id,
        user_id: DEMO_USERS.member.id,
        reason,
        paused_at: new Date().toISOString(),
      }),
    );
    await pause(new Date(Date.now() - 3_600_000));
    while ((await recheckPending(deps)) > 0);
    expect(await pausedOf(user, 'journal_severe_weather')).toBeNull();
    expect((await latest(user.viewer.id)).version).toBe(before.version);

    await pause(new Date(Date.now() + 1000));
    while ((await recheckPending(deps)) > 0);
    expect(await pausedOf(user, 'journal_severe_weather')).toBe(reason);
    const paused = await latest(user.viewer.id);
    expect(paused).toMatchObject({ enabled: true, features: [], version: before.version + 1 });

    // A change of the connection keeps the engine's pause.
    const seen = await changedCount();
    await kit.db.query(
      `INSERT INTO events.outbox (id, type, data) VALUES (gen_random_uuid(), 'connection.changed', $1::jsonb)`,
      [JSON.stringify({ connection_id: ID })],
    );
    await consumeConnectionChanged(seen);
    expect(await pausedOf(user, 'journal_severe_weather')).toBe(reason);
    expect((await latest(user.viewer.id)).features).toEqual([]);

    // The federation key answers the viewer's own feature only.
    const ref = `query ($r: [_Any!]!) { _entities(representations: $r) { ... on ConnectionEnablementFeature { id paused_reason } } }`;
    const r = { r: [{ __typename: 'ConnectionEnablementFeature', id: feature.id }] };
    expect((await kit.run(ref, user, r)).data!._entities).toEqual([
      { id: feature.id, paused_reason: reason },
    ]);
    expect((await kit.run(ref, VIEWERS.nia, r)).data!._entities).toEqual([null]);

    await enable(user);
    expect(await pausedOf(user, 'journal_severe_weather')).toBeNull();
    expect(runningNames(await latest(user.viewer.id))).toEqual(['journal_severe_weather']);
  });
});
