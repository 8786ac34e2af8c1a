import { randomUUID } from 'node:crypto';
import {
  actionRunPath,
  fieldOptionsPath,
  MASKED_SERVICE_KEY,
  queryPerformPath,
  SAMPLE_USER_ID,
} from '@switchyard/connections-common/connectApi';
import { DEMO_CONNECTIONS } from '../seed';
import {
  ADA,
  enableForOlivia,
  eventually,
  KEY,
  startConnectPlatform,
  type ConnectPlatform,
} from './connectPlatform.testing';

// The Connect API through the gateway, against the sample partner (Daybook, the demo connection's
// owner): Daybook's backend calls its users' steps with its service key and their id at Daybook.
jest.setTimeout(120_000);

let p: ConnectPlatform;
const LIMIT = 1000;

beforeAll(async () => {
  p = await startConnectPlatform({ CONNECT_API_RATE_LIMIT: String(LIMIT) });
});
afterAll(() => p?.stop());
afterEach(() => p.partner.setMode([]));

const run = (module = 'daybook.create_journal_entry', connection: string = DEMO_CONNECTIONS.published) =>
  actionRunPath(connection, module);
const perform = (module = 'daybook.search_journal_entries') =>
  queryPerformPath(DEMO_CONNECTIONS.published, module);
const entryRuns = (title: string) =>
  p.partner.state.actionRuns.filter((a) => a.slug === 'create_journal_entry' && a.fields.title === title);

describe('before the user enabled the connection', () => {
  it('answers connection_not_enabled for a user who connected Daybook but did not enable it', async () => {
    const res = await p.call(run(), { body: { fields: { title: 'x' } } });
    expect([res.status, res.body.code]).toEqual([403, 'connection_not_enabled']);
    expect(res.body).toEqual({
      type: 'error',
      code: 'connection_not_enabled',
      message: 'This user has not enabled the connection',
      details: {},
    });
  });
});

