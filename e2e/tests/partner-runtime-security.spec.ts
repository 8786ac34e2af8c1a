import { expect, test } from '@playwright/test';
import { apiClient, read, type ApiClient } from '../support/api';
import { orgs, unique } from '../support/demo';
import { PARTNER_URL, partnerRequests, resetPartner, setPartnerModes } from '../support/partner';

/**
 * Request-level checks of the partner protocol runtime against the production gateway: the endpoint
 * test and authentication test REST routes (CSRF, signed out, another organization, sessions and
 * states that are not the caller's, malformed and oversize bodies) and the script mutations
 * (outsiders, a published service). Never a 500 (read() asserts it), and refusals change nothing.
 */

const DAYBOOK = '/services/daybook';
const REST_LIMIT = 1024 * 1024;
const PUBLISHED_READ_ONLY =
  'This service is published, so it is read-only. To change it, clone the service, change the clone, and submit the staging service for review.';

let olivia: ApiClient;
let milo: ApiClient;
let sol: ApiClient;
let anon: ApiClient;

async function post(
  client: ApiClient,
  path: string,
  data: unknown,
  opts: { csrf?: boolean; raw?: string } = {},
): Promise<{ status: number; text: string; json: unknown }> {
  const headers: Record<string, string> = {};
  if (opts.csrf !== false) headers['X-CSRF-Token'] = client.csrf;
  if (opts.raw !== undefined) headers['Content-Type'] = 'application/json';
  return read(
    await client.request.post(path, {
      headers,
      data: opts.raw ?? (data as Record<string, unknown>),
    }),
  );
}

const get = async (client: ApiClient, path: string) => read(await client.request.get(path));

const results = (sessionId: string, offset: number | string = 0, service = DAYBOOK) =>
  `${service}/endpoint_tests/results?session_id=${encodeURIComponent(sessionId)}&offset=${offset}`;

/** Follows a run by offset until its suite_end, as the page does; returns every event. */
async function eventsOfRun(client: ApiClient, sessionId: string) {
  const events: { index: number; type: string }[] = [];
  const deadline = Date.now() + 45_000;
  for (;;) {
    const res = await get(client, results(sessionId, events.length));
    expect(res.status, res.text).toBe(200);
    const page = res.json as { events: { index: number; type: string }[]; finished: boolean };
    events.push(...page.events);
    if (page.finished) return events;
    expect(Date.now(), 'the run ends').toBeLessThan(deadline);
    await new Promise((r) => setTimeout(r, 500));
  }
}

const scriptOf = async (module: string) => {
  const res = await olivia.graphql('query($m: String!) { service(module_name: $m) { script } }', {
    m: module,
  });
  return (res.body.data as { service: { script: string | null } }).service.script;
};

test.beforeAll(async ({ playwright }) => {
  [olivia, milo, sol, anon] = await Promise.all([
    apiClient(playwright, 'olivia'),
    apiClient(playwright, 'milo'),
    apiClient(playwright, 'sol'),
    apiClient(playwright),
  ]);
});

test.afterAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  await resetPartner(request);
  await request.dispose();
  await Promise.all([olivia, milo, sol, anon].filter(Boolean).map((c) => c.dispose()));
});

