import { startPartnerService, type Misbehaviour, type PartnerService } from '@switchyard/partner-service';
import { startEventBus, type DemoUsers, type EventBus } from '@switchyard/server-kit';
import { createPartnerClient } from '@switchyard/server-kit/partner-client';
import { createTestDb } from '@switchyard/server-kit/testing';
import { serviceConfigDomain } from '../index';
import { recordedCalls } from '../testing/recordedCalls';
import { DAYBOOK_SERVICE_ID } from './seedDaybook';
import { createRun, eventsFrom, findRun } from './endpointTestStore';
import type { EndpointTestEvent } from '@switchyard/service-config-common/endpointTests/eventTypes';
import { runEndpointTests, type EndpointTestService, type RunEndpointTestsOptions } from './runEndpointTests';
import { testSettings } from '@switchyard/server-kit/settings';

jest.setTimeout(120_000);

type Db = Awaited<ReturnType<typeof createTestDb>>;
let db: Db;
let partner: PartnerService;
let service: EndpointTestService;
let bus: EventBus;
const USER_ID = '00000000-0000-4000-8000-000000000001';

beforeAll(async () => {
  partner = await startPartnerService({ port: 0 });
  db = await createTestDb([serviceConfigDomain.migrations]);
  bus = await startEventBus(db);
  await serviceConfigDomain.seed!(
    { db, settings: testSettings({ PARTNER_SERVICE_URL: partner.url }) },
    {} as DemoUsers,
  );
  const { rows } = await db.query<EndpointTestService>(
    'SELECT id, module_name, organization_id, api_url_prefix, service_key, authentication_type FROM service_config.services WHERE id = $1',
    [DAYBOOK_SERVICE_ID],
  );
  service = rows[0];
});

afterAll(async () => {
  await partner.close();
  await bus.stop();
  await db.drop();
});

/** The partner client's fetch, reaching the sample partner (or nothing private, with allow ''). */
const partnerFetch = (allow = new URL(partner.url).host) =>
  createPartnerClient({ caller: 'service_config', db, events: bus, internal: testSettings(), allow }).fetch;

/** One run against the sample partner in the given modes; its events and its row. */
async function run(modes: Misbehaviour[] = [], opts: Partial<RunEndpointTestsOptions> = {}) {
  partner.reset();
  partner.setMode(modes);
  const created = await createRun(db, service.id, USER_ID);
  if (!created.created) throw new Error('a run is still going');
  await runEndpointTests({
    db,
    runId: created.id,
    service,
    userId: USER_ID,
    fetch: partnerFetch(),
    log: {
      type: 'endpoint_test',
      userId: USER_ID,
      organizationId: service.organization_id,
      serviceId: service.id,
      moduleName: service.module_name,
    },
    ...opts,
  });
  const events = await eventsFrom(db, created.id, 0, 10_000);
  return { id: created.id, events, row: (await findRun(db, created.id))! };
}

const FAILING = new Set(['assertion_failure', 'endpoint_error', 'test_case_error']);
/** `{context_path}#{check}` of every failing event. */
const failures = (events: EndpointTestEvent[]) =>
  events.filter((e) => FAILING.has(e.type)).map((e) => `${e.context_path}#${String(e.data.check ?? e.type)}`);
const suiteEnd = (events: EndpointTestEvent[]) => events[events.length - 1];

