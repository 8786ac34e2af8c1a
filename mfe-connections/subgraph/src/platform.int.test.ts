import { type RunningGateway, startTestGateway } from '@switchyard/platform-testing';
import { DEMO_CONNECTIONS } from './seed';

// The whole platform: the catalog fills from service-config's real events, the demo connections
// are seeded, and the GraphQL fields and REST paths are reached through the gateway.
jest.setTimeout(120_000);

let gw: RunningGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.stop());

async function eventually<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const CONNECTION = `query ($id: ID!) { connection(id: $id) { name published can_edit installs_count
  owner_channel { module_name } channels { module_name connect_enabled }
  applet_configurations { name triggers { name full_module_name } actions { name full_module_name }
    customFields { fieldUiType } } } }`;

it('serves the seeded connection, its steps named from service-config, to Acme and no one else', async () => {
  const olivia = await gw.client().login('olivia');
  const r = await eventually(
    () => olivia.gql(CONNECTION, { id: DEMO_CONNECTIONS.published }),
    (r) => Boolean(r.data?.connection?.channels?.[0]?.connect_enabled),
  );
  expect(r.errors).toBeUndefined();
  expect(r.data!.connection).toMatchObject({
    name: 'Daybook + Acme Weather',
    published: true,
    can_edit: true,
    installs_count: 3,
    owner_channel: { module_name: 'daybook' },
    channels: [{ module_name: 'acme_weather', connect_enabled: true }],
    applet_configurations: [
      {
        name: 'journal_severe_weather',
        triggers: [{ name: 'Severe weather alert', full_module_name: 'acme_weather.severe_weather_alert' }],
        actions: [{ name: 'Create journal entry', full_module_name: 'daybook.create_journal_entry' }],
        customFields: [{ fieldUiType: 'collection_select' }],
      },
      {
        name: 'forecast_near_photos',
        triggers: [{ name: 'New photo taken near a place' }],
        actions: [{ name: 'Send forecast' }],
      },
      {
        name: 'entry_covers_to_album',
        triggers: [{ name: 'New journal entry' }],
        actions: [{ name: 'Add photo to album' }],
      },
    ],
  });
  const sol = await gw.client().login('sol');
  expect((await sol.gql(CONNECTION, { id: DEMO_CONNECTIONS.published })).data!.connection).toBeNull();
  const stella = await gw.client().login('stella');
  expect((await stella.gql(CONNECTION, { id: DEMO_CONNECTIONS.draft })).data!.connection).toMatchObject({
    can_edit: false,
  });
});

it('validates a start through the gateway and creates a connection to a connect_enabled service', async () => {
  const milo = await gw.client().login('milo');
  const validate = (target: string) =>
    milo.request(`/connections/validate?owner_module_name=daybook&targeted_service_slug=${target}`);
  const exists = await validate('acme_weather');
  expect(exists.status).toBe(422);
  expect((await exists.json()).data).toEqual({ error: 'connection_exists' });
  const lamp = await eventually(
    () => validate('lite_lamp'),
    (r) => r.status === 200,
  );
  expect(await lamp.json()).toEqual({ ok: true });
  expect(
    (
      await gw
        .client()
        .request('/connections/validate?owner_module_name=daybook&targeted_service_slug=lite_lamp')
    ).status,
  ).toBe(401);

  const created = await milo.gql(
    `mutation ($input: UpdateConnectionInput!) { updateConnection(input: $input) { applet { id } errors { attribute message } } }`,
    {
      input: {
        id: 'new',
        owner_module_name: 'daybook',
        connected_channel_module_names: ['lite_lamp'],
        name: 'Daybook + Lite Lamp',
        applet_configurations: [],
      },
    },
  );
  expect(created.data!.updateConnection.errors).toEqual([]);
  const id = created.data!.updateConnection.applet.id;
  expect((await milo.request(`/connections/${id}/cache`, { method: 'DELETE' })).status).toBe(204);
  expect((await validate('lite_lamp')).status).toBe(422);
});
