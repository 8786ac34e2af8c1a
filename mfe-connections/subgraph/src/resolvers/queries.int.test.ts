import { DEMO_CONNECTIONS } from '../seed';
import { startKit, VIEWERS, SERVICE_IDS, type Kit } from '../testing/connectionsTestKit';

jest.setTimeout(60_000);

let kit: Kit;
beforeAll(async () => {
  kit = await startKit();
});
afterAll(() => kit.stop());

const { olivia, milo, sol, nia, stella, anonymous } = VIEWERS;

const CONNECTION = `query ($id: ID!) { connection(id: $id) {
  id numeric_id name description published archived can_edit installs_count
  owner_channel { module_name slug image_url triggers { module_name } actions { module_name } }
  channels { module_name image_url connect_enabled triggers { id name fields { name label required field_type } ingredients { slug } } }
  applet_script { raw_code }
  post_configuration { message cta_url }
  value_propositions { benefit order }
  applet_configurations {
    name title required status
    triggers { type module_name channel_module_name full_module_name channel_id name
      fields { name label custom_label default_value default_value_json hidden } ingredients { slug } }
    actions { full_module_name name fields { name label hidden default_value } }
    customFields { name label fieldUiType defaultValue required options { label value } }
  }
} }`;

const read = async (ctx: (typeof VIEWERS)[keyof typeof VIEWERS], id: string = DEMO_CONNECTIONS.published) => {
  const r = await kit.run(CONNECTION, ctx, { id });
  expect(r.errors).toBeUndefined();
  return r.data!.connection;
};

describe('connection', () => {
  it('renders the published demo connection for a member of the owner organization, editable', async () => {
    const c = await read(milo);
    expect(c).toMatchObject({
      id: DEMO_CONNECTIONS.published,
      name: 'Daybook + Acme Weather',
      published: true,
      archived: false,
      can_edit: true,
      installs_count: 3,
      owner_channel: { module_name: 'daybook', slug: 'daybook', image_url: null },
      channels: [
        {
          module_name: 'acme_weather',
          connect_enabled: true,
          image_url: '/services/acme_weather/icon?v=0123456789abcdef',
        },
      ],
      post_configuration: {
        message: 'Your journal now follows the weather.',
        cta_url: 'https://daybook.example/weather',
      },
    });
    expect(typeof c.numeric_id).toBe('number');
    // Feed triggers are left out of the catalog.
    expect(c.owner_channel.triggers.map((t: { module_name: string }) => t.module_name)).toEqual([
      'new_journal_entry',
      'new_photo_taken_near',
    ]);
    const [first, second] = c.applet_configurations;
    expect(first).toMatchObject({
      name: 'journal_severe_weather',
      status: 'valid',
      triggers: [
        {
          type: 'trigger',
          full_module_name: 'acme_weather.severe_weather_alert',
          channel_id: SERVICE_IDS.acmeWeather,
          name: 'Severe weather alert',
          fields: [{ name: 'city', label: 'Which city?', custom_label: 'Your city', hidden: false }],
          ingredients: [{ slug: 'alert_level' }],
        },
      ],
      actions: [
        {
          full_module_name: 'daybook.create_journal_entry',
          name: 'Create journal entry',
          fields: [
            { name: 'title', label: 'Title', hidden: true, default_value: 'Severe weather alert' },
            { name: 'body', label: 'Entry', hidden: false, default_value: null },
          ],
        },
      ],
      customFields: [
        {
          name: 'entry_mood',
          fieldUiType: 'collection_select',
          defaultValue: 'calm',
          options: [
            { label: 'Calm', value: 'calm' },
            { label: 'Reflective', value: 'reflective' },
          ],
        },
      ],
    });
    expect(second.actions[0]).toMatchObject({
      full_module_name: 'acme_weather.send_forecast',
      name: 'Send forecast',
    });
  });

  it("gives the organization's owner the same, staff a read-only copy", async () => {
    expect((await read(olivia)).can_edit).toBe(true);
    const asStaff = await read(stella);
    expect(asStaff.can_edit).toBe(false);
    expect(asStaff.applet_configurations).toHaveLength(3);
  });

  it('answers null to another organization, a newcomer, signed out and to unknown or malformed ids', async () => {
    for (const ctx of [sol, nia, anonymous]) expect(await read(ctx)).toBeNull();
    expect(await read(milo, 'c0000000-0000-4000-8000-0000000000ff')).toBeNull();
    expect(await read(milo, 'not-an-id')).toBeNull();
  });
});