test.describe('endpoint tests', () => {
  test('POST refused without CSRF (403), signed out (401), to an outsider (404), on bad bodies (4xx)', async () => {
    const path = `${DAYBOOK}/endpoint_tests`;
    expect((await post(olivia, path, {}, { csrf: false })).status).toBe(403);
    expect((await post(anon, path, {})).status).toBe(401);
    const outsider = await post(sol, path, {});
    expect(outsider.status).toBe(404);
    expect(outsider.json).toEqual({ error: 'Service not found.', errors: [] });
    expect((await post(sol, '/services/no_such_service/endpoint_tests', {})).status).toBe(404);
    expect((await post(olivia, path, null, { raw: '{"session": ' })).status).toBe(400);
    expect((await post(olivia, path, { padding: 'x'.repeat(REST_LIMIT + 10) })).status).toBe(413);
    expect((await get(sol, results('00000000-0000-4000-8000-000000000000'))).status).toBe(404);
    expect((await get(anon, results('00000000-0000-4000-8000-000000000000'))).status).toBe(401);
  });

  test("a run's results: its organization's members only, in its own service; one run at a time; no secrets", async ({
    request,
  }) => {
    // Slow, so the run is surely still going when the second Begin test arrives.
    await setPartnerModes(request, ['slow'], 1500);
    const begun = await post(olivia, `${DAYBOOK}/endpoint_tests`, {});
    expect(begun.status, begun.text).toBe(201);
    const sessionId = (begun.json as { session_id: string }).session_id;
    const again = await post(milo, `${DAYBOOK}/endpoint_tests`, {});
    expect(again.status, again.text).toBe(409);
    expect((again.json as { session_id: string }).session_id).toBe(sessionId);
    await setPartnerModes(request, []);

    // Another organization, another service's path, an unknown or malformed session: 404 alike.
    const noSession = { error: 'No such endpoint test session.', errors: [] };
    for (const [client, path, answer] of [
      [sol, results(sessionId), { error: 'Service not found.', errors: [] }],
      [olivia, results(sessionId, 0, '/services/acme_notes'), noSession],
      [olivia, results('00000000-0000-4000-8000-000000000000'), noSession],
      [olivia, results('not-a-uuid'), noSession],
      [olivia, results("' OR 1=1 --"), noSession],
    ] as const) {
      const res = await get(client, path);
      expect(res.status, `${path}: ${res.text}`).toBe(404);
      expect(res.json).toEqual(answer);
    }
    for (const offset of ['abc', '-1', '1.5', '1e3']) {
      expect((await get(olivia, results(sessionId, offset))).status, offset).toBe(400);
    }

    // Milo is a member of Acme: the run of the service is his to follow too.
    const events = await eventsOfRun(olivia, sessionId);
    expect(events.at(-1)?.type).toBe('suite_end');
    const seen = await get(milo, results(sessionId));
    expect(seen.status).toBe(200);

    // What the page is given never holds the service key or the test user's token.
    const text = JSON.stringify((seen.json as { events: unknown[] }).events);
    expect(text).toContain('[REDACTED]');
    expect(text).not.toContain('demo-service-key');
    const testTokens = (await partnerRequests(request))
      .map((r) => /^Bearer (test_\S+)$/.exec(r.headers.authorization ?? '')?.[1])
      .filter((t): t is string => Boolean(t));
    expect(testTokens.length).toBeGreaterThan(0);
    for (const token of new Set(testTokens)) expect(text).not.toContain(token);
  });
});