describe('an endpoint test of daybook against the sample partner service', () => {
  let good: Awaited<ReturnType<typeof run>>;
  beforeAll(async () => {
    good = await run();
  });

  it('passes completely when the partner behaves', () => {
    expect(failures(good.events)).toEqual([]);
    expect(suiteEnd(good.events)).toMatchObject({
      type: 'suite_end',
      context_path: '',
      data: { failed: false, failing: 0 },
    });
    expect(good.row.finished_at).not.toBeNull();
    expect(good.row.failed).toBe(false);
    expect(good.row.failed_count).toBe(0);
    expect(good.row.passing_count).toBe(good.events.filter((e) => e.type === 'assertion_success').length);
    expect(good.row.passing_count).toBeGreaterThan(60);
  });

  it('numbers the events 0, 1, 2… and ends with suite_end', () => {
    expect(good.events.map((e) => e.index)).toEqual(good.events.map((_, i) => i));
    expect(good.events.filter((e) => e.type === 'suite_end')).toHaveLength(1);
  });

  it('calls status and test/setup first, then every step, field validation and options endpoint', () => {
    const cases = [
      ...new Set(good.events.filter((e) => e.type === 'test_case_request').map((e) => e.context_path)),
    ];
    expect(cases.slice(0, 2)).toEqual(['status/healthy', 'test/setup/samples']);
    expect(cases).toEqual(
      expect.arrayContaining([
        'triggers/new_photo_in_album/default',
        'triggers/new_photo_in_album/same_ids',
        'triggers/new_photo_in_album/limit_1',
        'triggers/new_photo_in_album/limit_0',
        'triggers/new_photo_in_album/invalid_token',
        'triggers/new_photo_in_album/unknown_key',
        'triggers/new_photo_in_album/missing_trigger_fields',
        'triggers/new_photo_in_album/trigger_identity_delete',
        'status/invalid_service_key',
        'triggers/new_photo_in_album/fields/album/options/default',
        'triggers/new_journal_entry/default',
        'triggers/new_photo_taken_near/default',
        'triggers/new_photo_taken_near/fields/location/validate/valid_sample',
        'triggers/new_photo_taken_near/fields/location/validate/invalid_sample',
        'actions/create_journal_entry/sample',
        'actions/add_photo_to_album/sample',
        'actions/add_photo_to_album/skip',
        'actions/add_photo_to_album/fields/album/options/default',
        'queries/list_album_photos/sample',
        'queries/list_album_photos/limit_1',
        'queries/list_album_photos/cursor',
        'queries/list_album_photos/fields/album/options/default',
        'queries/search_journal_entries/cursor',
        'queries/search_journal_entries/fields/mood/options/default',
      ]),
    );
    // create_journal_entry has no skip sample in test/setup.
    expect(good.events).toContainEqual(
      expect.objectContaining({ type: 'test_case_skip', context_path: 'actions/create_journal_entry/skip' }),
    );
  });

  it('gives each test case its request, its response and its checklist', () => {
    const of = (path: string) => good.events.filter((e) => e.context_path === path);
    const limit1 = of('triggers/new_photo_in_album/limit_1');
    expect(limit1.map((e) => e.type)).toEqual([
      'test_case_request',
      'test_case_response',
      'assertion_success',
      'assertion_success',
      'assertion_success',
    ]);
    expect(limit1[0].data).toMatchObject({
      method: 'POST',
      url: `${partner.url}/switchyard/v1/triggers/new_photo_in_album`,
      body: { triggerFields: { album: 'album_lisbon' }, limit: 1, user: { timezone: 'UTC' } },
    });
    expect(limit1[1].data).toMatchObject({ status: 200, body: { data: [expect.any(Object)] } });
    expect(limit1.slice(2).map((e) => e.data.check)).toEqual(['status_200', 'data_list', 'limit_1']);
    expect(limit1[4].data.message).toBe('Returns exactly 1 item when limit is 1');
  });

  it('sends the service key under both names, the test-mode flag and the test token, and shows none of them', async () => {
    const requests = partner.state.requests;
    expect(requests.length).toBeGreaterThan(30);
    expect(requests.every((r) => r.testMode)).toBe(true);
    const status = requests.find((r) => r.path.endsWith('/status'))!;
    expect(status.headers['switchyard-service-key']).toBe('demo-service-key');
    expect(status.headers['switchyard-channel-key']).toBe('demo-service-key');
    const trigger = requests.find((r) => r.path.endsWith('/triggers/new_photo_in_album'))!;
    expect(trigger.headers.authorization).toMatch(/^Bearer test_/);

    const token = trigger.headers.authorization.slice('Bearer '.length);
    const shown = JSON.stringify(good.events);
    expect(shown).not.toContain('demo-service-key');
    expect(shown).not.toContain(token);
    const setupResponse = good.events.find(
      (e) => e.type === 'test_case_response' && e.context_path === 'test/setup/samples',
    )!;
    expect(setupResponse.data.body).toMatchObject({ data: { accessToken: '[REDACTED]' } });
    const request = good.events.find((e) => e.type === 'test_case_request')!;
    expect(request.data.headers).toMatchObject({
      'Switchyard-Service-Key': '[REDACTED]',
      'Switchyard-Channel-Key': '[REDACTED]',
      'Switchyard-Test-Mode': '1',
    });
  });

  it('records every call as an endpoint_test transaction log of the user and the service', async () => {
    const calls = (await recordedCalls(db)).filter(
      (c) => c.type === 'endpoint_test' && c.serviceId === service.id && c.userId === USER_ID,
    );
    // Every run of this file is recorded; the first is the good one.
    expect(calls.length).toBeGreaterThanOrEqual(
      good.events.filter((e) => e.type === 'test_case_request').length,
    );
    expect(JSON.stringify(calls)).not.toContain(service.service_key);
  });
});

