import {
  CONNECTION_EXISTS,
  HIDDEN_FIELD_LOCKED,
  MIN_ONE_FEATURE,
  TARGET_PROBLEMS,
  TITLE_BLANK,
  TOO_MANY_FEATURES,
} from '@switchyard/connections-common';
import { DEMO_CONNECTIONS } from '../seed';
import { codeOf, SERVICE_IDS, startKit, VIEWERS, type Kit } from '../testing/connectionsTestKit';
import {
  CHECKBOX_DEFAULTS_INVALID,
  FEATURE_NAME_TAKEN,
  FIELD_UI_TYPE_INVALID,
  STEP_SERVICE_INVALID,
  stepFieldUnknown,
  stepUnknown,
} from './updateConnection';

jest.setTimeout(60_000);

let kit: Kit;
beforeAll(async () => {
  kit = await startKit();
});
afterAll(() => kit.stop());

const { olivia, milo, sol, nia, stella, anonymous } = VIEWERS;

const UPDATE = `mutation ($input: UpdateConnectionInput!) {
  updateConnection(input: $input) { applet { id } errors { attribute message } } }`;

type Input = Record<string, unknown>;
const feature = (over: Input = {}): Input => ({
  name: 'journal_entries_to_tasks',
  title: 'Journal entries to tasks',
  description: null,
  icon: null,
  required: false,
  dynamic_applet_triggers: [
    {
      module_name: 'new_journal_entry',
      channel_id: SERVICE_IDS.daybook,
      fields: [{ name: 'mood', custom_label: 'Mood', default_value_json: null, hidden: false }],
    },
  ],
  dynamic_applet_queries: [],
  dynamic_applet_actions: [
    {
      module_name: 'create_task',
      channel_id: SERVICE_IDS.acmeTasks,
      fields: [{ name: 'title', custom_label: null, default_value_json: 'From my journal', hidden: true }],
    },
  ],
  custom_fields: [
    {
      name: 'task_list',
      label: 'Which list?',
      field_ui_type: 'collection_select',
      required: true,
      helper_text: null,
      default_value: 'home',
      static_options: [
        { label: 'Home', value: 'home' },
        { label: 'Work', value: 'work' },
      ],
    },
  ],
  ...over,
});
const input = (over: Input = {}): Input => ({
  id: 'new',
  owner_module_name: 'daybook',
  connected_channel_module_names: ['lite_lamp'],
  name: 'Daybook + Lite Lamp',
  description: 'Lights for your journal.',
  applet_configurations: [],
  applet_script: null,
  ...over,
});

const update = (ctx: (typeof VIEWERS)[keyof typeof VIEWERS], i: Input) => kit.run(UPDATE, ctx, { input: i });
const count = async () =>
  (await kit.db.query<{ n: number }>('SELECT count(*)::int AS n FROM connections.connections')).rows[0].n;
const changedEvents = async (id: string) =>
  (
    await kit.db.query<{ data: { published: boolean; version: number } }>(
      "SELECT data FROM events.outbox WHERE type = 'connection.changed' AND data->>'connection_id' = $1 ORDER BY seq",
      [id],
    )
  ).rows.map((r) => r.data);

describe('updateConnection: who may', () => {
  it('refuses signed-out viewers as UNAUTHENTICATED', async () => {
    expect(codeOf(await update(anonymous, input()))).toBe('UNAUTHENTICATED');
  });

  it('answers NOT_FOUND to another organization, a newcomer and staff, creating or updating', async () => {
    const before = await count();
    for (const ctx of [sol, nia, stella]) {
      expect(codeOf(await update(ctx, input()))).toBe('NOT_FOUND');
      expect(
        codeOf(
          await update(
            ctx,
            input({ id: DEMO_CONNECTIONS.draft, connected_channel_module_names: ['acme_tasks'] }),
          ),
        ),
      ).toBe('NOT_FOUND');
    }
    expect(await count()).toBe(before);
  });

  it('answers NOT_FOUND for unknown, malformed or other owners’ connection ids', async () => {
    for (const id of ['c0000000-0000-4000-8000-0000000000ff', 'nope'])
      expect(codeOf(await update(milo, input({ id })))).toBe('NOT_FOUND');
    // The draft is Daybook's, not Acme Weather's.
    expect(
      codeOf(await update(milo, input({ id: DEMO_CONNECTIONS.draft, owner_module_name: 'acme_weather' }))),
    ).toBe('NOT_FOUND');
  });
});

