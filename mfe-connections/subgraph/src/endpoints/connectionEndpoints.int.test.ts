import { MASKED_SERVICE_KEY, WEBHOOK_SIGNATURE_SAMPLE } from '@switchyard/connections-common/connectApi';
import { testSettings } from '@switchyard/server-kit/settings';
import { graphql } from 'graphql';
import { connectionsDomain } from '../index';
import { DEMO_CONNECTIONS } from '../seed';
import { startKit, VIEWERS, type Kit } from '../testing/connectionsTestKit';

jest.setTimeout(60_000);

let kit: Kit;
beforeAll(async () => {
  kit = await startKit();
});
afterAll(() => kit.stop());

const ENDPOINTS = `query ($id: ID!) { connection(id: $id) { id endpoints {
  api_origin service_key_header product
  triggers { ...Item } queries { ...Item } actions { ...Item }
  webhook { ...Request }
} } }
fragment Item on ConnectionEndpoint { anchor name full_module_name requests { ...Request } }
fragment Request on ConnectionEndpointRequest { title method url headers { name value } body }`;

const ID = DEMO_CONNECTIONS.published;
const BASE = `http://localhost:8080/v2/connections/${ID}`;
const HEADERS = [
  { name: 'Switchyard-Service-Key', value: MASKED_SERVICE_KEY },
  { name: 'Content-Type', value: 'application/json' },
];

const endpointsAs = async (ctx: (typeof VIEWERS)[keyof typeof VIEWERS], id: string = ID) => {
  const r = await kit.run(ENDPOINTS, ctx, { id });
  expect(r.errors).toBeUndefined();
  return r.data!.connection?.endpoints ?? null;
};

describe('Connection.endpoints', () => {
  it("gives a member the demo connection's triggers and actions with real sample requests", async () => {
    const e = await endpointsAs(VIEWERS.milo);
    expect(e).toMatchObject({
      api_origin: 'http://localhost:8080',
      service_key_header: 'Switchyard-Service-Key',
      product: 'switchyard',
      queries: [],
    });
    expect(
      e.triggers.map((t: { anchor: string; full_module_name: string }) => [t.anchor, t.full_module_name]),
    ).toEqual([
      ['severe-weather-alert', 'acme_weather.severe_weather_alert'],
      ['new-photo-taken-near-a-place', 'daybook.new_photo_taken_near'],
      ['new-journal-entry', 'daybook.new_journal_entry'],
    ]);
    expect(e.actions.map((a: { anchor: string; name: string }) => [a.anchor, a.name])).toEqual([
      ['create-journal-entry', 'Create journal entry'],
      ['send-forecast', 'Send forecast'],
      ['add-photo-to-album', 'Add photo to album'],
    ]);

    const [run, titleOptions, bodyOptions] = e.actions[0].requests;
    expect(run).toEqual({
      title: 'Run the action',
      method: 'POST',
      url: `${BASE}/actions/daybook.create_journal_entry/run?user_id=USER_ID`,
      headers: HEADERS,
      // The hidden preset title, and the body's label (it has no preset).
      body: JSON.stringify({ fields: { title: 'Severe weather alert', body: '<Entry>' } }, null, 2),
    });
    expect([titleOptions.url, bodyOptions.url]).toEqual([
      `${BASE}/actions/daybook.create_journal_entry/fields/title/options?user_id=USER_ID`,
      `${BASE}/actions/daybook.create_journal_entry/fields/body/options?user_id=USER_ID`,
    ]);
    expect(JSON.parse(e.actions[1].requests[0].body)).toEqual({ fields: { city: 'Lisbon' } });

    const [hook, cityOptions] = e.triggers[0].requests;
    expect(hook.url).toBe('https://api.daybook.example/switchyard/v1/webhooks/trigger_subscription/fired');
    expect(hook.headers).toEqual([
      ...HEADERS,
      { name: 'X-Request-ID', value: '<delivery id>' },
      { name: 'X-Switchyard-Signature', value: WEBHOOK_SIGNATURE_SAMPLE },
    ]);
    expect(JSON.parse(hook.body)).toEqual({
      sent_at: '2025-01-01T09:00:00.000Z',
      data: { user_id: 'USER_ID', connection_id: ID, trigger_id: 'acme_weather.severe_weather_alert' },
      event_data: { ingredients: { alert_level: '<AlertLevel>' } },
    });
    expect(cityOptions).toMatchObject({
      title: 'Options of Which city?',
      url: `${BASE}/triggers/acme_weather.severe_weather_alert/fields/city/options?user_id=USER_ID`,
      body: '{}',
    });
    expect(e.webhook).toEqual(hook);
    // The key itself never appears: only its mask.
    expect(JSON.stringify(e)).not.toMatch(/Service-Key","value":"(?!•)/);
  });

  it('gives the owner and staff the same, and a draft without features only the sample webhook', async () => {
    const member = await endpointsAs(VIEWERS.milo);
    expect(await endpointsAs(VIEWERS.olivia)).toEqual(member);
    expect(await endpointsAs(VIEWERS.stella)).toEqual(member);
    const draft = await endpointsAs(VIEWERS.olivia, DEMO_CONNECTIONS.draft);
    expect(draft).toMatchObject({ triggers: [], queries: [], actions: [] });
    expect(JSON.parse(draft.webhook.body).data).toEqual({
      user_id: 'USER_ID',
      connection_id: DEMO_CONNECTIONS.draft,
      trigger_id: '<trigger_id>',
    });
  });

  it('tells another organization, a newcomer and the signed out nothing', async () => {
    for (const ctx of [VIEWERS.sol, VIEWERS.nia, VIEWERS.anonymous]) {
      const r = await kit.run(ENDPOINTS, ctx, { id: ID });
      expect(r.errors).toBeUndefined();
      expect(r.data!.connection).toBeNull();
    }
  });

  it("builds the samples from the platform's PUBLIC_URL and PRODUCT_SLUG", async () => {
    const schema = connectionsDomain.schema({
      db: kit.db,
      settings: testSettings({ PUBLIC_URL: 'https://auto.example.com/', PRODUCT_SLUG: 'ifttt' }),
      events: kit.events,
    });
    const r = await graphql({
      schema,
      source: ENDPOINTS,
      contextValue: VIEWERS.milo,
      variableValues: { id: ID },
    });
    expect(r.errors).toBeUndefined();
    const e = (r.data as { connection: { endpoints: any } }).connection.endpoints;
    expect(e).toMatchObject({
      api_origin: 'https://auto.example.com',
      service_key_header: 'IFTTT-Service-Key',
    });
    expect(e.actions[0].requests[0].url).toBe(
      `https://auto.example.com/v2/connections/${ID}/actions/daybook.create_journal_entry/run?user_id=USER_ID`,
    );
    expect(e.actions[0].requests[0].headers[0]).toEqual({
      name: 'IFTTT-Service-Key',
      value: MASKED_SERVICE_KEY,
    });
    expect(e.webhook.url).toBe('https://api.daybook.example/ifttt/v1/webhooks/trigger_subscription/fired');
  });
});