describe('connection, as several processes see it', () => {
  it('answers a change another process made at once, not a cached copy', async () => {
    expect((await read(milo, DEMO_CONNECTIONS.draft)).name).not.toBe('Renamed elsewhere');
    // What a save in another process does to the row: this process's cache was not told.
    await kit.db.query(
      `UPDATE connections.connections SET name = 'Renamed elsewhere', version = version + 1 WHERE id = $1`,
      [DEMO_CONNECTIONS.draft],
    );
    expect((await read(milo, DEMO_CONNECTIONS.draft)).name).toBe('Renamed elsewhere');
  });

  it("shows a service's new step name as soon as the catalog has it", async () => {
    await read(milo);
    await kit.db.query(
      `UPDATE connections.service_steps SET name = 'Send the forecast' WHERE module_name = 'send_forecast'`,
    );
    await kit.db.query(
      `UPDATE connections.services SET version = version + 1 WHERE module_name = 'acme_weather'`,
    );
    const actions = (await read(milo)).applet_configurations.flatMap(
      (f: { actions: { name: string }[] }) => f.actions,
    );
    expect(actions.map((a: { name: string }) => a.name)).toContain('Send the forecast');
    await kit.db.query(
      `UPDATE connections.service_steps SET name = 'Send forecast' WHERE module_name = 'send_forecast'`,
    );
  });
});

describe('serviceConnections', () => {
  const LIST = `query ($m: String!) { serviceConnections(module_name: $m) { id published can_edit } }`;
  const list = async (ctx: (typeof VIEWERS)[keyof typeof VIEWERS], m = 'daybook') => {
    const r = await kit.run(LIST, ctx, { m });
    expect(r.errors).toBeUndefined();
    return r.data!.serviceConnections;
  };

  it("lists the owner service's connections, newest first, for its members and staff", async () => {
    expect((await list(olivia)).map((c: { id: string }) => c.id).sort()).toEqual(
      [DEMO_CONNECTIONS.published, DEMO_CONNECTIONS.draft].sort(),
    );
    expect(await list(milo)).toHaveLength(2);
    expect((await list(stella)).every((c: { can_edit: boolean }) => !c.can_edit)).toBe(true);
  });

  it('is empty for everyone else and for unknown services', async () => {
    for (const ctx of [sol, nia, anonymous]) expect(await list(ctx)).toEqual([]);
    expect(await list(olivia, 'no_such_service')).toEqual([]);
  });
});

describe('services', () => {
  const CONNECTABLE = `query ($o: String!) { connectableServices(owner_module_name: $o) { module_name } }`;
  const MINE = `{ myConnectionServices { module_name organization_id } }`;
  const CHANNELS = `query ($m: [String!]!) { connectionChannels(module_names: $m) { module_name actions { name } } }`;
  const names = (list: { module_name: string }[]) => list.map((s) => s.module_name);

  it('offers published connect_enabled services other than the owner, to its members only', async () => {
    for (const ctx of [olivia, milo]) {
      const r = await kit.run(CONNECTABLE, ctx, { o: 'daybook' });
      expect(names(r.data!.connectableServices)).toEqual(['acme_tasks', 'acme_weather', 'lite_lamp']);
    }
    for (const ctx of [sol, nia, stella, anonymous])
      expect((await kit.run(CONNECTABLE, ctx, { o: 'daybook' })).data!.connectableServices).toEqual([]);
  });

  it("lists the viewer's organizations' services", async () => {
    expect(names((await kit.run(MINE, milo)).data!.myConnectionServices)).toEqual([
      'acme_notes',
      'acme_tasks',
      'acme_weather',
      'daybook',
    ]);
    for (const ctx of [sol, nia, stella, anonymous])
      expect((await kit.run(MINE, ctx)).data!.myConnectionServices).toEqual([]);
  });

  it('gives published services to anyone, unpublished ones to their organization and staff', async () => {
    const m = ['daybook', 'acme_weather', 'bigco_crm', 'nothing'];
    const channels = async (ctx: (typeof VIEWERS)[keyof typeof VIEWERS]) =>
      names((await kit.run(CHANNELS, ctx, { m })).data!.connectionChannels).sort();
    expect(await channels(milo)).toEqual(['acme_weather', 'bigco_crm', 'daybook']);
    expect(await channels(stella)).toEqual(['acme_weather', 'bigco_crm', 'daybook']);
    expect(await channels(sol)).toEqual(['acme_weather', 'bigco_crm']);
    expect(await channels(anonymous)).toEqual(['acme_weather', 'bigco_crm']);
    const weather = (await kit.run(CHANNELS, nia, { m: ['acme_weather'] })).data!.connectionChannels[0];
    expect(weather.actions).toEqual([{ name: 'Send forecast' }]);
  });
});
