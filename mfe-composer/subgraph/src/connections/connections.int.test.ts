import type { PartnerService } from '@switchyard/partner-service';
import { INTERNAL_HEADER, signInternal } from '@switchyard/server-kit';
import { waitForEventsSettled } from '@switchyard/server-kit/testing';
import {
  beginDaybookConnection,
  finishDaybookConnection,
  type PartnerPlatform,
  type RunningGateway,
  startPartnerPlatform,
  type TestClient,
} from '@switchyard/platform-testing';

// A user's connection to a partner service, end to end against the sample partner service (Daybook):
// the composer asks service-config for the service's OAuth settings through a signed internal call,
// the user approves on the partner's consent page, the tokens are stored sealed, and dynamic field
// options come from the partner with the user's token.
jest.setTimeout(90_000);

let platform: PartnerPlatform;
let partner: PartnerService;
let gw: RunningGateway;
const DAYBOOK_ID = '20000000-0000-4000-8000-000000000100';

beforeAll(async () => {
  // The partner's developer console: the platform's callback pages are its client's redirect URIs.
  platform = await startPartnerPlatform();
  ({ partner, gw } = platform);
});
afterAll(() => platform?.stop());

const json = async (res: Response) => ({
  status: res.status,
  body: (await res.json().catch(() => null)) as any,
});
const options = (c: TestClient) =>
  c
    .request('/applets/field_options', {
      method: 'POST',
      json: {
        kind: 'query',
        channel_module_name: 'daybook',
        module_name: 'search_journal_entries',
        field: 'mood',
      },
    })
    .then(json);

const connect = (c: TestClient, returnTo?: string) => beginDaybookConnection(c, gw.base, returnTo);
const finish = finishDaybookConnection;

it('connects a user to Daybook through its consent page; options then load with their token', async () => {
  const olivia = await gw.client().login('olivia');
  const channel = await olivia.gql(
    '{ composerChannels(module_names: ["daybook"]) { needs_connection connected } }',
  );
  expect(channel.data!.composerChannels).toEqual([{ needs_connection: true, connected: false }]);
  expect(await options(olivia)).toEqual({ status: 409, body: { error: 'Connect daybook first.' } });

  const { authorize, callback } = await connect(olivia);
  expect(authorize.searchParams.get('client_id')).toBe('switchyard-demo-client');
  expect(authorize.searchParams.get('response_type')).toBe('code');
  expect(authorize.searchParams.get('redirect_uri')).toBe(`${gw.base}/my_services/daybook/callback`);
  expect(callback.searchParams.get('code')).toBeTruthy();
  expect(callback.pathname).toBe('/my_services/daybook/callback');
  expect(await finish(olivia, callback)).toEqual({
    status: 200,
    body: { return_to: '/my_applets/new', connected: 'daybook' },
  });

  // The tokens are stored sealed: nothing the partner issued appears in the table.
  const { rows } = await gw.gateway.db.query<{ access_token: string; refresh_token: string | null }>(
    'SELECT access_token, refresh_token FROM composer.connections',
  );
  expect(rows).toHaveLength(1);
  expect(rows[0].access_token).toMatch(/^v1\./);
  const issued = [...partner.state.accessTokens.keys()].filter((t) => t.startsWith('at'));
  expect(issued.length).toBeGreaterThan(0);
  for (const token of issued) expect(JSON.stringify(rows)).not.toContain(token);

  const loaded = await options(olivia);
  expect(loaded.status).toBe(200);
  expect(loaded.body.options.length).toBeGreaterThan(1);
  expect(loaded.body.options[0]).toEqual({ label: expect.any(String), value: expect.any(String) });
  // The partner's view: the calls are transaction logs of Daybook's organization (Acme).
  await waitForEventsSettled(gw.gateway.db);
  const logs = await gw.gateway.db.query<{ type: string; organization_id: string | null }>(
    `SELECT DISTINCT type, organization_id FROM observability.transaction_logs WHERE type IN ('connection', 'field_options')`,
  );
  expect(logs.rows.sort((a, b) => a.type.localeCompare(b.type))).toEqual([
    { type: 'connection', organization_id: '10000000-0000-4000-8000-000000000001' },
    { type: 'field_options', organization_id: '10000000-0000-4000-8000-000000000001' },
  ]);
  const mine = await olivia.gql('{ myServices { service { module_name name connected } kind } }');
  expect(mine.data!.myServices).toEqual([
    { service: { module_name: 'daybook', name: 'Daybook', connected: true }, kind: 'oauth' },
  ]);
});