describe('updateConnection: create, update, publish', () => {
  let id: string;

  it('creates a connection for a member and answers its id, unpublished; publishes connection.changed', async () => {
    const r = await update(
      milo,
      input({
        applet_configurations: [feature({ dynamic_applet_actions: [] })],
        connected_channel_module_names: ['lite_lamp'],
      }),
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.updateConnection.errors).toEqual([]);
    id = r.data!.updateConnection.applet.id;
    const c = (
      await kit.run(
        'query ($id: ID!) { connection(id: $id) { name published channels { module_name } applet_configurations { name customFields { id name } } } }',
        milo,
        { id },
      )
    ).data!.connection;
    expect(c).toMatchObject({
      name: 'Daybook + Lite Lamp',
      published: false,
      channels: [{ module_name: 'lite_lamp' }],
    });
    expect(c.applet_configurations[0].customFields[0].name).toBe('task_list');
    expect(await changedEvents(id)).toEqual([expect.objectContaining({ published: false, version: 1 })]);
  });

  it('publishes with published: true, keeps it published when left out, and replaces features wholesale', async () => {
    const one = feature({ dynamic_applet_actions: [] });
    expect(
      (await update(olivia, input({ id, published: true, applet_configurations: [one] }))).data!
        .updateConnection.errors,
    ).toEqual([]);
    const r = await update(
      olivia,
      input({
        id,
        name: 'Renamed',
        applet_configurations: [
          one,
          feature({
            name: 'second_one',
            title: 'A second feature',
            custom_fields: [],
            dynamic_applet_actions: [],
          }),
        ],
      }),
    );
    expect(r.data!.updateConnection).toEqual({ applet: { id }, errors: [] });
    const c = (
      await kit.run(
        'query ($id: ID!) { connection(id: $id) { name published applet_configurations { name } } }',
        olivia,
        { id },
      )
    ).data!.connection;
    expect(c).toEqual({
      name: 'Renamed',
      published: true,
      applet_configurations: [{ name: 'journal_entries_to_tasks' }, { name: 'second_one' }],
    });
    expect((await changedEvents(id)).map((e) => [e.published, e.version])).toEqual([
      [false, 1],
      [true, 2],
      [true, 3],
    ]);
    // Published now: it needs a feature.
    const empty = await update(olivia, input({ id, applet_configurations: [] }));
    expect(empty.data!.updateConnection.errors).toContainEqual({
      attribute: 'minimum_applet_configurations',
      message: MIN_ONE_FEATURE,
    });
  });

  it('keeps the hidden step fields of a published connection', async () => {
    const locked = await update(
      milo,
      input({
        id: DEMO_CONNECTIONS.published,
        connected_channel_module_names: ['acme_weather'],
        name: 'Daybook + Acme Weather',
        applet_configurations: [
          {
            ...feature({
              name: 'forecast_near_photos',
              title: 'Forecast where you take photos',
              custom_fields: [],
            }),
            dynamic_applet_triggers: [
              {
                module_name: 'new_photo_taken_near',
                channel_id: SERVICE_IDS.daybook,
                fields: [{ name: 'location', custom_label: null, default_value_json: null, hidden: false }],
              },
            ],
            dynamic_applet_actions: [
              {
                module_name: 'send_forecast',
                channel_id: SERVICE_IDS.acmeWeather,
                fields: [{ name: 'city', custom_label: null, default_value_json: 'Porto', hidden: true }],
              },
            ],
          },
        ],
      }),
    );
    expect(locked.data!.updateConnection).toEqual({
      applet: null,
      errors: [
        {
          attribute: 'applet_configurations/0/dynamic_applet_actions/0/fields/0',
          message: HIDDEN_FIELD_LOCKED,
        },
      ],
    });
  });

  it('refuses a second live connection to the same service', async () => {
    const before = await count();
    const r = await update(milo, input({ applet_configurations: [] }));
    expect(r.data!.updateConnection).toEqual({
      applet: null,
      errors: [{ attribute: 'connected_channel_module_names', message: CONNECTION_EXISTS }],
    });
    expect(await count()).toBe(before);
  });
});