describe('once enabled', () => {
  beforeAll(() => enableForOlivia(p));

  it('refuses a missing or wrong service key', async () => {
    for (const key of [null, 'wrong-key', 'x'.repeat(300)]) {
      const res = await p.call(run(), { key, body: { fields: { title: 'x' } } });
      expect([res.status, res.body.code]).toEqual([401, 'invalid_service_key']);
    }
  });

  it('answers unknown_connection for a missing id, a malformed one and a draft', async () => {
    for (const id of [randomUUID(), 'not-an-id', DEMO_CONNECTIONS.draft]) {
      const res = await p.call(run('daybook.create_journal_entry', id), { body: { fields: { title: 'x' } } });
      expect([id, res.status, res.body.code]).toEqual([id, 404, 'unknown_connection']);
    }
  });

  it('answers unknown_user for an id nobody connected Daybook as, or none', async () => {
    for (const user of ['user_nobody', null]) {
      const res = await p.call(run(), { user, body: { fields: { title: 'x' } } });
      expect([res.status, res.body.code]).toEqual([404, 'unknown_user']);
    }
  });

  it('answers unknown_step for a step the features do not use, or of another type', async () => {
    const steps = [
      run('daybook.list_album_photos'),
      run('daybook.search_journal_entries'),
      perform('daybook.create_journal_entry'),
      run('nodot'),
      fieldOptionsPath(DEMO_CONNECTIONS.published, 'action', 'daybook.create_journal_entry', 'nope'),
    ];
    for (const path of steps) {
      const res = await p.call(path, { body: { fields: {} } });
      expect([path, res.status, res.body.code]).toEqual([path, 404, 'unknown_step']);
    }
  });

  it('answers invalid_fields with each field, or the body, that is wrong', async () => {
    const missing = await p.call(run(), { body: { fields: { body: 'no title', colour: 'red' } } });
    expect([missing.status, missing.body.code]).toEqual([422, 'invalid_fields']);
    expect(missing.body.details).toEqual({
      fields: { title: 'Required', colour: 'Not a field of Create journal entry' },
    });
    const notObject = await p.call(run(), { body: { fields: 3 } });
    expect(notObject.body.details).toEqual({ body: { fields: 'Must be an object keyed by field name' } });
    const badLimit = await p.call(perform(), { body: { limit: 500 } });
    expect([badLimit.status, badLimit.body.details]).toEqual([
      422,
      { body: { limit: 'Must be a whole number from 1 to 50' } },
    ]);
  });

  it("runs an action with the user's token and answers as the partner did", async () => {
    const res = await p.call(run(), { body: { fields: { title: 'From the Connect API', mood: 'happy' } } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [{ id: expect.stringMatching(/^en_/), url: expect.any(String) }] });
    expect(entryRuns('From the Connect API')).toEqual([
      expect.objectContaining({ userId: ADA, fields: { title: 'From the Connect API', mood: 'happy' } }),
    ]);
  });

  it("sends the time zone of the user the call is for (Olivia's, once she chose one)", async () => {
    const sentUser = () => {
      const last = p.partner.state.requests.filter(
        (r) => r.method === 'POST' && /\/(actions|queries)\//.test(r.path),
      );
      return (last[last.length - 1].body as { user?: unknown }).user;
    };
    await p.call(perform(), { body: { fields: { text: 'day' }, limit: 1 } });
    expect(sentUser()).toEqual({ timezone: 'UTC' });
    const set = await p.olivia.gql(
      'mutation { updateMyTimezone(timezone: "Europe/Paris") { errors { attribute message } } }',
    );
    expect(set.data!.updateMyTimezone.errors).toEqual([]);
    await eventually('the connections domain to hear of it', async () => {
      const { rows } = await p.gw.gateway.db.query<{ timezone: string }>(
        `SELECT t.timezone FROM connections.user_timezones t JOIN identity.users u ON u.id = t.user_id
          WHERE u.login = 'olivia'`,
      );
      return rows[0]?.timezone === 'Europe/Paris';
    });
    await p.call(perform(), { body: { fields: { text: 'day' }, limit: 1 } });
    expect(sentUser()).toEqual({ timezone: 'Europe/Paris' });
    await p.call(run(), { body: { fields: { title: 'In Paris', mood: 'happy' } } });
    expect(sentUser()).toEqual({ timezone: 'Europe/Paris' });
  });

  it('performs a query, pages it with the cursor, and serves field options', async () => {
    const first = await p.call(perform(), { body: { fields: { text: 'day' }, limit: 2 } });
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(2);
    const next = await p.call(perform(), {
      body: { fields: { text: 'day' }, limit: 2, cursor: first.body.cursor },
    });
    expect(next.body.data[0].entry_id).not.toBe(first.body.data[0].entry_id);
    const options = await p.call(
      fieldOptionsPath(DEMO_CONNECTIONS.published, 'action', 'daybook.create_journal_entry', 'mood'),
    );
    expect(options.status).toBe(200);
    expect(options.body.data).toEqual(
      expect.arrayContaining([{ label: expect.any(String), value: 'happy' }]),
    );
  });

  it('answers partner_error with the status and message when the partner fails or skips', async () => {
    p.partner.setMode(['action_server_errors']);
    const failed = await p.call(run(), { body: { fields: { title: 'Boom' } } });
    expect(failed.status).toBe(502);
    expect(failed.body).toMatchObject({
      code: 'partner_error',
      details: { status: 500, message: 'Something went wrong on our side (action_server_errors mode).' },
    });
    p.partner.setMode(['skip_actions']);
    const skipped = await p.call(run(), { body: { fields: { title: 'Skip' } } });
    expect(skipped.body.details).toMatchObject({ status: 400, skip: true });
    expect(JSON.stringify(skipped.body)).not.toContain(KEY);
  });

  it('refreshes the token once on a 401 and goes on', async () => {
    const used = () => [...p.partner.state.refreshTokens.values()].filter((r) => r.used).length;
    const before = used();
    p.partner.state.accessTokens.clear();
    const res = await p.call(run(), { body: { fields: { title: 'After a refresh' } } });
    expect(res.status).toBe(200);
    expect(used()).toBe(before + 1);
  });

  it('answers a repeated X-Request-ID once, without calling the partner again', async () => {
    const requestId = `req-${randomUUID()}`;
    const body = { fields: { title: 'Only once' } };
    const [a, b] = await Promise.all([
      p.call(run(), { body, requestId }),
      p.call(run(), { body, requestId }),
    ]);
    const c = await p.call(run(), { body, requestId });
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect(b.body).toEqual(a.body);
    expect(c.body).toEqual(a.body);
    expect(c.headers.get('idempotent-replayed')).toBe('true');
    expect(entryRuns('Only once')).toHaveLength(1);
    const other = await p.call(run(), { body: { fields: { title: 'Something else' } }, requestId });
    expect([other.status, other.body.details]).toEqual([
      422,
      { body: { 'X-Request-ID': 'This request id was used for another request' } },
    ]);
    // A failed call is not kept: the retry calls the partner again.
    const retryId = `req-${randomUUID()}`;
    p.partner.setMode(['action_server_errors']);
    expect((await p.call(run(), { body: { fields: { title: 'Retried' } }, requestId: retryId })).status).toBe(
      502,
    );
    p.partner.setMode([]);
    expect((await p.call(run(), { body: { fields: { title: 'Retried' } }, requestId: retryId })).status).toBe(
      200,
    );
    expect(entryRuns('Retried')).toHaveLength(1);
  });

  it('records a connect_api transaction log per call, of the Daybook organization', async () => {
    const before = await logs();
    await p.call(run(), { body: { fields: { title: 'Logged' } } });
    await eventually('the log', async () => (await logs()) > before);
  });

  it('replays the endpoints page samples, with the real key and user id', async () => {
    const r = await p.olivia.gql(
      `query ($id: ID!) { connection(id: $id) { endpoints {
        queries { full_module_name requests { title url headers { name value } body } }
        actions { full_module_name requests { title url headers { name value } body } } } } }`,
      { id: DEMO_CONNECTIONS.published },
    );
    const e = r.data!.connection.endpoints;
    type Req = { title: string; url: string; headers: { name: string; value: string }[]; body: string };
    const samples: Req[] = [
      e.actions.find(
        (a: { full_module_name: string }) => a.full_module_name === 'daybook.create_journal_entry',
      ).requests[0],
      e.queries[0].requests[0],
      ...e.actions
        .find((a: { full_module_name: string }) => a.full_module_name === 'daybook.add_photo_to_album')
        .requests.filter((q: Req) => q.url.includes('/fields/album/options')),
    ];
    expect(samples.length).toBeGreaterThanOrEqual(3);
    // What a developer does with a sample: the key, the user's id, and a real value for each
    // `<placeholder>` field (a choice among the field's options).
    const real: Record<string, string> = { mood: 'happy', body: 'Written through the Connect API' };
    const filled = (body: string) =>
      JSON.stringify(JSON.parse(body), (k, v) => (typeof v === 'string' && /^<.*>$/.test(v) ? real[k] : v));
    for (const s of samples) {
      const url = new URL(s.url.replace(SAMPLE_USER_ID, ADA));
      const res = await fetch(p.gw.base + url.pathname + url.search, {
        method: 'POST',
        headers: Object.fromEntries(s.headers.map((h) => [h.name, h.value.replace(MASKED_SERVICE_KEY, KEY)])),
        body: filled(s.body),
      });
      expect([s.title, res.status]).toEqual([s.title, 200]);
    }
  });

  it('answers rate_limited with Retry-After once the minute is used up, for that service only', async () => {
    await p.gw.gateway.db.query(
      `INSERT INTO connections.connect_api_rate (service_id, window_start, count)
       SELECT $1, date_trunc('minute', now()) + make_interval(mins => m), $2 FROM generate_series(0, 1) AS m
       ON CONFLICT (service_id, window_start) DO UPDATE SET count = EXCLUDED.count`,
      [p.daybookId, LIMIT],
    );
    try {
      const res = await p.call(run(), { body: { fields: { title: 'Too many' } } });
      expect([res.status, res.body.code]).toEqual([429, 'rate_limited']);
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(120);
      expect(res.body.details).toEqual({ retry_after: retryAfter });
      expect(entryRuns('Too many')).toHaveLength(0);
    } finally {
      await p.gw.gateway.db.query('DELETE FROM connections.connect_api_rate WHERE service_id = $1', [
        p.daybookId,
      ]);
    }
  });
});

async function logs() {
  const { rows } = await p.gw.gateway.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM observability.transaction_logs WHERE type = 'connect_api'`,
  );
  return rows[0].n;
}
