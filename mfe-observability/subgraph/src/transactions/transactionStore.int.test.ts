import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { safeFetch, type Memberships, type RequestContext, type Viewer } from '@switchyard/server-kit';
import { createTestDb } from '@switchyard/server-kit/testing';
import { graphql } from 'graphql';
import { observabilityDomain } from '../index';
import { REDACTED, startEventBus, type EventBus } from '@switchyard/server-kit';
import { BODY_CAP_BYTES, createTransactionRecorder, sanitizeTransaction } from '@switchyard/server-kit';
import {
  listTransactionLogs,
  recordTransaction,
  storeTransactions,
  type TransactionEntry,
} from './transactionStore';
import { testSettings } from '@switchyard/server-kit/settings';

jest.setTimeout(60_000); // a first embedded database takes seconds to create

type Db = Awaited<ReturnType<typeof createTestDb>>;
let db: Db;
let partner: Server;
let partnerHost = '';

const ORG_A = '10000000-0000-4000-8000-00000000000a';
const ORG_B = '10000000-0000-4000-8000-00000000000b';
const USER = '00000000-0000-4000-8000-000000000002';

beforeAll(async () => {
  db = await createTestDb([observabilityDomain.migrations]);
  partner = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.setHeader('set-cookie', 'partner_session=s3cret');
    res.end(JSON.stringify({ data: { access_token: 'issued-token', token_type: 'Bearer' }, path: req.url }));
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  partnerHost = `127.0.0.1:${(partner.address() as AddressInfo).port}`;
});

afterAll(async () => {
  partner.closeAllConnections();
  await new Promise((resolve) => partner.close(resolve));
  await db.drop();
});

beforeEach(async () => {
  await db.query('DELETE FROM observability.transaction_logs');
});

const entry = (over: Partial<TransactionEntry> = {}): TransactionEntry => ({
  type: 'endpoint_test',
  userId: USER,
  organizationId: ORG_A,
  serviceId: 'svc-a',
  moduleName: 'acme',
  durationMs: 12.6,
  method: 'post',
  url: 'https://api.acme.test/ifttt/v1/test/setup',
  requestHeaders: { 'IFTTT-Service-Key': 'svc-key', 'Content-Type': 'application/json' },
  requestBody: '{}',
  status: 200,
  responseHeaders: { 'content-type': 'application/json' },
  responseBody: '{"data":{}}',
  ...over,
});

const rawRows = async () =>
  (
    await db.query<Record<string, unknown>>(
      'SELECT * FROM observability.transaction_logs ORDER BY created_at',
    )
  ).rows;

