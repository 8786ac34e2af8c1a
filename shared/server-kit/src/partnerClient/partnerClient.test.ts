import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from '../db';
import type { EventBus } from '../events';
import { INTERNAL_HEADER, verifyInternal } from '../internalCalls';
import {
  createPartnerClient,
  DEFAULT_PRODUCT_SLUG,
  forgetPartnerSettings,
  productHeaderPrefix,
  protocolHeaders,
  registerPartnerProviders,
  type PartnerClientOptions,
  type PartnerSettings,
  type UserTokenAnswer,
  type UserTokenProvider,
} from './index';
import { testSettings } from '../settings';

// The partner client against a real HTTP server on 127.0.0.1 standing in for the partner (and, for
// the scaled-out case, for the composer's and service-config's internal routes).

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}
type Answer = (req: Seen) => { status: number; body?: unknown; raw?: string };

async function listen(handle: (req: Seen, res: ServerResponse) => void) {
  const seen: Seen[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const s = { method: req.method!, url: req.url!, headers: req.headers, body };
      seen.push(s);
      handle(s, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    seen,
    hostPort: `127.0.0.1:${port}`,
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((r) => server.close(r)),
  };
}

const send = (res: ServerResponse, a: { status: number; body?: unknown; raw?: string }) => {
  res.writeHead(a.status, { 'content-type': 'application/json' });
  res.end(a.raw ?? (a.body === undefined ? '' : JSON.stringify(a.body)));
};

let answers: Answer[] = [];
let partner: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  partner = await listen((req, res) =>
    send(res, (answers.shift() ?? (() => ({ status: 200, body: {} })))(req)),
  );
});
afterAll(() => partner.close());

const SERVICE = '11111111-1111-4111-8111-111111111111';
const USER = '22222222-2222-4222-8222-222222222222';
const settingsOf = (over: Partial<PartnerSettings> = {}): PartnerSettings => ({
  service_id: SERVICE,
  organization_id: 'org-1',
  module_name: 'daybook',
  authentication_type: 'oauth_refresh_token',
  protocol_base_url: `${partner.origin}/switchyard/v1`,
  service_key_headers: { 'Switchyard-Service-Key': 'key-1', 'Switchyard-Channel-Key': 'key-1' },
  oauth: {
    client_id: 'cid',
    client_secret: 'secret',
    authorization_url: null,
    token_url: `${partner.origin}/token`,
  },
  ...over,
});

function setup(
  opts: {
    settings?: PartnerSettings | null;
    tokens?: UserTokenAnswer[];
  } & Partial<PartnerClientOptions> = {},
) {
  // A new service, as far as the settings cache knows.
  forgetPartnerSettings();
  const db = {} as Db;
  const published: { type: string; data: Record<string, unknown> }[] = [];
  const events = {
    publishAll: async (_tx: unknown, type: string, data: Record<string, unknown>[]) =>
      void published.push(...data.map((d) => ({ type, data: d }))),
  } as unknown as EventBus;
  const tokens = [...(opts.tokens ?? [{ access_token: 'token-1', expires_at: null }])];
  const asked: { userId: string; serviceId: string; rejected?: string }[] = [];
  const userToken: UserTokenProvider = async (ask) => {
    asked.push(ask);
    return tokens.shift() ?? null;
  };
  const settings = opts.settings === undefined ? settingsOf() : opts.settings;
  registerPartnerProviders(db, { partnerSettings: async () => settings, userToken });
  const observed: unknown[] = [];
  const client = createPartnerClient({
    caller: 'engine',
    db,
    events,
    internal: testSettings(),
    allow: partner.hostPort,
    observe: (o) => observed.push(o),
    ...opts,
  });
  return { client, published, asked, observed };
}

const call = {
  serviceId: SERVICE,
  userId: USER,
  method: 'POST' as const,
  path: '/actions/create',
  type: 'action',
};

beforeEach(() => {
  answers = [];
  partner.seen.length = 0;
  forgetPartnerSettings();
});