it('sends the time zone of the user who began the run in every trigger, action and query call', async () => {
  const { row } = await run([], { timezone: 'America/New_York' });
  expect(row.failed).toBe(false);
  const steps = partner.state.requests.filter(
    (r) => r.method === 'POST' && /\/(triggers|actions|queries)\/[a-z_]+$/.test(r.path),
  );
  expect(steps.length).toBeGreaterThan(5);
  for (const r of steps)
    expect((r.body as { user?: unknown }).user).toEqual({ timezone: 'America/New_York' });
});

describe('each misbehaviour of the partner fails the check that catches it', () => {
  const cases: [Misbehaviour, string[]][] = [
    [
      'wrong_order',
      [
        'triggers/new_photo_in_album/default#newest_first',
        'triggers/new_journal_entry/default#newest_first',
        'triggers/new_photo_taken_near/default#newest_first',
      ],
    ],
    [
      'missing_meta',
      [
        'triggers/new_photo_in_album/default#meta_id',
        'triggers/new_photo_in_album/default#meta_timestamp',
        'triggers/new_journal_entry/default#meta_id',
      ],
    ],
    [
      'too_few_items',
      [
        'triggers/new_photo_in_album/default#at_least_3',
        'triggers/new_photo_in_album/limit_1#limit_1',
        'triggers/new_journal_entry/default#at_least_3',
      ],
    ],
    [
      'ignore_limit',
      [
        'triggers/new_photo_in_album/limit_1#limit_1',
        'triggers/new_photo_in_album/limit_0#limit_0',
        'triggers/new_journal_entry/limit_0#limit_0',
      ],
    ],
    [
      'unauthorized',
      [
        'triggers/new_photo_in_album/default#status_200',
        'actions/create_journal_entry/sample#status_200',
        'queries/list_album_photos/sample#status_200',
      ],
    ],
    [
      'server_errors',
      [
        'triggers/new_photo_in_album/default#status_200',
        'triggers/new_photo_taken_near/fields/location/validate/valid_sample#status_200',
        'actions/create_journal_entry/sample#status_200',
        'queries/search_journal_entries/sample#status_200',
        'queries/list_album_photos/fields/album/options/default#status_200',
      ],
    ],
    [
      'bad_options_shape',
      [
        'triggers/new_photo_in_album/fields/album/options/default#options_shape',
        'actions/add_photo_to_album/fields/album/options/default#options_shape',
        'queries/list_album_photos/fields/album/options/default#options_shape',
      ],
    ],
    [
      'skip_actions',
      ['actions/create_journal_entry/sample#status_200', 'actions/add_photo_to_album/sample#status_200'],
    ],
    [
      'validation_always_valid',
      ['triggers/new_photo_taken_near/fields/location/validate/invalid_sample#invalid_sample_invalid'],
    ],
    [
      'fresh_ids',
      [
        'triggers/new_photo_in_album/same_ids#stable_ids',
        'triggers/new_journal_entry/same_ids#stable_ids',
        'triggers/new_photo_taken_near/same_ids#stable_ids',
      ],
    ],
    ['status_unavailable', ['status/healthy#status_200']],
    ['accept_any_service_key', ['status/invalid_service_key#status_401']],
    [
      'lenient_trigger_fields',
      [
        'triggers/new_photo_in_album/missing_trigger_fields#status_400',
        'triggers/new_journal_entry/missing_trigger_fields#status_400',
        'triggers/new_photo_taken_near/missing_trigger_fields#status_400',
      ],
    ],
    [
      'no_trigger_identity_delete',
      [
        'triggers/new_photo_in_album/trigger_identity_delete#status_200',
        'triggers/new_journal_entry/trigger_identity_delete#status_200',
        'triggers/new_photo_taken_near/trigger_identity_delete#status_200',
      ],
    ],
  ];

  it.each(cases)('%s', async (mode, expected) => {
    const { events, row } = await run([mode]);
    expect(failures(events)).toEqual(expect.arrayContaining(expected));
    expect(suiteEnd(events)).toMatchObject({ type: 'suite_end', data: { failed: true } });
    expect(row.failed).toBe(true);
    expect(row.failed_count).toBe(failures(events).length);
  });

  it('keeps to the checks a mode breaks: wrong_order fails only ordering', async () => {
    const { events } = await run(['wrong_order']);
    expect(new Set(failures(events).map((f) => f.split('#')[1]))).toEqual(new Set(['newest_first']));
  });

  it('says the service key was refused, and where to find it, when the partner answers 401 to it', async () => {
    const { events } = await run([], {
      service: { ...service, service_key: 'a-key-the-partner-does-not-know' },
    });
    const healthy = events.find((e) => e.context_path === 'status/healthy' && e.data.check === 'status_200');
    expect(healthy).toMatchObject({
      type: 'assertion_failure',
      data: {
        detail:
          "Got 401. Your service answered 401: it refused the service key. The key is on this service's page, " +
          'under Service key; your service must accept it in the Switchyard-Service-Key header.',
      },
    });
    expect(suiteEnd(events)).toMatchObject({ data: { stopped: true, reason: 'no_samples' } });
  });

  it('unauthorized still sees the 401 on a bad token as right', async () => {
    const { events } = await run(['unauthorized']);
    const badToken = events.filter((e) => e.context_path === 'triggers/new_photo_in_album/invalid_token');
    expect(badToken.find((e) => e.data.check === 'status_401')?.type).toBe('assertion_success');
  });

  it('skip_actions still passes the skip sample', async () => {
    const { events } = await run(['skip_actions']);
    const skip = events.filter((e) => e.context_path === 'actions/add_photo_to_album/skip');
    expect(skip.filter((e) => e.type.startsWith('assertion_')).map((e) => e.type)).toEqual([
      'assertion_success',
      'assertion_success',
    ]);
  });
});

