import type { Memberships, Viewer } from '@switchyard/server-kit';
import { storeChannel } from '../catalog';
import { storeTriggerDefaults } from '../triggerDefaults';
import {
  ACME,
  appletBody,
  DAYBOOK,
  daybookConfiguration,
  SOL_STUDIO,
  viewer,
  weatherConfiguration,
} from './appletFixtures.testing';
import { startComposer, type ComposerHarness } from './appletHarness.testing';

jest.setTimeout(60_000);

let h: ComposerHarness;
const olivia = viewer('olivia', { tier: 'pro_plus', maker: true });
const milo = viewer('milo', { tier: 'pro' });
const sol = viewer('sol');
const membershipsOf = (v: Viewer): Memberships =>
  v === sol ? { [SOL_STUDIO]: 'owner' } : { [ACME]: v === olivia ? 'owner' : 'member' };

const call = (v: Viewer | null, method: string, path: string, body?: unknown) =>
  h.call(v, method, path, body);
const gql = (v: Viewer | null, query: string, variables: Record<string, unknown> = {}) =>
  h.gql(v, query, variables);
const count = async () =>
  Number((await h.db.query<{ n: string }>('SELECT count(*) AS n FROM composer.applets')).rows[0].n);

beforeAll(async () => {
  h = await startComposer([daybookConfiguration(), weatherConfiguration()], membershipsOf);
});
afterAll(() => h.close());

const APPLET = `query ($id: ID!) { applet(id: $id) { id name status enabled owned url preview_access_missing
  tags { name } default_delay filter_code
  applet_trigger { full_module_name fields { name custom_label hidden default_value_json } }
  applet_actions { full_module_name fields { name custom_label hidden default_value_json } definition { name } } } }`;