describe('recordTransaction', () => {
  it('stores a call with secrets redacted in headers, URL and bodies', async () => {
    await recordTransaction(
      db,
      entry({
        url: 'https://api.acme.test/oauth/token?client_secret=cs&x=1',
        requestHeaders: {
          Authorization: 'Bearer user-token',
          Cookie: 'sid=1',
          'X-CSRF-Token': 'csrf-value-1',
          'IFTTT-Service-Key': 'svc-key',
          'Switchyard-Channel-Key': 'chan-key',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        requestBody: 'grant_type=authorization_code&code=abc&client_secret=cs&code_verifier=v',
        responseHeaders: { 'Content-Type': 'application/json', 'Set-Cookie': 'a=b' },
        responseBody: JSON.stringify({
          access_token: 'at',
          refresh_token: 'rt',
          token_type: 'Bearer',
          expires_in: 60,
        }),
      }),
    );
    const [row] = await rawRows();
    const text = JSON.stringify(row);
    for (const secret of [
      'user-token',
      'sid=1',
      'csrf-value-1',
      'svc-key',
      'chan-key',
      '"at"',
      '"rt"',
      'cs&',
      '=cs',
      '=v',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(row).toMatchObject({
      type: 'endpoint_test',
      remote_user_id: USER,
      organization_id: ORG_A,
      service_id: 'svc-a',
      module_name: 'acme',
      duration_ms: 13,
      request_method: 'POST',
      request_url: `https://api.acme.test/oauth/token?client_secret=${encodeURIComponent(REDACTED)}&x=1`,
      request_headers: {
        authorization: `Bearer ${REDACTED}`,
        cookie: REDACTED,
        'x-csrf-token': REDACTED,
        'ifttt-service-key': REDACTED,
        'switchyard-channel-key': REDACTED,
        'content-type': 'application/x-www-form-urlencoded',
      },
      response_status: 200,
      response_headers: { 'content-type': 'application/json', 'set-cookie': REDACTED },
      request_body_truncated: false,
      response_body_truncated: false,
    });
    // The authorization code of the token request is a secret too; the grant type is not.
    expect(row!.request_body).toContain(`code=${encodeURIComponent(REDACTED)}`);
    expect(row!.request_body).not.toContain('code=abc');
    expect(row!.request_body).toContain('grant_type=authorization_code');
    expect(JSON.parse(row!.response_body as string)).toEqual({
      access_token: REDACTED,
      refresh_token: REDACTED,
      token_type: 'Bearer',
      expires_in: 60,
    });
  });

  it('caps bodies (after redaction) and flags the cut', async () => {
    const big = JSON.stringify({ password: 'pw', filler: 'x'.repeat(40_000) });
    await recordTransaction(db, entry({ requestBody: big, responseBody: 'é'.repeat(20_000) }));
    const [row] = await rawRows();
    expect(Buffer.byteLength(row!.request_body as string)).toBeLessThanOrEqual(BODY_CAP_BYTES);
    expect(row!.request_body).toMatch(new RegExp(`^\\{"password":"\\[REDACTED\\]","filler":"x+$`));
    expect(row!.request_body_truncated).toBe(true);
    expect(Buffer.byteLength(row!.response_body as string)).toBe(BODY_CAP_BYTES);
    expect(row!.response_body_truncated).toBe(true);
  });

  it('stores a refused call: no status, the error code and message', async () => {
    await recordTransaction(
      db,
      entry({
        status: null,
        responseHeaders: null,
        responseBody: null,
        error: {
          code: 'blocked_address',
          message: 'Refused to connect to 169.254.169.254: linkLocal address.',
        },
      }),
    );
    expect((await rawRows())[0]).toMatchObject({
      response_status: null,
      response_headers: null,
      response_body: null,
      error_code: 'blocked_address',
      error: 'Refused to connect to 169.254.169.254: linkLocal address.',
    });
  });
});

describe('storeTransactions', () => {
  const ID = (n: number) => `20000000-0000-4000-8000-00000000000${n}`;
  const recorded = (over: Partial<TransactionEntry> = {}) => sanitizeTransaction(entry(over));

  it('stores a delivery of calls in one go, each once, headers in their order', async () => {
    const headers = { 'x-zebra': '1', accept: '*/*', 'content-type': 'application/json' };
    await storeTransactions(db, [
      { id: ID(1), data: recorded({ requestHeaders: headers, startedAt: new Date(1_000) }) },
      { id: ID(2), data: recorded({ type: 'action', status: 500, startedAt: new Date(2_000) }) },
    ]);
    await storeTransactions(db, [{ id: ID(2), data: recorded({ type: 'trigger' }) }]);
    const rows = await rawRows();
    expect(rows.map((r) => [r.id, r.type, r.response_status])).toEqual([
      [ID(1), 'endpoint_test', 200],
      [ID(2), 'action', 500],
    ]);
    expect(Object.keys(rows[0].request_headers as object)).toEqual(Object.keys(headers));
    expect(rows[0].created_at).toEqual(new Date(1_000));
  });

  it('stores what PostgreSQL text cannot hold (NUL, a lone surrogate) as U+FFFD', async () => {
    await storeTransactions(db, [
      {
        id: ID(3),
        data: recorded({ responseBody: 'a\u0000b\ud800c', responseHeaders: { 'x-odd': '\u0000' } }),
      },
    ]);
    const [row] = await rawRows();
    expect(row.response_body).toBe('a\ufffdb\ufffdc');
    expect(row.response_headers).toEqual({ 'x-odd': '\ufffd' });
  });
});

/** Resolves once `check` holds, polling; fails after `ms`. */
async function eventually(check: () => Promise<boolean>, ms = 10_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('not within time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('createTransactionRecorder with safeFetch, through the event bus', () => {
  let bus: EventBus;
  const observabilityUp = async () => {
    bus = await startEventBus(db, { relayMs: 50 });
    await observabilityDomain.consumes!(bus, { db, settings: testSettings() });
  };
  beforeAll(observabilityUp);
  afterAll(() => bus.stop());

  const context = { userId: USER, organizationId: ORG_A, serviceId: 'svc-a', moduleName: 'acme' };
  const logsOfA = async () =>
    (await listTransactionLogs(db, { serviceId: 'svc-a', organizationIds: [ORG_A] })).data;

  it('stores every call, answered or refused, with its context; no secret is ever queued', async () => {
    const record = createTransactionRecorder(bus, db, { type: 'auth_test', ...context });
    const allow = [partnerHost];
    const res = await safeFetch(
      `http://${partnerHost}/oauth/token`,
      {
        method: 'POST',
        headers: { authorization: 'Basic Y2xpZW50OnNlY3JldA==' },
        body: 'grant_type=x&client_secret=s3cret-client',
      },
      { allow, record },
    );
    expect(res.json()).toMatchObject({ data: { access_token: 'issued-token' } });
    await expect(
      safeFetch('http://169.254.169.254/latest/meta-data/', {}, { allow, record }),
    ).rejects.toMatchObject({
      code: 'blocked_address',
    });
    await expect(safeFetch('file:///etc/passwd', {}, { allow, record })).rejects.toMatchObject({
      code: 'bad_scheme',
    });

    await eventually(async () => (await logsOfA()).length === 3);
    const logs = await logsOfA();
    expect(
      logs.map((l) => [l.type, l.request_method, l.request_url, l.response_status, l.error_code]),
    ).toEqual([
      ['auth_test', 'GET', 'file:///etc/passwd', null, 'bad_scheme'],
      ['auth_test', 'GET', 'http://169.254.169.254/latest/meta-data/', null, 'blocked_address'],
      ['auth_test', 'POST', `http://${partnerHost}/oauth/token`, 200, null],
    ]);
    const ok = logs[2]!;
    expect(ok.type_ui_label).toBe('Authentication test');
    expect(ok.request_headers.authorization).toBe(`Basic ${REDACTED}`);
    expect(ok.request_body).toBe(`grant_type=x&client_secret=${encodeURIComponent(REDACTED)}`);
    expect(ok.response_headers!['set-cookie']).toBe(REDACTED);
    expect(ok.response_body).not.toContain('issued-token');
    expect(ok.remote_user_id).toBe(USER);

    // The events (outbox and pg-boss's jobs) were sanitized before they were written.
    const queued = JSON.stringify([
      (await db.query("SELECT data FROM events.outbox WHERE type = 'transaction.recorded'")).rows,
      (await db.query('SELECT data FROM pgboss.job')).rows,
    ]);
    for (const secret of [
      'Y2xpZW50OnNlY3JldA==',
      's3cret-client',
      'issued-token',
      'partner_session=s3cret',
    ]) {
      expect(queued).not.toContain(secret);
    }
  });

  it('does not fail the call when the log cannot be recorded', async () => {
    const broken = { ...db, query: () => Promise.reject(new Error('database down')) } as unknown as Db;
    const record = createTransactionRecorder(bus, broken, { type: 'script' });
    const res = await safeFetch(`http://${partnerHost}/x`, {}, { allow: [partnerHost], record });
    expect(res.status).toBe(200);
  });

  it('publishes the logs of calls that end together in one statement, each before its call returns', async () => {
    let statements = 0;
    const counted = {
      ...db,
      query: (...args: Parameters<Db['query']>) => (statements++, db.query(...args)),
    } as Db;
    const record = createTransactionRecorder(bus, counted, { type: 'action', ...context });
    const call = (i: number) => ({
      startedAt: new Date(),
      durationMs: 3,
      method: 'POST',
      url: `http://${partnerHost}/grouped/${i}`,
      finalUrl: `http://${partnerHost}/grouped/${i}`,
      redirects: [],
      requestHeaders: {},
      requestBody: null,
      status: 200,
      responseHeaders: null,
      responseBody: null,
      error: null,
    });
    const inOutbox = async (i: number) =>
      (
        await db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM events.outbox WHERE type = 'transaction.recorded' AND data->>'url' = $1",
          [`http://${partnerHost}/grouped/${i}`],
        )
      ).rows[0]!.n;
    // The first is sent at once; the nine that end while it is on its way go together after it.
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        record(call(i)).then(async () => expect(await inOutbox(i)).toBe(1)),
      ),
    );
    expect(statements).toBe(2);
    await eventually(
      async () => (await logsOfA()).filter((l) => l.request_url.includes('/grouped/')).length === 10,
    );
  });

  it('loses no log while observability is down: they are stored once it is back', async () => {
    await bus.stop(); // observability's process stops
    const caller = await startEventBus(db, { relayMs: 50 }); // a calling domain's process, still up
    try {
      const record = createTransactionRecorder(caller, db, { type: 'script', ...context });
      await safeFetch(`http://${partnerHost}/while-down`, {}, { allow: [partnerHost], record });
      await new Promise((r) => setTimeout(r, 1500));
      expect(await logsOfA()).toEqual([]);
      await observabilityUp();
      await eventually(async () => (await logsOfA()).length === 1);
      expect((await logsOfA())[0]).toMatchObject({
        type: 'script',
        request_url: `http://${partnerHost}/while-down`,
      });
    } finally {
      await caller.stop();
    }
  });
});

