import { FEATURES_MAX } from '@switchyard/connections-common';
import { DEMO_CONNECTIONS } from '../seed';
import { codeOf, VIEWERS, type Kit } from '../testing/connectionsTestKit';
import {
  CUSTOM_FIELD_UNKNOWN,
  FEATURE_REPEATED,
  FEATURE_REQUIRED,
  FEATURE_UNKNOWN,
  OPTION_UNKNOWN,
  requiredFeatureMissing,
  STEP_FIELD_HIDDEN,
  STEP_FIELD_UNKNOWN,
  STEP_UNKNOWN,
  TEXT_EXPECTED,
  textTooLong,
  tooManyFeatures,
  USER_TEXT_MAX,
  VALUE_REQUIRED,
  VALUES_NOT_OBJECT,
} from './enablementRules';
import {
  aUser,
  DISABLE,
  ENABLE,
  enablementEvents,
  installs,
  PUBLISHED,
  startEnablementKit,
} from './enablementTestKit';

jest.setTimeout(60_000);

let kit: Kit;
beforeAll(async () => {
  kit = await startEnablementKit();
});
afterAll(() => kit.stop());

const { olivia, milo, nia, sol, stella, anonymous } = VIEWERS;
const ID = DEMO_CONNECTIONS.published;
const ALERT = 'trigger.acme_weather.severe_weather_alert';
const ENTRY = 'action.daybook.create_journal_entry';
const PHOTO = 'trigger.daybook.new_photo_taken_near';

type Ctx = Parameters<Kit['run']>[1];
const journal = (over: Record<string, unknown> = {}) => ({
  name: 'journal_severe_weather',
  enabled: true,
  custom_field_values: { entry_mood: 'reflective' },
  step_field_values: { [ALERT]: { city: 'Oslo' }, [ENTRY]: { body: 'Stay in.' } },
  ...over,
});
const forecast = (over: Record<string, unknown> = {}) => ({
  name: 'forecast_near_photos',
  enabled: true,
  custom_field_values: {},
  step_field_values: { [PHOTO]: { location: 'Sintra' } },
  ...over,
});

const enable = async (ctx: Ctx, features?: unknown[] | null, connectionId: string = ID) => {
  const r = await kit.run(ENABLE, ctx, {
    input: { connection_id: connectionId, ...(features === undefined ? {} : { features }) },
  });
  expect(r.errors).toBeUndefined();
  return r.data!.enableConnection;
};
const disable = async (ctx: Ctx, connectionId: string = ID) => {
  const r = await kit.run(DISABLE, ctx, { id: connectionId });
  expect(r.errors).toBeUndefined();
  return r.data!.disableConnection;
};
const published = async (ctx: Ctx, id: string = ID) => {
  const r = await kit.run(PUBLISHED, ctx, { id });
  expect(r.errors).toBeUndefined();
  return r.data!.publishedConnection;
};
const count = async () => {
  const { count, enabled } = await installs(kit, ID);
  expect(count).toBe(enabled);
  return count;
};
/** The errors of an enable that must change nothing: no row, no count, no event. */
const refused = async (features: unknown[]) => {
  const user = aUser('refused');
  const [before, eventsBefore] = [await count(), (await enablementEvents(kit, ID)).length];
  const { enablement, errors } = await enable(user, features);
  expect(enablement).toBeNull();
  expect(await count()).toBe(before);
  expect(await enablementEvents(kit, ID)).toHaveLength(eventsBefore);
  expect((await published(user)).my_enablement).toBeNull();
  return errors;
};