describe('creating an applet', () => {
  it('stores a complete applet in the shape the engine runs, on for its owner', async () => {
    const res = await call(
      olivia,
      'POST',
      '/applets',
      appletBody({
        tag_ids: ['60000000-0000-4000-8000-000000000003'],
        default_delay: 90,
        filter_code: 'if (!Daybook.newJournalEntry.Title) Daybook.createJournalEntry.skip();',
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.applet).toMatchObject({ status: 'private', url: `/my_applets/${res.body.applet.id}` });
    const read = await gql(olivia, APPLET, { id: res.body.applet.id });
    expect(read.body.data.applet).toMatchObject({
      name: 'Keep my journal',
      status: 'private',
      enabled: true,
      owned: true,
      preview_access_missing: false,
      tags: [{ name: 'Journaling' }],
      default_delay: 90,
      applet_trigger: {
        full_module_name: 'daybook.new_journal_entry',
        fields: [{ name: 'mood', hidden: true, default_value_json: '"happy"', custom_label: null }],
      },
      applet_actions: [
        {
          full_module_name: 'daybook.create_journal_entry',
          definition: { name: 'Create journal entry' },
          fields: [
            {
              name: 'title',
              custom_label: 'Entry title',
              default_value_json: '"Copy of {{Daybook.newJournalEntry.Title}}"',
            },
            { name: 'body', custom_label: null, hidden: false, default_value_json: null },
          ],
        },
      ],
    });
    const step = await h.db.query(
      'SELECT step_id, service_id FROM composer.applet_steps WHERE applet_id = $1 AND kind = $2',
      [res.body.applet.id, 'trigger'],
    );
    expect(step.rows[0]).toEqual({
      step_id: '40000000-0000-4000-8000-000000000002',
      service_id: daybookConfiguration().service_id,
    });
  });

  it('keeps a private applet from everyone but its owner', async () => {
    const { body } = await call(olivia, 'POST', '/applets', appletBody());
    expect((await gql(milo, APPLET, { id: body.applet.id })).body.data.applet).toBeNull();
    expect((await gql(null, APPLET, { id: body.applet.id })).body.data.applet).toBeNull();
    expect(
      (await call(milo, 'PUT', `/applets/${body.applet.id}`, appletBody({ name: 'Mine now' }))).status,
    ).toBe(404);
    expect((await call(milo, 'POST', `/applets/${body.applet.id}/enable`)).status).toBe(404);
    expect((await call(milo, 'DELETE', `/applets/${body.applet.id}`)).status).toBe(404);
  });

  it('needs a signed-in user', async () => {
    const before = await count();
    expect((await call(null, 'POST', '/applets', appletBody())).status).toBe(401);
    expect(await count()).toBe(before);
  });
});

describe('the server refuses, with the path of each problem, and saves nothing', () => {
  const refused = async (v: Viewer, body: unknown) => {
    const before = await count();
    const res = await call(v, 'POST', '/applets', body);
    expect(res.status).toBe(422);
    expect(await count()).toBe(before);
    return res.body.details as { parameter: string; message: string }[];
  };

  it('metadata: blank and oversize title and description, too many and unknown tags', async () => {
    expect(await refused(olivia, appletBody({ name: ' ', description: 'x'.repeat(501) }))).toEqual([
      { parameter: '/name', message: "can't be blank" },
      { parameter: '/description', message: 'is too long (maximum is 500 characters)' },
    ]);
    const six = Array.from({ length: 6 }, (_, i) => `60000000-0000-4000-8000-00000000000${i + 1}`);
    expect(await refused(olivia, appletBody({ tag_ids: six }))).toEqual([
      { parameter: '/tags', message: 'can hold at most 5 tags' },
    ]);
    expect(await refused(olivia, appletBody({ name: 42, tag_ids: 'x' }))).toEqual([
      { parameter: '/name', message: "can't be blank" },
      { parameter: '/tags', message: 'must be a list of tag ids' },
    ]);
  });

  it('steps: missing trigger, no action, unknown steps, a repeated action', async () => {
    expect(await refused(olivia, { applet: {} })).toEqual(
      expect.arrayContaining([
        { parameter: '/applet/applet_trigger', message: 'is required' },
        { parameter: '/applet/applet_actions', message: 'needs at least one action' },
      ]),
    );
    expect(await refused(olivia, { nothing: true })).toEqual([
      { parameter: '/applet', message: 'is required' },
    ]);
    const unknown = { channel_module_name: 'daybook', module_name: 'nope', fields: [] };
    expect(await refused(olivia, appletBody({ applet_actions: [unknown] }))).toEqual([
      {
        parameter: '/applet/applet_actions/0',
        message: 'is not a step you can use (unknown, or a preview service you cannot access)',
      },
    ]);
    const create = appletBody().applet.applet_actions[0];
    expect(await refused(olivia, appletBody({ applet_actions: [create, create] }))).toEqual([
      { parameter: '/applet/applet_actions/1', message: 'is already used in this Applet' },
    ]);
  });

  it('a preview service of another organization is not there for the user', async () => {
    // Sol is not in Acme: Daybook (unpublished) is not offered to him; Weather (published) is.
    expect(await refused(sol, appletBody())).toContainEqual({
      parameter: '/applet/applet_trigger',
      message: 'is not a step you can use (unknown, or a preview service you cannot access)',
    });
  });

  it('fields: unknown names, locked visibility, defaults only where allowed, values that fit', async () => {
    const action = (fields: unknown[]) =>
      appletBody({
        applet_actions: [{ channel_module_name: 'daybook', module_name: 'create_journal_entry', fields }],
      });
    expect(await refused(olivia, action([{ name: 'colour' }]))).toEqual([
      {
        parameter: '/applet/applet_actions/0/fields/colour',
        message: 'is not a field of Create journal entry',
      },
    ]);
    expect(await refused(olivia, action([{ name: 'title', default_value_json: '{oops' }]))).toEqual([
      { parameter: '/applet/applet_actions/0/fields/title/default_value', message: 'is not valid JSON' },
    ]);
    expect(await refused(olivia, action([{ name: 'title', hidden: true }]))).toEqual([
      {
        parameter: '/applet/applet_actions/0/fields/title/default_value',
        message: 'must have a value when it is set by you',
      },
    ]);
    expect(
      await refused(olivia, action([{ name: 'title', default_value_json: '"{{Daybook.gone.Title}}"' }])),
    ).toEqual([
      {
        parameter: '/applet/applet_actions/0/fields/title/default_value',
        message: 'has ingredients this Applet does not offer: Daybook.gone.Title',
      },
    ]);
    expect(await refused(olivia, action([{ name: 'title', custom_label: 7, hidden: 'yes' }]))).toEqual([
      { parameter: '/applet/applet_actions/0/fields/title/custom_label', message: 'must be text' },
      { parameter: '/applet/applet_actions/0/fields/title/hidden', message: 'must be true or false' },
    ]);
    const album = appletBody({
      applet_actions: [
        {
          channel_module_name: 'daybook',
          module_name: 'add_photo_to_album',
          fields: [{ name: 'album', hidden: true, default_value_json: '"a1"' }],
        },
      ],
    });
    expect(await refused(olivia, album)).toEqual([
      {
        parameter: '/applet/applet_actions/0/fields/album/hidden',
        message: 'This field must be chosen by the user.',
      },
      {
        parameter: '/applet/applet_actions/0/fields/album/default_value',
        message: 'cannot have a default value',
      },
    ]);
    const mood = appletBody({
      applet_trigger: {
        channel_module_name: 'daybook',
        module_name: 'new_journal_entry',
        fields: [{ name: 'mood', default_value_json: '"grumpy"' }],
      },
    });
    expect(await refused(olivia, mood)).toEqual([
      {
        parameter: '/applet/applet_trigger/fields/mood/default_value',
        message: 'must be one of the options',
      },
    ]);
  });

  it('filter code: compiled in the sandbox, its syntax error under /applet/filter_code', async () => {
    expect(
      await refused(olivia, appletBody({ filter_code: 'if (Daybook.newJournalEntry.Title {\n}' })),
    ).toEqual([
      { parameter: '/applet/filter_code', message: expect.stringMatching(/^SyntaxError: .+ \(line 1\)$/) },
    ]);
    expect(await refused(olivia, appletBody({ filter_code: 5 }))).toEqual([
      { parameter: '/applet/filter_code', message: 'must be text' },
    ]);
  });

  it('delay: only off or the offered steps from 15 seconds to 3 hours', async () => {
    for (const default_delay of [0, 14, 3600 + 6 * 60, 3 * 3600 + 15, '90', 1.5])
      expect(await refused(olivia, appletBody({ default_delay }))).toEqual([
        {
          parameter: '/applet/default_delay',
          message: 'must be off, or 15 seconds to 3 hours on the offered steps',
        },
      ]);
  });

  it('primary service: makers only, and one the applet uses', async () => {
    expect(await refused(milo, appletBody({ channel_id: daybookConfiguration().service_id }))).toEqual([
      { parameter: '/channel_id', message: 'can be chosen by makers only' },
    ]);
    expect(await refused(olivia, appletBody({ channel_id: weatherConfiguration().service_id }))).toEqual([
      { parameter: '/channel_id', message: 'must be one of the services the applet uses' },
    ]);
  });
});

describe('bad input: every payload field fuzzed gets a 4xx with its path and changes nothing', () => {
  const action = appletBody().applet.applet_actions[0];
  const trigger = appletBody().applet.applet_trigger;
  const cases: [string, Record<string, unknown>, string][] = [
    ['name: a number', { name: 7 }, '/name'],
    ['name: oversize', { name: 'n'.repeat(101) }, '/name'],
    ['description: a list', { description: ['x'] }, '/description'],
    ['tags: not ids', { tag_ids: ['not-a-uuid'] }, '/tags'],
    ['channel_id: an object', { channel_id: { id: 1 } }, '/channel_id'],
    ['filter_code: oversize', { filter_code: 'x'.repeat(10_001) }, '/applet/filter_code'],
    ['default_delay: text', { default_delay: '15' }, '/applet/default_delay'],
    ['trigger: a string', { applet_trigger: 'daybook.new_journal_entry' }, '/applet/applet_trigger'],
    ['trigger: no module', { applet_trigger: { channel_module_name: 'daybook' } }, '/applet/applet_trigger'],
    ['trigger: an action', { applet_trigger: { ...action } }, '/applet/applet_trigger'],
    [
      'trigger fields: an object',
      { applet_trigger: { ...trigger, fields: { mood: 'x' } } },
      '/applet/applet_trigger/fields',
    ],
    ['queries: an object', { applet_queries: {} }, '/applet/applet_queries'],
    ['queries: too many', { applet_queries: Array(11).fill(trigger) }, '/applet/applet_queries'],
    ['actions: empty', { applet_actions: [] }, '/applet/applet_actions'],
    ['actions: a number inside', { applet_actions: [3] }, '/applet/applet_actions/0'],
    [
      'actions: unknown step',
      { applet_actions: [{ ...action, module_name: 'nope' }] },
      '/applet/applet_actions/0',
    ],
    [
      'field: oversize default',
      {
        applet_actions: [
          { ...action, fields: [{ name: 'title', default_value_json: JSON.stringify('x'.repeat(10_001)) }] },
        ],
      },
      '/applet/applet_actions/0/fields/title/default_value',
    ],
    [
      'field: default of the wrong type',
      { applet_actions: [{ ...action, fields: [{ name: 'title', default_value_json: '{"a":1}' }] }] },
      '/applet/applet_actions/0/fields/title/default_value',
    ],
    [
      'field: label oversize',
      { applet_actions: [{ ...action, fields: [{ name: 'title', custom_label: 'l'.repeat(101) }] }] },
      '/applet/applet_actions/0/fields/title/custom_label',
    ],
    [
      'field: no name',
      { applet_actions: [{ ...action, fields: [{ hidden: true }] }] },
      '/applet/applet_actions/0/fields',
    ],
  ];

  it.each(cases)('POST and PUT with %s', async (_name, change, parameter) => {
    const { body: made } = await call(olivia, 'POST', '/applets', appletBody({ name: 'Fuzz target' }));
    const id = made.applet.id as string;
    const before = await gql(olivia, APPLET, { id });
    const count0 = await count();
    for (const [method, path] of [
      ['POST', '/applets'],
      ['PUT', `/applets/${id}`],
    ]) {
      const res = await call(olivia, method, path, appletBody(change));
      expect(res.status).toBe(422);
      expect(res.body.details.map((d: { parameter: string }) => d.parameter)).toContain(parameter);
    }
    expect(await count()).toBe(count0);
    expect(await gql(olivia, APPLET, { id })).toEqual(before);
  });

  it("another user's applet id, or no id at all, finds nothing", async () => {
    const { body: made } = await call(olivia, 'POST', '/applets', appletBody());
    for (const path of [
      `/applets/${made.applet.id}`,
      '/applets/not-an-id',
      '/applets/00000000-0000-4000-8000-00000000dead',
    ])
      expect((await call(sol, 'PUT', path, appletBody())).status).toBe(404);
  });
});

describe('tiers, enforced by the server', () => {
  const query = { channel_module_name: 'daybook', module_name: 'search_journal_entries', fields: [] };
  const second = { channel_module_name: 'weather', module_name: 'send_forecast', fields: [] };
  const everything = appletBody({
    filter_code: 'Daybook.createJournalEntry.skip()',
    default_delay: 15,
    applet_queries: [query],
    applet_actions: [appletBody().applet.applet_actions[0], second],
  });

  it('a free user meets each upgrade text', async () => {
    const free = viewer('milo', { tier: 'free' });
    const refused = await call(free, 'POST', '/applets', everything);
    expect(refused.status).toBe(422);
    expect(refused.body.details).toEqual([
      { parameter: '/applet/filter_code', message: 'Filter code is a Pro+ feature.' },
      { parameter: '/applet/default_delay', message: 'Delay is a Pro+ feature.' },
      { parameter: '/applet/applet_queries', message: 'Queries are a Pro+ feature.' },
      { parameter: '/applet/applet_actions', message: 'Multi-actions are a Pro feature.' },
    ]);
  });

  it('Pro allows several actions only; Pro+ everything', async () => {
    const pro = await call(milo, 'POST', '/applets', everything);
    expect(pro.body.details.map((d: { parameter: string }) => d.parameter)).toEqual([
      '/applet/filter_code',
      '/applet/default_delay',
      '/applet/applet_queries',
    ]);
    expect((await call(olivia, 'POST', '/applets', everything)).status).toBe(201);
    // Empty filter code (just added, not written) is no use of filter code.
    expect(
      (await call(viewer('milo', { tier: 'free' }), 'POST', '/applets', appletBody({ filter_code: '' })))
        .status,
    ).toBe(201);
  });
});

describe('updating, publishing, on and off', () => {
  it('updates its own applet; a published one keeps its steps and visibility', async () => {
    const { body } = await call(olivia, 'POST', '/applets', appletBody());
    const id = body.applet.id as string;
    expect((await call(olivia, 'PUT', `/applets/${id}`, appletBody({ name: 'Renamed' }))).status).toBe(200);
    expect((await gql(olivia, APPLET, { id })).body.data.applet.name).toBe('Renamed');

    expect((await call(milo, 'PUT', `/applets/${id}/status`, { status: 'published' })).status).toBe(404);
    const published = await call(olivia, 'PUT', `/applets/${id}/status`, { status: 'published' });
    expect(published.body.applet).toEqual({ id, status: 'published', url: `/applets/${id}` });

    const other = appletBody({
      applet_actions: [{ channel_module_name: 'weather', module_name: 'send_forecast', fields: [] }],
    });
    const locked = await call(olivia, 'PUT', `/applets/${id}`, other);
    expect(locked.body.details).toEqual([
      { parameter: '/applet', message: 'A published Applet keeps its trigger, queries and actions.' },
    ]);
    const unhidden = appletBody({
      applet_trigger: {
        channel_module_name: 'daybook',
        module_name: 'new_journal_entry',
        fields: [{ name: 'mood', hidden: false }],
      },
    });
    expect((await call(olivia, 'PUT', `/applets/${id}`, unhidden)).body.details).toEqual([
      {
        parameter: '/applet/applet_trigger/fields/mood/hidden',
        message: 'cannot change while the Applet is published',
      },
    ]);
    const ok = await call(olivia, 'PUT', `/applets/${id}`, appletBody({ description: 'New words.' }));
    expect(ok.body.applet.url).toBe(`/applets/${id}`);

    // Published: others see it and may turn it on; then it is theirs to turn off.
    expect((await gql(milo, APPLET, { id })).body.data.applet).toMatchObject({
      owned: false,
      enabled: false,
    });
    expect((await call(milo, 'POST', `/applets/${id}/enable`)).body.applet).toEqual({ id, enabled: true });
    expect((await gql(milo, APPLET, { id })).body.data.applet.enabled).toBe(true);

    // Archived: only those who have it still see it.
    await call(olivia, 'PUT', `/applets/${id}/status`, { status: 'archived' });
    expect((await gql(milo, APPLET, { id })).body.data.applet).not.toBeNull();
    expect(
      (await gql(viewer('sol', { id: '00000000-0000-4000-8000-0000000000aa' }), APPLET, { id })).body.data
        .applet,
    ).toBeNull();
  });

  it('only makers publish', async () => {
    const { body } = await call(milo, 'POST', '/applets', appletBody());
    const res = await call(milo, 'PUT', `/applets/${body.applet.id}/status`, { status: 'published' });
    expect(res.status).toBe(403);
    expect((await call(milo, 'PUT', `/applets/${body.applet.id}/status`, { status: 'loud' })).status).toBe(
      422,
    );
  });

  it('turns an applet off and on; the list shows it', async () => {
    const { body } = await call(milo, 'POST', '/applets', appletBody({ name: 'Milo’s own' }));
    await call(milo, 'POST', `/applets/${body.applet.id}/disable`);
    const list = await gql(milo, '{ myApplets { id name enabled } }');
    expect(list.body.data.myApplets).toContainEqual({
      id: body.applet.id,
      name: 'Milo’s own',
      enabled: false,
    });
    await call(milo, 'POST', `/applets/${body.applet.id}/enable`);
    expect((await gql(milo, APPLET, { id: body.applet.id })).body.data.applet.enabled).toBe(true);
  });
});

describe("each user's own values of the fields they set", () => {
  const customizable = appletBody({
    name: 'Needs a mood',
    applet_trigger: {
      channel_module_name: 'daybook',
      module_name: 'new_journal_entry',
      fields: [{ name: 'mood' }],
    },
    applet_actions: [{ channel_module_name: 'daybook', module_name: 'create_journal_entry', fields: [] }],
  });
  const READ = `query ($id: ID!) { applet(id: $id) { enabled disabled_reason my_field_values_json
    applet_trigger { key } applet_actions { key } } }`;

  it('starts an applet off until its required fields have values; the user fills them in, then turns it on', async () => {
    const { body } = await call(olivia, 'POST', '/applets', customizable);
    const id = body.applet.id as string;
    expect((await gql(olivia, READ, { id })).body.data.applet).toEqual({
      enabled: false,
      disabled_reason: 'Fill in With which mood?, Title to turn this Applet on.',
      my_field_values_json: '{}',
      applet_trigger: { key: 'trigger' },
      applet_actions: [{ key: 'action:0' }],
    });
    const refused = await call(olivia, 'POST', `/applets/${id}/enable`);
    expect(refused).toEqual({
      status: 422,
      body: expect.objectContaining({ error: 'Fill in With which mood?, Title to turn this Applet on.' }),
    });

    const bad = await call(olivia, 'PUT', `/applets/${id}/settings`, {
      field_values: { trigger: { mood: 'grumpy', colour: 'red' }, 'action:9': { x: 1 }, 'action:0': 'no' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.details).toEqual([
      { parameter: '/field_values/trigger/mood', message: 'must be one of the options' },
      { parameter: '/field_values/trigger/colour', message: 'is not a field you set in this Applet' },
      { parameter: '/field_values/action:9/x', message: 'is not a field you set in this Applet' },
      { parameter: '/field_values/action:0', message: 'must map fields to values' },
    ]);
    const half = await call(olivia, 'PUT', `/applets/${id}/settings`, {
      field_values: { trigger: { mood: 'happy' } },
    });
    expect(half.body).toEqual({
      field_values: { trigger: { mood: 'happy' } },
      missing: [{ step: 'action:0', name: 'title' }],
    });
    const full = await call(olivia, 'PUT', `/applets/${id}/settings`, {
      field_values: {
        trigger: { mood: 'happy' },
        'action:0': { title: 'On {{Daybook.newJournalEntry.Title}}' },
      },
    });
    expect(full.body.missing).toEqual([]);
    expect((await call(olivia, 'POST', `/applets/${id}/enable`)).status).toBe(200);
    expect((await gql(olivia, READ, { id })).body.data.applet).toMatchObject({
      enabled: true,
      disabled_reason: null,
    });
  });

  it("a hidden field is the maker's: nobody else sets it", async () => {
    const { body } = await call(olivia, 'POST', '/applets', appletBody());
    const res = await call(olivia, 'PUT', `/applets/${body.applet.id}/settings`, {
      field_values: { trigger: { mood: 'happy' } },
    });
    expect(res.body.details).toEqual([
      { parameter: '/field_values/trigger/mood', message: 'is not a field you set in this Applet' },
    ]);
  });
});

describe('action defaults for a trigger', () => {
  it("fill an action's fields from the trigger's applet defaults, ingredients as tokens", async () => {
    await h.db.transaction((tx) =>
      storeTriggerDefaults(tx, {
        service_id: DAYBOOK,
        defaults: { new_journal_entry: { title: 'Copy: {{title}}', mobile: 'no such field' } },
      }),
    );
    const res = await gql(
      olivia,
      `{ composerActionDefaults(trigger: "daybook.new_journal_entry", actions: ["daybook.create_journal_entry", "weather.send_forecast"]) {
        action fields { name default_value_json } } }`,
    );
    expect(res.body.data.composerActionDefaults).toEqual([
      {
        action: 'daybook.create_journal_entry',
        fields: [{ name: 'title', default_value_json: '"Copy: {{Daybook.newJournalEntry.Title}}"' }],
      },
      // Defaults follow content types: the forecast's city is a title field too.
      {
        action: 'weather.send_forecast',
        fields: [{ name: 'city', default_value_json: '"Copy: {{Daybook.newJournalEntry.Title}}"' }],
      },
    ]);
    // Not for someone who cannot see the trigger's service.
    expect(
      (
        await gql(
          sol,
          '{ composerActionDefaults(trigger: "daybook.new_journal_entry", actions: ["daybook.create_journal_entry"]) { action } }',
        )
      ).body.data.composerActionDefaults,
    ).toEqual([]);
  });
});

describe('incompatible steps', () => {
  it("refuses an action its own or the trigger's permission rules out", async () => {
    const weather = weatherConfiguration();
    await h.db.transaction((tx) =>
      storeChannel(tx, {
        ...weather,
        version: 2,
        step_permissions: {
          '50000000-0000-4000-8000-0000000000f1': {
            step_type: 'action',
            list_type: 'allowlist',
            channels: ['acme_weather'],
          },
        },
      }),
    );
    const body = appletBody({
      applet_actions: [{ channel_module_name: 'weather', module_name: 'send_forecast', fields: [] }],
    });
    const res = await call(olivia, 'POST', '/applets', body);
    expect(res.body.details).toEqual([
      { parameter: '/applet/applet_actions/0', message: 'is not compatible with New journal entry' },
    ]);
    const channels = await gql(
      olivia,
      '{ composerChannels(module_names: ["weather"]) { actions { permission { list_type channels } } } }',
    );
    expect(channels.body.data.composerChannels[0].actions[0].permission).toEqual({
      list_type: 'allowlist',
      channels: ['acme_weather'],
    });
  });
});

describe('changes in service configuration delete the applets that use what went', () => {
  it('a deleted field, a destructive type change or a deleted step deletes them; others stay', async () => {
    const keep = (await call(olivia, 'POST', '/applets', appletBody({ name: 'Keeps' }))).body.applet.id;
    const next = daybookConfiguration({ version: 2 });
    // The entry's body field goes: every applet with that action goes with it.
    const create = next.snapshot.lists.actions[0];
    create.children!.fields = create.children!.fields.filter((f) => f.key !== 'body');
    await h.db.transaction((tx) => storeChannel(tx, next));
    expect((await gql(olivia, APPLET, { id: keep })).body.data.applet).toBeNull();

    const survivor = (
      await call(
        olivia,
        'POST',
        '/applets',
        appletBody({
          applet_actions: [
            {
              channel_module_name: 'daybook',
              module_name: 'create_journal_entry',
              fields: [{ name: 'title' }],
            },
          ],
        }),
      )
    ).body.applet.id;
    const v3 = daybookConfiguration({ version: 3 });
    v3.snapshot.lists.actions[0].children!.fields = v3.snapshot.lists.actions[0]
      .children!.fields.filter((f) => f.key !== 'body')
      .map((f) => (f.key === 'title' ? { ...f, properties: { ...f.properties, action_field_type: 4 } } : f));
    await h.db.transaction((tx) => storeChannel(tx, v3));
    expect((await gql(olivia, APPLET, { id: survivor })).body.data.applet).not.toBeNull();

    const v4 = daybookConfiguration({ version: 4 });
    v4.snapshot.lists.triggers = v4.snapshot.lists.triggers.filter((t) => t.key !== 'new_journal_entry');
    await h.db.transaction((tx) => storeChannel(tx, v4));
    expect((await gql(olivia, APPLET, { id: survivor })).body.data.applet).toBeNull();
  });
});