describe('listTransactionLogs', () => {
  const now = new Date('2030-01-10T12:00:00Z');
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

  beforeEach(async () => {
    await recordTransaction(db, entry({ startedAt: hoursAgo(1), url: 'https://a.test/status' }));
    await recordTransaction(
      db,
      entry({ startedAt: hoursAgo(2), type: 'script', status: 500, url: 'https://a.test/actions' }),
    );
    await recordTransaction(
      db,
      entry({
        startedAt: hoursAgo(3),
        status: null,
        error: { code: 'timeout', message: 'No complete answer' },
      }),
    );
    await recordTransaction(db, entry({ startedAt: hoursAgo(48), url: 'https://a.test/old' }));
    await recordTransaction(
      db,
      entry({ startedAt: hoursAgo(1), organizationId: ORG_B, serviceId: 'svc-b', moduleName: 'bee' }),
    );
    await recordTransaction(db, entry({ startedAt: hoursAgo(1), organizationId: null, serviceId: 'svc-a' }));
  });

  const list = (q: Partial<Parameters<typeof listTransactionLogs>[1]> = {}) =>
    listTransactionLogs(db, { serviceId: 'svc-a', organizationIds: [ORG_A], now, ...q });

  it('lists the last day of a service, newest first, for members of its organization', async () => {
    const page = await list();
    expect(page.data.map((l) => l.ts)).toEqual(
      [hoursAgo(1), hoursAgo(2), hoursAgo(3)].map((d) => d.toISOString()),
    );
    expect(page).toMatchObject({ page_number: 1, page_count: 1 });
    expect((await list({ timeframe: '7d' })).data).toHaveLength(4);
    expect((await list({ organizationIds: [ORG_B] })).data).toEqual([]);
    expect((await list({ organizationIds: [] })).data).toEqual([]);
    // Rows recorded without an organization are for staff only.
    expect((await list({ organizationIds: 'any' })).data).toHaveLength(4);
    expect(
      (await list({ serviceId: null, moduleName: 'bee', organizationIds: [ORG_A, ORG_B] })).data,
    ).toHaveLength(1);
  });

  it('filters by request type, response status and free text', async () => {
    expect((await list({ requestType: 'script' })).data.map((l) => l.request_url)).toEqual([
      'https://a.test/actions',
    ]);
    expect((await list({ responseStatus: 'success' })).data.map((l) => l.request_url)).toEqual([
      'https://a.test/status',
    ]);
    expect((await list({ responseStatus: 'error' })).data.map((l) => l.response_status)).toEqual([500, null]);
    expect((await list({ query: 'ACTIONS' })).data).toHaveLength(1);
    expect((await list({ query: 'complete answer' })).data.map((l) => l.error_code)).toEqual(['timeout']);
    expect((await list({ query: '%' })).data).toEqual([]);
  });

  it('pages, keeping the page within 1…page_count', async () => {
    const second = await list({ perPage: 2, page: 2 });
    expect(second).toMatchObject({ page_number: 2, page_count: 2 });
    expect(second.data).toHaveLength(1);
    expect((await list({ perPage: 2, page: 9 })).page_number).toBe(2);
    expect((await list({ perPage: 2, page: -3 })).page_number).toBe(1);
    expect((await list({ requestType: 'connect_api' })).data).toEqual([]);
    expect((await list({ requestType: 'connect_api' })).page_count).toBe(1);
  });
});

