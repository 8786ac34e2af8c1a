import { waitForEventsSettled } from '@switchyard/server-kit/testing';
import { startTestGateway, type RunningGateway, type TestClient } from '@switchyard/platform-testing';

// Service analytics through the whole platform (issue 38 item 2): the gateway with every domain on a
// fresh seeded database. The counts come from the other domains' events only: service-config's
// configurations, the connections domain's enablements (the demo users enabled the Daybook → Acme
// Weather connection) and the composer's applets.
jest.setTimeout(180_000);

let gw: RunningGateway;
let olivia: TestClient; // owner of Acme (Daybook, Acme Weather)
let rey: TestClient; // Bigco; has enabled the demo connection, does not own Daybook
let sol: TestClient; // Sol Studio only
let stella: TestClient; // staff

const OVERVIEW = `query ($m: String!) { serviceAnalytics(module_name: $m) {
  users_with_enabled_applets connected_services works_with_total top_services { module_name count share } } }`;
const STEPS = `query ($m: String!, $type: String!) { serviceStepMetrics(module_name: $m, type: $type) { module_name count users } }`;

type Overview = {
  users_with_enabled_applets: number;
  connected_services: number;
  works_with_total: number;
  top_services: { module_name: string; count: number; share: number }[];
};
const overview = async (c: TestClient) =>
  (await c.gql(OVERVIEW, { m: 'daybook' })).data!.serviceAnalytics as Overview;
const weather = (o: Overview) => o.top_services.find((s) => s.module_name === 'acme_weather')?.count ?? 0;

beforeAll(async () => {
  gw = await startTestGateway();
  const clients: TestClient[] = [];
  for (const login of ['olivia', 'rey', 'sol', 'stella']) clients.push(await gw.client().login(login));
  [olivia, rey, sol, stella] = clients as [TestClient, ...TestClient[]];
  await waitForEventsSettled(gw.gateway.db);
});
afterAll(() => gw?.stop());

describe('service analytics on the platform', () => {
  it("counts the demo users' enabled connection, then a new applet", async () => {
    const before = await overview(olivia);
    expect(before.users_with_enabled_applets).toBeGreaterThan(0);
    expect(weather(before)).toBeGreaterThan(0);
    const triggers = (await olivia.gql(STEPS, { m: 'daybook', type: 'trigger' })).data!
      .serviceStepMetrics as {
      module_name: string;
      count: number;
    }[];
    expect(triggers.map((t) => t.module_name)).toContain('new_journal_entry');
    const journalBefore = triggers.find((t) => t.module_name === 'new_journal_entry')!.count;

    const res = await olivia.request('/applets', {
      method: 'POST',
      json: {
        applet: {
          name: 'Forecast for each entry',
          description: 'Each journal entry brings the forecast.',
          applet_trigger: {
            channel_module_name: 'daybook',
            module_name: 'new_journal_entry',
            fields: [{ name: 'mood', default_value_json: '"any"' }],
          },
          applet_actions: [
            {
              channel_module_name: 'acme_weather',
              module_name: 'send_forecast',
              fields: [{ name: 'city', default_value_json: '"Lisbon"' }],
            },
          ],
        },
      },
    });
    expect(res.status).toBe(201);
    // The composer announces an applet's activation a moment after its commit, then the bus delivers it.
    let after = before;
    for (const end = Date.now() + 15_000; weather(after) === weather(before) && Date.now() < end;) {
      await new Promise((r) => setTimeout(r, 100));
      await waitForEventsSettled(gw.gateway.db);
      after = await overview(olivia);
    }
    expect(weather(after)).toBe(weather(before) + 1);
    expect(after.works_with_total).toBe(before.works_with_total + 1);
    const journal = (
      (await olivia.gql(STEPS, { m: 'daybook', type: 'trigger' })).data!.serviceStepMetrics as {
        module_name: string;
        count: number;
      }[]
    ).find((t) => t.module_name === 'new_journal_entry')!;
    expect(journal.count).toBe(journalBefore + 1);
  });

  it('answers the service owner and staff; others FORBIDDEN; signed out UNAUTHENTICATED', async () => {
    expect((await stella.gql(OVERVIEW, { m: 'daybook' })).errors).toBeUndefined();
    for (const c of [rey, sol])
      expect((await c.gql(OVERVIEW, { m: 'daybook' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gw.client().gql(OVERVIEW, { m: 'daybook' })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});