describe('publishedConnection', () => {
  it('shows any signed-in user what they need to enable it, none of the partner-only data', async () => {
    const c = await published(nia);
    expect(c).toMatchObject({
      id: ID,
      name: 'Daybook + Acme Weather',
      installs_count: 3,
      value_propositions: [{ order: 0 }, { order: 1 }],
      post_configuration: { message: 'Your journal now follows the weather.' },
      owner_channel: { module_name: 'daybook', name: 'Daybook', slug: 'daybook' },
      channels: [
        { module_name: 'acme_weather', image_url: '/services/acme_weather/icon?v=0123456789abcdef' },
      ],
      my_enablement: null,
    });
    const [journalFeature, forecastFeature] = c.features;
    expect(journalFeature).toMatchObject({
      name: 'journal_severe_weather',
      required: true,
      customFields: [
        { name: 'entry_mood', fieldUiType: 'collection_select', required: true, defaultValue: 'calm' },
      ],
    });
    // The hidden preset title of the journal entry and the hidden city of the forecast are not shown.
    expect(journalFeature.steps).toEqual([
      {
        key: ALERT,
        type: 'trigger',
        name: 'Severe weather alert',
        channel_module_name: 'acme_weather',
        module_name: 'severe_weather_alert',
        fields: [
          { name: 'city', label: 'Your city', required: true, field_type: '0', default_value_json: null },
        ],
      },
      {
        key: ENTRY,
        type: 'action',
        name: 'Create journal entry',
        channel_module_name: 'daybook',
        module_name: 'create_journal_entry',
        fields: [
          {
            name: 'body',
            label: 'What to write',
            required: false,
            field_type: '5',
            default_value_json: null,
          },
        ],
      },
    ]);
    expect(forecastFeature).toMatchObject({ name: 'forecast_near_photos', required: false });
    expect(forecastFeature.steps[1]).toMatchObject({ key: 'action.acme_weather.send_forecast', fields: [] });
    expect(JSON.stringify(c)).not.toContain('Lisbon');
    // The partner's own query still answers nothing to a user outside the organization.
    expect((await kit.run('query ($id: ID!) { connection(id: $id) { id } }', nia, { id: ID })).data).toEqual({
      connection: null,
    });
  });

  it('is null for a draft, a missing or a malformed id; signed out is UNAUTHENTICATED', async () => {
    expect(await published(nia, DEMO_CONNECTIONS.draft)).toBeNull();
    expect(await published(olivia, DEMO_CONNECTIONS.draft)).toBeNull();
    expect(await published(nia, 'c0000000-0000-4000-8000-00000000ffff')).toBeNull();
    expect(await published(nia, 'nope')).toBeNull();
    expect(codeOf(await kit.run(PUBLISHED, anonymous, { id: ID }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await kit.run('{ myEnabledConnections { id } }', anonymous))).toBe('UNAUTHENTICATED');
  });
});

describe('enabling and disabling', () => {
  it('enables for several users, counts each once, and keeps each user to their own values', async () => {
    const start = await count();
    const nias = await enable(nia, [journal(), forecast({ enabled: false, step_field_values: null })]);
    expect(nias.errors).toEqual([]);
    expect(nias.enablement).toMatchObject({
      connection_id: ID,
      enabled: true,
      disabled_at: null,
      features: [
        {
          name: 'journal_severe_weather',
          enabled: true,
          custom_field_values: { entry_mood: 'reflective' },
          step_field_values: { [ALERT]: { city: 'Oslo' }, [ENTRY]: { body: 'Stay in.' } },
        },
        { name: 'forecast_near_photos', enabled: false, custom_field_values: {}, step_field_values: {} },
        { name: 'entry_covers_to_album', enabled: false, custom_field_values: {}, step_field_values: {} },
      ],
    });
    expect(await count()).toBe(start + 1);

    // Left out, the custom field takes its default and the required feature needs only its city.
    const sols = await enable(sol, [
      journal({ custom_field_values: {}, step_field_values: { [ALERT]: { city: 'Faro' } } }),
      forecast(),
    ]);
    expect(sols.errors).toEqual([]);
    expect(sols.enablement.features).toEqual([
      expect.objectContaining({
        custom_field_values: { entry_mood: 'calm' },
        step_field_values: { [ALERT]: { city: 'Faro' } },
      }),
      expect.objectContaining({ enabled: true, step_field_values: { [PHOTO]: { location: 'Sintra' } } }),
      expect.objectContaining({ name: 'entry_covers_to_album', enabled: false }),
    ]);
    expect(await count()).toBe(start + 2);

    // Changing one's settings while enabled counts nothing.
    const again = await enable(nia, [journal({ step_field_values: { [ALERT]: { city: 'Bergen' } } })]);
    expect(again.enablement.features[0].step_field_values).toEqual({ [ALERT]: { city: 'Bergen' } });
    expect(await count()).toBe(start + 2);

    // Each user reads their own settings only, the partner's members included.
    expect((await published(nia)).my_enablement.features[0].step_field_values).toEqual({
      [ALERT]: { city: 'Bergen' },
    });
    expect((await published(sol)).my_enablement.features[0].step_field_values).toEqual({
      [ALERT]: { city: 'Faro' },
    });
    expect((await published(milo)).my_enablement.features[0].step_field_values).toEqual({
      [ALERT]: { city: 'Porto' },
    });
    expect((await published(olivia)).my_enablement).toBeNull();
    expect((await published(stella)).my_enablement).toBeNull();

    const mine = await kit.run(
      '{ myEnabledConnections { connection_id enabled connection { name installs_count } } }',
      sol,
    );
    expect(mine.data!.myEnabledConnections).toEqual([
      {
        connection_id: ID,
        enabled: true,
        connection: { name: 'Daybook + Acme Weather', installs_count: start + 2 },
      },
    ]);
    // The partner's view counts them too, fresh (its rendering is cached by the connection's version).
    const partner = await kit.run('query ($id: ID!) { connection(id: $id) { installs_count } }', olivia, {
      id: ID,
    });
    expect(partner.data!.connection.installs_count).toBe(start + 2);
  });

  it('disables, keeps the settings, and enables again with them', async () => {
    const user = aUser('returning');
    await enable(user, [journal({ step_field_values: { [ALERT]: { city: 'Cork' } } }), forecast()]);
    const before = await count();

    const off = await disable(user);
    expect(off.errors).toEqual([]);
    expect(off.enablement).toMatchObject({ enabled: false });
    expect(off.enablement.disabled_at).toEqual(expect.any(String));
    expect(await count()).toBe(before - 1);
    const mine = await kit.run('{ myEnabledConnections { connection_id } }', user);
    expect(mine.data!.myEnabledConnections).toEqual([]);

    // Disabling again changes nothing and tells no one.
    const events = (await enablementEvents(kit, ID)).length;
    expect((await disable(user)).enablement).toMatchObject({ enabled: false });
    expect(await count()).toBe(before - 1);
    expect(await enablementEvents(kit, ID)).toHaveLength(events);

    const on = await enable(user);
    expect(on.errors).toEqual([]);
    expect(on.enablement.enabled).toBe(true);
    expect(on.enablement.features).toEqual([
      expect.objectContaining({ enabled: true, step_field_values: { [ALERT]: { city: 'Cork' } } }),
      expect.objectContaining({ enabled: true, step_field_values: { [PHOTO]: { location: 'Sintra' } } }),
      expect.objectContaining({ name: 'entry_covers_to_album', enabled: false }),
    ]);
    expect(await count()).toBe(before);
  });

  it('publishes the state the engine needs with each change, in its transaction', async () => {
    const user = aUser('evented');
    const seen = (await enablementEvents(kit, ID)).length;
    await enable(user, [journal(), forecast({ enabled: false })]);
    await disable(user);
    const events = (await enablementEvents(kit, ID)).slice(seen);
    expect(events).toEqual([
      expect.objectContaining({
        connection_id: ID,
        user_id: user.viewer.id,
        owner_service_id: '20000000-0000-4000-8000-000000000100',
        connected_service_ids: ['20000000-0000-4000-8000-000000000001'],
        partner_user_id: null,
        enabled: true,
        version: 1,
        features: [
          {
            id: expect.any(String),
            name: 'journal_severe_weather',
            custom_field_values: { entry_mood: 'reflective' },
            step_field_values: { [ALERT]: { city: 'Oslo' }, [ENTRY]: { body: 'Stay in.' } },
            // What the engine runs: the user's values over the partner's presets (the hidden title).
            spec: expect.objectContaining({
              name: 'Journal severe weather alerts',
              owner_id: user.viewer.id,
              filter_code: expect.stringContaining('setMood(Feature.customFields.entry_mood)'),
              delay_seconds: null,
              trigger: expect.objectContaining({
                key: 'trigger',
                path: 'AcmeWeather.severeWeatherAlert',
                fields: { city: 'Oslo' },
                ingredients: [{ path: 'AcmeWeather.severeWeatherAlert.AlertLevel', slug: 'alert_level' }],
              }),
              queries: [],
              actions: [
                expect.objectContaining({
                  key: 'action:0',
                  path: 'Daybook.createJournalEntry',
                  fields: { title: 'Severe weather alert', body: 'Stay in.' },
                  setters: { title: 'setTitle', body: 'setBody' },
                }),
              ],
              connection: {
                connection_id: ID,
                enablement_id: expect.any(String),
                feature_name: 'journal_severe_weather',
                trigger_id: 'acme_weather.severe_weather_alert',
                custom_field_values: { entry_mood: 'reflective' },
              },
            }),
          },
        ],
      }),
      expect.objectContaining({ user_id: user.viewer.id, enabled: false, version: 2, features: [] }),
    ]);
    expect(events[0].enablement_id).toBe(events[1].enablement_id);
    expect(events[0].features[0].spec!.connection!.enablement_id).toBe(events[0].enablement_id);
    expect(typeof events[0].connection_version).toBe('number');
  });

  it('counts two users enabling at once, and one user enabling twice at once, exactly', async () => {
    const before = await count();
    const [a, b] = [aUser('a'), aUser('b')];
    const answers = await Promise.all([enable(a, [journal()]), enable(b, [journal()])]);
    expect(answers.map((r) => r.errors)).toEqual([[], []]);
    expect(await count()).toBe(before + 2);
    const twice = await Promise.all([enable(a, [journal()]), enable(a, [journal()]), disable(b), disable(b)]);
    expect(twice.map((r) => r.errors)).toEqual([[], [], [], []]);
    expect(await count()).toBe(before + 1);
  });
});

describe('what is refused', () => {
  it('signed out: UNAUTHENTICATED', async () => {
    expect(
      codeOf(await kit.run(ENABLE, anonymous, { input: { connection_id: ID, features: [journal()] } })),
    ).toBe('UNAUTHENTICATED');
    expect(codeOf(await kit.run(DISABLE, anonymous, { id: ID }))).toBe('UNAUTHENTICATED');
  });

  it('a draft, a missing, a malformed or an archived connection: NOT_FOUND', async () => {
    for (const id of [DEMO_CONNECTIONS.draft, 'c0000000-0000-4000-8000-00000000ffff', 'nope']) {
      expect(codeOf(await kit.run(ENABLE, olivia, { input: { connection_id: id, features: [] } }))).toBe(
        'NOT_FOUND',
      );
      expect(codeOf(await kit.run(DISABLE, nia, { id }))).toBe('NOT_FOUND');
    }
    // Never enabled: nothing to disable.
    expect(codeOf(await kit.run(DISABLE, aUser(), { id: ID }))).toBe('NOT_FOUND');

    const user = aUser('archived');
    await enable(user, [journal()]);
    await kit.db.query(
      'UPDATE connections.connections SET archived = true, version = version + 1 WHERE id = $1',
      [ID],
    );
    try {
      expect(
        codeOf(await kit.run(ENABLE, aUser(), { input: { connection_id: ID, features: [journal()] } })),
      ).toBe('NOT_FOUND');
      expect(await published(nia)).toBeNull();
      // A user may still turn off what they turned on.
      const before = await count();
      expect((await disable(user)).enablement.enabled).toBe(false);
      expect(await count()).toBe(before - 1);
    } finally {
      await kit.db.query(
        'UPDATE connections.connections SET archived = false, version = version + 1 WHERE id = $1',
        [ID],
      );
    }
  });

  it('features: unknown, repeated, a required one off or left out, too many', async () => {
    expect(await refused([journal(), { name: 'nope', enabled: true }])).toEqual([
      { attribute: 'features/1/name', message: FEATURE_UNKNOWN },
    ]);
    expect(await refused([journal(), forecast(), forecast()])).toEqual([
      { attribute: 'features/2/name', message: FEATURE_REPEATED },
    ]);
    expect(await refused([journal({ enabled: false })])).toEqual([
      { attribute: 'features/0/enabled', message: FEATURE_REQUIRED },
    ]);
    expect(await refused([forecast()])).toEqual([
      { attribute: 'features', message: requiredFeatureMissing('Journal severe weather alerts') },
    ]);
    expect(
      await refused(Array.from({ length: FEATURES_MAX + 1 }, (_, i) => ({ name: `f${i}`, enabled: true }))),
    ).toEqual([{ attribute: 'features', message: tooManyFeatures(FEATURES_MAX) }]);
  });

  it('custom field values: not an object, an unknown key, an option not offered, a required one blank', async () => {
    expect(await refused([journal({ custom_field_values: ['calm'] })])).toEqual([
      { attribute: 'features/0/custom_fields', message: VALUES_NOT_OBJECT },
    ]);
    expect(await refused([journal({ custom_field_values: { entry_mood: 'calm', mood: 'x' } })])).toEqual([
      { attribute: 'features/0/custom_fields/mood', message: CUSTOM_FIELD_UNKNOWN },
    ]);
    expect(await refused([journal({ custom_field_values: { entry_mood: 'angry' } })])).toEqual([
      { attribute: 'features/0/custom_fields/entry_mood', message: OPTION_UNKNOWN },
    ]);
    expect(await refused([journal({ custom_field_values: { entry_mood: ' ' } })])).toEqual([
      { attribute: 'features/0/custom_fields/entry_mood', message: VALUE_REQUIRED },
    ]);
    expect(await refused([journal({ custom_field_values: { entry_mood: 3 } })])).toEqual([
      { attribute: 'features/0/custom_fields/entry_mood', message: TEXT_EXPECTED },
    ]);
  });

  it('step field values: an unknown step or field, a hidden field, a required one missing, too long, not text', async () => {
    const steps = (values: unknown) => [journal({ step_field_values: values })];
    expect(await refused(steps('Oslo'))).toEqual([
      { attribute: 'features/0/step_fields', message: VALUES_NOT_OBJECT },
    ]);
    expect(await refused(steps({ [ALERT]: { city: 'Oslo' }, 'trigger.acme_weather.rain': {} }))).toEqual([
      { attribute: 'features/0/step_fields/trigger.acme_weather.rain', message: STEP_UNKNOWN },
    ]);
    expect(await refused(steps({ [ALERT]: 'Oslo' }))).toEqual([
      { attribute: `features/0/step_fields/${ALERT}`, message: VALUES_NOT_OBJECT },
      { attribute: `features/0/step_fields/${ALERT}/city`, message: VALUE_REQUIRED },
    ]);
    expect(await refused(steps({ [ALERT]: { city: 'Oslo' }, [ENTRY]: { title: 'Mine' } }))).toEqual([
      { attribute: `features/0/step_fields/${ENTRY}/title`, message: STEP_FIELD_HIDDEN },
    ]);
    expect(await refused(steps({ [ALERT]: { city: 'Oslo', country: 'NO' } }))).toEqual([
      { attribute: `features/0/step_fields/${ALERT}/country`, message: STEP_FIELD_UNKNOWN },
    ]);
    expect(await refused(steps({}))).toEqual([
      { attribute: `features/0/step_fields/${ALERT}/city`, message: VALUE_REQUIRED },
    ]);
    expect(await refused(steps({ [ALERT]: { city: 'x'.repeat(USER_TEXT_MAX + 1) } }))).toEqual([
      { attribute: `features/0/step_fields/${ALERT}/city`, message: textTooLong(USER_TEXT_MAX) },
    ]);
    expect(await refused(steps({ [ALERT]: { city: ['Oslo'] } }))).toEqual([
      { attribute: `features/0/step_fields/${ALERT}/city`, message: TEXT_EXPECTED },
    ]);
    // An optional feature that is off is not asked for its required values, only checked for shape.
    expect(
      await refused([
        journal(),
        forecast({ enabled: false, step_field_values: { [PHOTO]: { place: 'x' } } }),
      ]),
    ).toEqual([{ attribute: `features/1/step_fields/${PHOTO}/place`, message: STEP_FIELD_UNKNOWN }]);
    const user = aUser('optional-off');
    expect(
      (await enable(user, [journal(), forecast({ enabled: false, step_field_values: {} })])).errors,
    ).toEqual([]);
  });
});