describe('call', () => {
  it('sends the protocol headers, the service key and the token, and records the call', async () => {
    answers = [() => ({ status: 200, body: { data: [{ id: 'e1' }] } })];
    const { client, published, observed } = setup({ product: 'ifttt' });
    const outcome = await client.call({
      ...call,
      body: { actionFields: {} },
      requestId: 'req-1',
      realtime: true,
    });
    expect(outcome).toMatchObject({ kind: 'ok', status: 200, body: { data: [{ id: 'e1' }] } });
    const [seen] = partner.seen;
    expect(seen.url).toBe('/switchyard/v1/actions/create');
    expect(seen.headers).toMatchObject({
      accept: 'application/json',
      'accept-charset': 'utf-8',
      'content-type': 'application/json',
      'x-request-id': 'req-1',
      'switchyard-service-key': 'key-1',
      'x-ifttt-realtime': '1',
      authorization: 'Bearer token-1',
    });
    expect(JSON.parse(seen.body)).toEqual({ actionFields: {} });
    expect(published).toHaveLength(1);
    expect(published[0].data).toMatchObject({
      type: 'action',
      userId: USER,
      serviceId: SERVICE,
      organizationId: 'org-1',
      moduleName: 'daybook',
      status: 200,
    });
    expect(observed).toEqual([{ type: 'action', outcome: 'ok', ms: expect.any(Number) }]);
  });

  it('keeps the connection a call was made for on its log, and none when it names none', async () => {
    answers = [() => ({ status: 200, body: { data: [] } }), () => ({ status: 200, body: { data: [] } })];
    const token = { access_token: 'token-1', expires_at: null };
    const { client, published } = setup({ tokens: [token, token] });
    await client.call({ ...call, connectionId: 'c0000000-0000-4000-8000-000000000001' });
    await client.call(call);
    expect(published.map((p) => (p.data as { connectionId: unknown }).connectionId)).toEqual([
      'c0000000-0000-4000-8000-000000000001',
      null,
    ]);
  });

  it('asks for a fresh token once after a 401 and sends again with it', async () => {
    answers = [() => ({ status: 401 }), () => ({ status: 200, body: { data: [] } })];
    const { client, asked, published } = setup({
      tokens: [
        { access_token: 'old', expires_at: null },
        { access_token: 'new', expires_at: null },
      ],
    });
    expect((await client.call(call)).kind).toBe('ok');
    expect(partner.seen.map((s) => s.headers.authorization)).toEqual(['Bearer old', 'Bearer new']);
    expect(asked).toEqual([
      { userId: USER, serviceId: SERVICE, rejected: undefined },
      { userId: USER, serviceId: SERVICE, rejected: 'old' },
    ]);
    // The same X-Request-ID on both attempts when the caller gives one; both recorded.
    expect(published).toHaveLength(2);
  });

  it('tells a connection refused after a refresh, or a 401 to the fresh token, as revoked', async () => {
    answers = [() => ({ status: 401 })];
    const refused = setup({
      tokens: [
        { access_token: 'old', expires_at: null },
        { error: 'refused', service: 'Daybook' },
      ],
    });
    expect(await refused.client.call(call)).toMatchObject({
      kind: 'revoked',
      message: 'Daybook refused the connection. Reconnect Daybook to turn this Applet on again.',
    });
    expect(partner.seen).toHaveLength(1);

    answers = [() => ({ status: 401 }), () => ({ status: 401 })];
    const again = setup({
      tokens: [
        { access_token: 'old', expires_at: null },
        { access_token: 'new', expires_at: null },
      ],
    });
    expect(await again.client.call(call)).toMatchObject({
      kind: 'revoked',
      message: 'daybook refused the connection. Reconnect daybook to turn this Applet on again.',
    });
  });

  it('calls nobody without a connection or an address', async () => {
    const lost = setup({ tokens: [{ error: 'not_connected', service: 'Daybook' }] });
    expect(await lost.client.call(call)).toMatchObject({
      kind: 'revoked',
      message: 'Connect Daybook to turn this Applet on again.',
    });
    const nowhere = setup({ settings: settingsOf({ protocol_base_url: null }) });
    expect(await nowhere.client.call(call)).toMatchObject({
      kind: 'fail',
      message: 'The service has no API address.',
    });
    const unknown = setup({ settings: null });
    expect((await unknown.client.call(call)).kind).toBe('fail');
    expect(partner.seen).toHaveLength(0);
  });

  it('sends the service key alone when asked to, and a 401 to it fails', async () => {
    answers = [() => ({ status: 401, body: { errors: [{ message: 'bad key' }] } })];
    const { client, asked } = setup();
    expect(await client.call({ ...call, method: 'DELETE', serviceKeyOnly: true })).toMatchObject({
      kind: 'fail',
      message: '401: bad key',
    });
    expect(asked).toEqual([]);
    expect(partner.seen[0].headers.authorization).toBeUndefined();
  });

  it('tells retry, skip and fail apart', async () => {
    const { client } = setup({ tokens: Array(6).fill({ access_token: null, expires_at: null }) });
    const outcomes = [];
    for (const a of [
      { status: 429 },
      { status: 503, body: { errors: [{ message: 'down' }] } },
      { status: 400, body: { errors: [{ status: 'SKIP', message: 'not today' }] } },
      { status: 404 },
      { status: 200, raw: '<html>' },
      { status: 200, raw: '' },
    ]) {
      answers = [() => a];
      const o = await client.call(call);
      outcomes.push([o.kind, 'message' in o ? o.message : null]);
    }
    expect(outcomes).toEqual([
      ['retry', 'The service answered 429.'],
      ['retry', '503: down'],
      ['skip', 'not today'],
      ['fail', 'The service answered 404.'],
      ['fail', 'The service answered with something that is not JSON.'],
      ['ok', null],
    ]);
  });

  it('fails a refused address and retries an unreachable one', async () => {
    const blocked = setup({
      allow: undefined,
      settings: settingsOf({ protocol_base_url: 'http://169.254.169.254/v1' }),
    });
    expect((await blocked.client.call(call)).kind).toBe('fail');
    const gone = await listen(() => undefined);
    await gone.close();
    const down = setup({
      allow: gone.hostPort,
      settings: settingsOf({ protocol_base_url: `${gone.origin}/v1` }),
    });
    expect((await down.client.call(call)).kind).toBe('retry');
  });

  it('keeps settings 30 s: one lookup for several calls', async () => {
    let lookups = 0;
    const db = {} as Db;
    registerPartnerProviders(db, {
      partnerSettings: async () => (lookups++, settingsOf({ authentication_type: 'auth_not_required' })),
      userToken: async () => ({ access_token: null, expires_at: null }),
    });
    const client = createPartnerClient({
      caller: 'engine',
      db,
      internal: testSettings(),
      allow: partner.hostPort,
    });
    await client.call(call);
    await client.call(call);
    expect(lookups).toBe(1);
  });
});