test.describe('authentication tests', () => {
  const calls = {
    authorize: {},
    token: { code: 'code_x', state: 'state_x' },
    refresh: { oauth_refresh_token: 'rt_x' },
    user_info: { oauth_access_token: 'at_x' },
  } as const;
  const path = (call: string, service = DAYBOOK) => `${service}/auth_tests/${call}`;

  test('every call refused without CSRF (403), signed out (401), to an outsider (404), on bad bodies (4xx)', async () => {
    for (const [call, body] of Object.entries(calls)) {
      expect((await post(olivia, path(call), body, { csrf: false })).status, call).toBe(403);
      const signedOut = await post(anon, path(call), body);
      expect(signedOut.status, call).toBe(401);
      expect((signedOut.json as { errors: { code: string }[] }).errors[0].code).toBe('unauthenticated');
      const outsider = await post(sol, path(call), body);
      expect(outsider.status, call).toBe(404);
      expect((outsider.json as { errors: { code: string }[] }).errors[0].code).toBe('not_found');
      expect(outsider.text).not.toContain('127.0.0.1');
      expect((await post(olivia, path(call), null, { raw: '{"code": ' })).status, call).toBe(400);
      expect((await post(olivia, path(call), { padding: 'x'.repeat(REST_LIMIT + 10) })).status, call).toBe(
        413,
      );
    }
    for (const [call, body, attribute, code] of [
      ['token', { state: 'state_x' }, 'code', 'missing_parameter'],
      ['token', { code: 'code_x', state: ['state_x'] }, 'state', 'missing_parameter'],
      ['token', { code: 'x'.repeat(5000), state: 'state_x' }, 'code', 'parameter_too_long'],
      ['refresh', {}, 'oauth_refresh_token', 'missing_parameter'],
      ['user_info', { oauth_access_token: '   ' }, 'oauth_access_token', 'missing_parameter'],
    ] as const) {
      const res = await post(olivia, path(call), body);
      expect(res.status, `${call} ${res.text}`).toBe(422);
      expect((res.json as { errors: unknown[] }).errors).toEqual([
        expect.objectContaining({ attribute, code }),
      ]);
    }
  });

  test('a state works only for the user and service that began it, and only once', async () => {
    // A second service of Acme, set up for OAuth against the same partner.
    const created = await olivia.graphql(
      'mutation($o: ID!, $n: String!) { serviceCreate(organization_id: $o, name: $n) { service { id module_name } errors { message } } }',
      { o: orgs.acme.id, n: `E2E OAuth ${unique()}` },
    );
    const other = (created.body.data as { serviceCreate: { service: { id: string; module_name: string } } })
      .serviceCreate.service;
    const updated = await olivia.graphql(
      'mutation($id: ID!, $i: ServiceInput!) { serviceUpdate(id: $id, input: $i) { errors { attribute message } } }',
      {
        id: other.id,
        i: {
          api_url_prefix: PARTNER_URL,
          authentication_type: 'oauth_refresh_token',
          oauth_client_id: 'switchyard-demo-client',
          oauth_client_secret: 'demo-client-secret',
          oauth_authorization_url: `${PARTNER_URL}/oauth2/oauth_refresh_token/authorize`,
          oauth_token_url: `${PARTNER_URL}/oauth2/oauth_refresh_token/token`,
        },
      },
    );
    expect(updated.body.data, updated.text).toEqual({ serviceUpdate: { errors: [] } });

    const begun = await post(olivia, path('authorize'), {});
    expect(begun.status, begun.text).toBe(200);
    const { state, authorize_url } = (begun.json as { data: { state: string; authorize_url: string } }).data;
    expect(new URL(authorize_url).searchParams.get('state')).toBe(state);

    // Another member of Acme, or the same user on another service: no such test.
    const refusedState = async (client: ApiClient, service: string) => {
      const res = await post(client, path('token', service), { code: 'code_x', state });
      expect(res.status, res.text).toBe(422);
      expect((res.json as { errors: { code: string }[] }).errors[0].code).toBe('state_mismatch');
    };
    await refusedState(milo, DAYBOOK);
    await refusedState(olivia, `/services/${other.module_name}`);
    expect((await post(sol, path('token'), { code: 'code_x', state })).status).toBe(404);

    // Olivia's own state reaches the partner once; the partner's refusal is a failing checklist.
    const first = await post(olivia, path('token'), { code: 'code_made_up', state });
    expect(first.status, first.text).toBe(200);
    const exchange = (first.json as { data: { response: { statusCode: number }; request: { body: string } } })
      .data;
    expect(exchange.response.statusCode).toBe(400);
    expect(exchange.request.body).not.toContain('demo-client-secret');
    await refusedState(olivia, DAYBOOK);
  });
});

test.describe('adapter script mutations', () => {
  const UPDATE =
    'mutation($m: String!, $s: String!) { updateChannelScript(channel_module_name: $m, script: $s) { script errors { attribute message } } }';
  const RUN = `mutation($m: String!, $b: JSON) { runStepTest(channel_module_name: $m, step_module_name: "new_photo_in_album",
    operation: "run", step_body: $b) { protocol_response errors { attribute message } } }`;
  const evil = 'async function handler() { return "changed by someone else"; }';

  test('an outsider can neither update nor run the script; signed out and without CSRF: refused', async () => {
    const before = await scriptOf('daybook');
    for (const [doc, vars] of [
      [UPDATE, { m: 'daybook', s: evil }],
      [RUN, { m: 'daybook', b: { fields: { album: 'album_lisbon' }, limit: 1 } }],
    ] as const) {
      const res = await sol.graphql(doc, vars);
      expect(res.body.errors?.[0]?.extensions?.code, res.text).toBe('NOT_FOUND');
      expect(res.body.data ?? null).toBeNull();
      expect((await anon.graphql(doc, vars)).status).toBe(401);
      expect((await olivia.graphql(doc, vars, { csrf: null })).status).toBe(403);
    }
    expect(await scriptOf('daybook')).toBe(before);
  });

  test("a published service's script cannot be updated, even by its owner", async () => {
    const before = await scriptOf('acme_weather');
    const res = await olivia.graphql(UPDATE, { m: 'acme_weather', s: evil });
    expect(res.body.errors, res.text).toBeUndefined();
    expect(res.body.data).toEqual({
      updateChannelScript: { script: null, errors: [{ attribute: 'base', message: PUBLISHED_READ_ONLY }] },
    });
    expect(await scriptOf('acme_weather')).toBe(before);
  });
});