describe('updateConnection: the checks', () => {
  const errorsOf = async (i: Input) => {
    const r = await update(milo, i);
    expect(r.errors).toBeUndefined();
    return r.data!.updateConnection.errors as { attribute: string; message: string }[];
  };

  it("uses common's rules: a blank title, one connected service other than the owner", async () => {
    expect(
      await errorsOf(
        input({ name: '  ', id: DEMO_CONNECTIONS.draft, connected_channel_module_names: ['acme_tasks'] }),
      ),
    ).toEqual([{ attribute: 'name', message: TITLE_BLANK }]);
    expect((await errorsOf(input({ connected_channel_module_names: ['daybook'] })))[0].attribute).toBe(
      'connected_channel_module_names',
    );
  });

  it('refuses a connection past its caps (51 features) and changes nothing', async () => {
    const before = await count();
    const many = Array.from({ length: 51 }, (_, i) => feature({ name: `feature_${i}` }));
    expect(await errorsOf(input({ applet_configurations: many }))).toContainEqual({
      attribute: 'applet_configurations',
      message: TOO_MANY_FEATURES,
    });
    expect(await count()).toBe(before);
  });

  it('refuses unknown and not connect_enabled target services', async () => {
    expect(await errorsOf(input({ connected_channel_module_names: ['nothing_here'] }))).toEqual([
      { attribute: 'connected_channel_module_names', message: TARGET_PROBLEMS.unknown_service },
    ]);
    expect(await errorsOf(input({ connected_channel_module_names: ['bigco_crm'] }))).toEqual([
      { attribute: 'connected_channel_module_names', message: TARGET_PROBLEMS.not_connect_enabled },
    ]);
  });

  it('checks steps against the catalog: their service, their module name, their fields', async () => {
    const f = feature({
      dynamic_applet_triggers: [
        { module_name: 'new_journal_entry', channel_id: SERVICE_IDS.liteLamp, fields: [] },
        { module_name: 'no_such_trigger', channel_id: SERVICE_IDS.daybook, fields: [] },
        {
          module_name: 'new_journal_entry',
          channel_id: SERVICE_IDS.daybook,
          fields: [{ name: 'colour', custom_label: null, default_value_json: null, hidden: false }],
        },
      ],
      dynamic_applet_actions: [],
    });
    expect(
      await errorsOf(
        input({
          id: DEMO_CONNECTIONS.draft,
          connected_channel_module_names: ['acme_tasks'],
          applet_configurations: [f],
        }),
      ),
    ).toEqual([
      {
        attribute: 'applet_configurations/0/dynamic_applet_triggers/0/channel_id',
        message: STEP_SERVICE_INVALID,
      },
      {
        attribute: 'applet_configurations/0/dynamic_applet_triggers/1/module_name',
        message: stepUnknown('Daybook'),
      },
      {
        attribute: 'applet_configurations/0/dynamic_applet_triggers/2/fields/0/name',
        message: stepFieldUnknown('colour', 'New journal entry'),
      },
    ]);
  });

  it('answers bad shapes as errors, never a 500: an unknown UI type, checkbox defaults, repeated feature names', async () => {
    const bad = feature({
      custom_fields: [
        {
          name: 'odd_one',
          label: 'Odd',
          field_ui_type: 'slider',
          required: false,
          helper_text: null,
          static_options: [],
        },
      ],
    });
    expect(
      await errorsOf(
        input({
          id: DEMO_CONNECTIONS.draft,
          connected_channel_module_names: ['acme_tasks'],
          applet_configurations: [bad],
        }),
      ),
    ).toEqual([
      { attribute: 'applet_configurations/0/custom_fields/0/field_ui_type', message: FIELD_UI_TYPE_INVALID },
    ]);
    const boxes = feature({
      custom_fields: [
        {
          name: 'boxes',
          label: 'Boxes',
          field_ui_type: 'checkbox_multi',
          required: false,
          helper_text: null,
          default_value_json: { a: 1 },
          static_options: [{ label: 'A', value: 'a' }],
        },
      ],
    });
    expect(
      await errorsOf(
        input({
          id: DEMO_CONNECTIONS.draft,
          connected_channel_module_names: ['acme_tasks'],
          applet_configurations: [boxes],
        }),
      ),
    ).toEqual([
      {
        attribute: 'applet_configurations/0/custom_fields/0/default_value_json',
        message: CHECKBOX_DEFAULTS_INVALID,
      },
    ]);
    const twice = await errorsOf(
      input({
        id: DEMO_CONNECTIONS.draft,
        connected_channel_module_names: ['acme_tasks'],
        applet_configurations: [feature({ custom_fields: [] }), feature({ custom_fields: [] })],
      }),
    );
    expect(twice).toContainEqual({ attribute: 'applet_configurations/1/name', message: FEATURE_NAME_TAKEN });
  });

  it('a dry run checks one feature, changes nothing and answers applet: null', async () => {
    const before = await count();
    const ok = await update(
      milo,
      input({
        dry_run: true,
        name: '',
        id: DEMO_CONNECTIONS.draft,
        connected_channel_module_names: ['acme_tasks'],
        applet_configurations: [feature()],
      }),
    );
    expect(ok.data!.updateConnection).toEqual({ applet: null, errors: [] });
    const bad = await update(
      milo,
      input({
        dry_run: true,
        id: DEMO_CONNECTIONS.draft,
        connected_channel_module_names: ['acme_tasks'],
        applet_configurations: [feature({ title: 'abc' })],
      }),
    );
    expect(bad.data!.updateConnection.errors).toEqual([
      { attribute: 'featureTitles', message: 'Feature titles must be at least 5 characters' },
    ]);
    expect(await count()).toBe(before);
  });

  it('refuses a cover upload it cannot claim', async () => {
    const r = await update(
      milo,
      input({
        connected_channel_module_names: ['acme_tasks'],
        background_uploaded_at: '2026-01-01T00:00:00.000Z',
      }),
    );
    // The draft already connects Daybook to Acme Tasks: that is reported first, nothing is claimed.
    expect(r.data!.updateConnection.errors).toEqual([
      { attribute: 'connected_channel_module_names', message: CONNECTION_EXISTS },
    ]);
    const draft = await update(
      milo,
      input({
        id: DEMO_CONNECTIONS.draft,
        connected_channel_module_names: ['acme_tasks'],
        background_uploaded_at: '2026-01-01T00:00:00.000Z',
      }),
    );
    expect(draft.data!.updateConnection).toEqual({
      applet: null,
      errors: [{ attribute: 'cover_image', message: 'Could not upload image — please try again later' }],
    });
  });
});