describe('over the internal routes (no owner in this process)', () => {
  const SECRET = 'internal-secret';
  let internal: Awaited<ReturnType<typeof listen>>;
  let tokenAnswers: { status: number; body: unknown }[] = [];
  beforeAll(async () => {
    internal = await listen((req, res) => {
      if (!verifyInternal(req.headers[INTERNAL_HEADER] as string, SECRET)) return send(res, { status: 404 });
      if (req.url === `/internal/services/${SERVICE}/partner_settings`)
        return send(res, { status: 200, body: settingsOf() });
      if (req.url === '/internal/connections/token')
        return send(res, tokenAnswers.shift() ?? { status: 500 });
      send(res, { status: 404 });
    });
  });
  afterAll(() => internal.close());

  it('asks service-config and the composer with a signed call, keeps the token, and sends the rejected one back', async () => {
    tokenAnswers = [
      { status: 200, body: { access_token: 'remote-1', expires_at: null } },
      { status: 200, body: { access_token: 'remote-2', expires_at: null } },
      { status: 409, body: { error: 'refused', service: 'Daybook' } },
    ];
    const client = createPartnerClient({
      caller: 'engine',
      db: {} as Db,
      internal: testSettings({ SESSION_SECRET: SECRET, INTERNAL_URL: internal.origin }),
      allow: partner.hostPort,
    });
    answers = [() => ({ status: 200, body: {} }), () => ({ status: 401 }), () => ({ status: 200, body: {} })];
    expect((await client.call(call)).kind).toBe('ok');
    expect((await client.call(call)).kind).toBe('ok');
    expect(partner.seen.map((s) => s.headers.authorization)).toEqual([
      'Bearer remote-1',
      'Bearer remote-1',
      'Bearer remote-2',
    ]);
    const asks = internal.seen
      .filter((s) => s.url === '/internal/connections/token')
      .map((s) => JSON.parse(s.body));
    expect(asks).toEqual([
      { user_id: USER, service_id: SERVICE },
      { user_id: USER, service_id: SERVICE, rejected_token: 'remote-1' },
    ]);
    expect(internal.seen.filter((s) => s.url.endsWith('/partner_settings'))).toHaveLength(1);
    answers = [() => ({ status: 401 })];
    const other = createPartnerClient({
      caller: 'engine',
      db: {} as Db,
      internal: testSettings({ SESSION_SECRET: SECRET, INTERNAL_URL: internal.origin }),
      allow: partner.hostPort,
    });
    expect(await other.call(call)).toMatchObject({
      kind: 'revoked',
      message: expect.stringContaining('Daybook'),
    });
  });
});

