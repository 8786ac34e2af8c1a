import { startDaybookPlatform, type DaybookPlatform } from '@switchyard/platform-testing';

// The connection detail screen's API logs through the whole platform (issue 38 item 1): the sample
// partner's backend calls a step of the demo connection through the Connect API, Olivia sends the
// endpoints page's test webhook, and both calls are in transactionLogs(connection_id) for Olivia
// (Acme, the owner's organization) and staff, and nowhere for Sol (another organization).
jest.setTimeout(180_000);

const CONNECTION = 'c0000000-0000-4000-8000-000000000001'; // Daybook → Acme Weather, published
const KEY = 'demo-service-key';
const ADA = 'user_ada'; // Olivia at Daybook

let p: DaybookPlatform;
beforeAll(async () => {
  p = await startDaybookPlatform();
  p.partner.setPlatformUrl(p.gw.base);
  const enabled = await p.olivia.gql(
    `mutation ($input: EnableConnectionInput!) {
      enableConnection(input: $input) { enablement { enabled } errors { attribute message } } }`,
    {
      input: {
        connection_id: CONNECTION,
        features: [
          {
            name: 'journal_severe_weather',
            enabled: true,
            custom_field_values: { entry_mood: 'calm' },
            step_field_values: { 'trigger.acme_weather.severe_weather_alert': { city: 'Lisbon' } },
          },
        ],
      },
    },
  );
  if (enabled.errors || enabled.data?.enableConnection.errors.length)
    throw new Error(
      `enable failed: ${JSON.stringify(enabled.errors ?? enabled.data?.enableConnection.errors)}`,
    );
});
afterAll(() => p?.stop());

const LOGS = `query ($module_name: String, $connection_id: ID, $request_type: String) {
  transactionLogs(module_name: $module_name, connection_id: $connection_id, request_type: $request_type) {
    data { type request_url response_status } } }`;

type Log = { type: string; request_url: string; response_status: number | null };
async function logsOf(client: DaybookPlatform['olivia'], vars: Record<string, unknown>): Promise<Log[]> {
  const r = await client.gql(LOGS, vars);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data!.transactionLogs.data as Log[];
}

async function eventually<T>(what: string, read: () => Promise<T | false>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

it("finds the connection's Connect API call and webhook by its id, for its owners and staff only", async () => {
  const res = await fetch(
    `${p.gw.base}/v2/connections/${CONNECTION}/actions/daybook.create_journal_entry/run?user_id=${ADA}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Switchyard-Service-Key': KEY },
      body: JSON.stringify({ fields: { title: 'Logged by connection', mood: 'happy' } }),
    },
  );
  expect(res.status).toBe(200);
  const hook = await p.olivia.gql(
    `mutation ($id: ID!) { sendTestWebhook(connection_id: $id) { delivery { status } errors { message } } }`,
    { id: CONNECTION },
  );
  expect(hook.data?.sendTestWebhook.delivery).toMatchObject({ status: 'delivered' });

  const mine = { module_name: 'daybook', connection_id: CONNECTION };
  const logs = await eventually('both logs', async () => {
    const found = await logsOf(p.olivia, mine);
    return found.length >= 2 && found;
  });
  expect(logs).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        type: 'connect_api',
        request_url: expect.stringMatching(/\/actions\/create_journal_entry$/),
        response_status: 200,
      }),
      expect.objectContaining({
        type: 'webhook',
        request_url: expect.stringMatching(/\/webhooks\/trigger_subscription\/fired$/),
      }),
    ]),
  );
  // Only the connection's: Daybook's other calls (Olivia's connecting it) are not in them.
  const all = await logsOf(p.olivia, { module_name: 'daybook' });
  expect(all.length).toBeGreaterThan(logs.length);
  expect(await logsOf(p.olivia, { ...mine, request_type: 'webhook' })).toHaveLength(1);
  // Another connection id: nothing.
  expect(await logsOf(p.olivia, { ...mine, connection_id: 'c0000000-0000-4000-8000-0000000000ff' })).toEqual(
    [],
  );

  const sol = await p.gw.client().login('sol');
  expect(await logsOf(sol, mine)).toEqual([]);
  const stella = await p.gw.client().login('stella');
  expect(await logsOf(stella, mine)).toHaveLength(logs.length);
});