it('refreshes a token about to expire before the call, and once after a 401', async () => {
  const olivia = await gw.client().login('olivia');
  partner.setMode(['short_lived_access_tokens']);
  try {
    await finish(olivia, (await connect(olivia)).callback);
  } finally {
    partner.setMode([]);
  }
  const refreshUsed = () => [...partner.state.refreshTokens.values()].filter((r) => r.used).length;
  const before = refreshUsed();
  // Issued for 1 second: the composer refreshes it first (the new one lives an hour).
  expect((await options(olivia)).status).toBe(200);
  expect(refreshUsed()).toBe(before + 1);
  // The partner forgets every access token: a 401, one refresh, the call again.
  partner.state.accessTokens.clear();
  expect((await options(olivia)).status).toBe(200);
  expect(refreshUsed()).toBe(before + 2);
});

it('binds the state to the user who began: another user cannot finish it', async () => {
  const olivia = await gw.client().login('olivia');
  const { callback } = await connect(olivia);
  const milo = await gw.client().login('milo');
  const expired = { status: 422, body: { return_to: '/my_services', connect_error: 'expired' } };
  expect(await finish(milo, callback)).toEqual(expired);
  expect((await options(milo)).status).toBe(409);
  // And the state is used once: the rightful user's second try is refused too.
  expect((await finish(olivia, callback)).body.connected).toBe('daybook');
  expect(await finish(olivia, callback)).toEqual(expired);
  // Without the anti-forgery token nothing is exchanged.
  const forged = await olivia.request('/my_services/daybook/callback', {
    method: 'POST',
    csrf: false,
    json: {},
  });
  expect(forged.status).toBe(403);
});

it('disconnecting deletes the tokens and turns off the applets that need the service', async () => {
  const olivia = await gw.client().login('olivia');
  const { callback } = await connect(olivia);
  await finish(olivia, callback);
  const created = await json(
    await olivia.request('/applets', {
      method: 'POST',
      json: {
        applet: {
          name: 'Journal to journal',
          description: 'Copies entries.',
          // Every required field has a default, so it starts on.
          applet_trigger: {
            channel_module_name: 'daybook',
            module_name: 'new_journal_entry',
            fields: [{ name: 'mood', default_value_json: '"any"' }],
          },
          applet_actions: [
            {
              channel_module_name: 'daybook',
              module_name: 'create_journal_entry',
              fields: [{ name: 'title', default_value_json: '"{{Daybook.newJournalEntry.Title}}"' }],
            },
          ],
        },
      },
    }),
  );
  expect(created.status).toBe(201);
  const off = await json(await olivia.request('/my_services/daybook', { method: 'DELETE' }));
  expect(off.body).toEqual({ disconnected: 'daybook', applets_turned_off: [created.body.applet.id] });
  const applet = await olivia.gql(`{ applet(id: "${created.body.applet.id}") { enabled disabled_reason } }`);
  expect(applet.data!.applet).toEqual({ enabled: false, disabled_reason: 'Daybook was disconnected.' });
  expect((await olivia.gql('{ myServices { kind } }')).data!.myServices).toEqual([]);
});

it('keeps the service settings internal: no signature, or a forged one, finds nothing', async () => {
  const path = `/internal/services/${DAYBOOK_ID}/partner_settings`;
  const olivia = await gw.client().login('olivia');
  expect((await olivia.request(path)).status).toBe(404);
  expect(
    (
      await olivia.request(path, {
        headers: { [INTERNAL_HEADER]: signInternal('composer', 'not-the-secret') },
      })
    ).status,
  ).toBe(404);
  const signed = await olivia.request(path, {
    headers: { [INTERNAL_HEADER]: signInternal('composer', gw.config.sessionSecret) },
  });
  expect(signed.status).toBe(200);
  expect((await signed.json()).oauth.client_secret).toBe('demo-client-secret');
});