describe('bounds', () => {
  it('records a call that times out as a test_case_error and stops when status cannot be reached', async () => {
    const { events, row } = await run(['slow'], { callTimeoutMs: 300 });
    expect(events.map((e) => [e.type, e.context_path])).toEqual([
      ['test_case_request', 'status/healthy'],
      ['test_case_error', 'status/healthy'],
      ['suite_end', ''],
    ]);
    expect(events[1].data.code).toBe('timeout');
    expect(events[2].data).toMatchObject({ failed: true, stopped: true, reason: 'unreachable' });
    expect(row.failed).toBe(true);
  });

  it('stops the whole run at its cap', async () => {
    partner.reset();
    partner.setMode(['slow'], { delayMs: 400 });
    const created = await createRun(db, service.id, USER_ID);
    if (!created.created) throw new Error('a run is still going');
    const started = Date.now();
    await runEndpointTests({
      db,
      runId: created.id,
      service,
      userId: USER_ID,
      fetch: partnerFetch(),
      maxRunMs: 1500,
    });
    expect(Date.now() - started).toBeLessThan(5000);
    const events = await eventsFrom(db, created.id, 0, 1000);
    expect(events[events.length - 2]).toMatchObject({
      type: 'test_case_error',
      data: { code: 'run_timeout' },
    });
    expect(suiteEnd(events).data).toMatchObject({ failed: true, timed_out: true });
  });

  it('refuses a private address that is not allow-listed, before connecting', async () => {
    partner.reset();
    const created = await createRun(db, service.id, USER_ID);
    if (!created.created) throw new Error('a run is still going');
    const before = partner.state.requests.length;
    await runEndpointTests({ db, runId: created.id, service, userId: USER_ID, fetch: partnerFetch('') });
    const events = await eventsFrom(db, created.id, 0, 100);
    expect(events[1]).toMatchObject({ type: 'test_case_error', data: { code: 'blocked_address' } });
    expect(partner.state.requests.length).toBe(before);
  });

  it('skips a feed trigger as an endpoint', async () => {
    const feedId = '40000000-0000-4000-8000-0000000001ff';
    await db.query(
      `INSERT INTO service_config.triggers (id, service_id, name, slug, description, feed_url, weight)
       VALUES ($1, $2, 'Public journal feed', NULL, 'This trigger fires for each public entry.', 'https://daybook.example/feed.xml', 9)`,
      [feedId, service.id],
    );
    try {
      const { events } = await run();
      expect(events).toContainEqual(
        expect.objectContaining({ type: 'endpoint_skip', context_path: `triggers/${feedId}` }),
      );
      expect(failures(events)).toEqual([]);
    } finally {
      await db.query('DELETE FROM service_config.triggers WHERE id = $1', [feedId]);
    }
  });

  it('reports a trigger without a sample in test/setup as an endpoint error', async () => {
    await db.query(
      `INSERT INTO service_config.triggers (id, service_id, name, slug, description, weight)
       VALUES ('40000000-0000-4000-8000-0000000001fe', $1, 'Mystery', 'mystery_trigger', 'This trigger is unknown.', 9)`,
      [service.id],
    );
    await db.query(
      `INSERT INTO service_config.trigger_fields (trigger_id, name, slug, trigger_field_type)
       VALUES ('40000000-0000-4000-8000-0000000001fe', 'What?', 'what', 0)`,
    );
    try {
      const { events } = await run();
      expect(failures(events)).toEqual(['triggers/mystery_trigger#endpoint_error']);
    } finally {
      await db.query("DELETE FROM service_config.triggers WHERE id = '40000000-0000-4000-8000-0000000001fe'");
    }
  });
});