describe('OAuth and user info', () => {
  it('grants tokens with the client credentials, and reads who the user is', async () => {
    answers = [
      () => ({ status: 200, body: { access_token: 'a', refresh_token: 'r', expires_in: 3600 } }),
      () => ({ status: 200, body: { data: { id: 42, name: 'Ada' } } }),
    ];
    const { client, published } = setup();
    const s = settingsOf();
    const grant = await client.grantToken(
      s,
      { grant_type: 'authorization_code', code: 'c' },
      { userId: USER, type: 'connection' },
    );
    expect(grant).toMatchObject({ access_token: 'a', refresh_token: 'r', expires_at: expect.any(Date) });
    expect(Object.fromEntries(new URLSearchParams(partner.seen[0].body))).toEqual({
      grant_type: 'authorization_code',
      code: 'c',
      client_id: 'cid',
      client_secret: 'secret',
    });
    expect(await client.userInfo(s, 'a', USER)).toEqual({ partner_user_id: '42', partner_user_name: 'Ada' });
    expect(partner.seen[1]).toMatchObject({ method: 'GET', url: '/switchyard/v1/user/info' });
    expect(published.map((p) => p.data.type)).toEqual(['connection', 'user_info']);
  });

  it('answers null to a refusal', async () => {
    answers = [() => ({ status: 400, body: { error: 'invalid_grant' } }), () => ({ status: 401 })];
    const { client } = setup();
    expect(
      await client.grantToken(
        settingsOf(),
        { grant_type: 'refresh_token' },
        { userId: USER, type: 'token_refresh' },
      ),
    ).toBeNull();
    expect(await client.userInfo(settingsOf(), 'a', USER)).toBeNull();
  });
});

it('fetch: the allow-list and a transaction log of each call, whatever its URL', async () => {
  answers = [() => ({ status: 204 })];
  const { client, published } = setup();
  const log = {
    type: 'script',
    userId: USER,
    serviceId: SERVICE,
    organizationId: 'org-1',
    moduleName: 'daybook',
  };
  expect((await client.fetch(`${partner.origin}/anything`, { method: 'GET' }, { log })).status).toBe(204);
  await expect(client.fetch('http://169.254.169.254/', {}, { log })).rejects.toMatchObject({
    code: 'blocked_address',
  });
  expect(published.map((p) => p.data.status)).toEqual([204, null]);
  expect(client.serviceKeyHeaders('k')).toEqual({
    'Switchyard-Service-Key': 'k',
    'Switchyard-Channel-Key': 'k',
  });
});

it("fetch: the call's own time-out, size cap and signal", async () => {
  const { client, published } = setup();
  const log = {
    type: 'endpoint_test',
    userId: USER,
    serviceId: SERVICE,
    organizationId: 'org-1',
    moduleName: 'daybook',
  };
  answers = [() => ({ status: 200, raw: 'x'.repeat(100) })];
  await expect(
    client.fetch(`${partner.origin}/big`, {}, { log, maxResponseBytes: 10 }),
  ).rejects.toMatchObject({ code: 'too_large', message: 'The response is larger than 10 bytes.' });
  const slow = await listen((_req, res) => void setTimeout(() => send(res, { status: 200 }), 500));
  try {
    const { client: slowClient } = setup({ allow: slow.hostPort });
    await expect(
      slowClient.fetch(`${slow.origin}/slow`, {}, { log: null, timeoutMs: 50 }),
    ).rejects.toMatchObject({ code: 'timeout', message: 'No complete answer within 50 ms.' });
    const stop = new AbortController();
    stop.abort();
    await expect(
      slowClient.fetch(`${slow.origin}/slow`, { signal: stop.signal }, { log: null }),
    ).rejects.toMatchObject({ code: 'aborted' });
  } finally {
    await slow.close();
  }
  // Only the call with a log is recorded, refused or not.
  expect(published.map((p) => p.data.type)).toEqual(['endpoint_test']);
});

it('spells the header prefix of the product, and defaults the product in one place', () => {
  expect(productHeaderPrefix('switchyard')).toBe('Switchyard');
  expect(productHeaderPrefix('ifttt')).toBe('IFTTT');
  expect(productHeaderPrefix('my-relay')).toBe('My-Relay');
  expect(testSettings().productSlug).toBe(DEFAULT_PRODUCT_SLUG);
  expect(testSettings({ PRODUCT_SLUG: 'ifttt' }).productSlug).toBe('ifttt');
  expect(protocolHeaders({ requestId: 'r', contentType: false })).toEqual({
    Accept: 'application/json',
    'Accept-Charset': 'utf-8',
    'Accept-Encoding': 'gzip, deflate',
    'X-Request-ID': 'r',
  });
});