describe('GraphQL transactionLogs', () => {
  const viewer = (staff = false): Viewer => ({
    id: USER,
    login: 'milo',
    email: 'milo@example.com',
    name: 'Milo',
    staff,
    emailVerified: true,
    reviewTeam: false,
    maker: false,
    tier: 'free',
    timezone: 'UTC',
  });
  const ctx = (memberships: Memberships, staff = false): RequestContext => ({
    viewer: viewer(staff),
    memberships: async () => memberships,
  });
  const QUERY = `query($module: String, $status: String) {
    transactionLogs(module_name: $module, response_status: $status, timeframe: "7d") {
      page_number page_count
      data { type type_ui_label time request_method request_headers { name value } response_status error_code }
    }
  }`;
  const run = (contextValue: RequestContext, variables: Record<string, unknown> = { module: 'acme' }) =>
    graphql({
      schema: observabilityDomain.schema({ db, settings: testSettings() }),
      source: QUERY,
      contextValue,
      variableValues: variables,
    });

  beforeEach(async () => {
    await recordTransaction(db, entry());
  });

  it('gives members the logs of their services', async () => {
    const r = await run(ctx({ [ORG_A]: 'member' }));
    expect(r.errors).toBeUndefined();
    expect(r.data!.transactionLogs).toEqual({
      page_number: 1,
      page_count: 1,
      data: [
        {
          type: 'endpoint_test',
          type_ui_label: 'Endpoint test',
          time: 13,
          request_method: 'POST',
          request_headers: [
            { name: 'ifttt-service-key', value: REDACTED },
            { name: 'content-type', value: 'application/json' },
          ],
          response_status: 200,
          error_code: null,
        },
      ],
    });
  });

  it('gives others nothing, and refuses anonymous viewers and unknown filters', async () => {
    expect((await run(ctx({ [ORG_B]: 'owner' }))).data!.transactionLogs).toMatchObject({ data: [] });
    expect((await run(ctx({}, true))).data!.transactionLogs).toMatchObject({
      data: [{ type: 'endpoint_test' }],
    });
    const anon = await run({ viewer: null, memberships: async () => ({}) });
    expect(anon.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    const bad = await run(ctx({ [ORG_A]: 'member' }), { module: 'acme', status: 'teapot' });
    expect(bad.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    const none = await run(ctx({ [ORG_A]: 'member' }), {});
    expect(none.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
  });
});
