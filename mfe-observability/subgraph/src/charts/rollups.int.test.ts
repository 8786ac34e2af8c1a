import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { TransactionRecorded } from '@switchyard/events';
import { migrate } from '@switchyard/server-kit';
import { createTestDb } from '@switchyard/server-kit/testing';
import { observabilityDomain } from '../index';
import { deleteExpiredLogs, deleteExpiredRollups } from '../transactions/retention';
import { storeTransactions } from '../transactions/transactionStore';
import { endpointKind, errorKind } from './callKinds';
import { durationBucket } from './durationBuckets';
import { rebuildRollups } from './rollups';

jest.setTimeout(120_000); // a first embedded database takes seconds to create

type Db = Awaited<ReturnType<typeof createTestDb>>;
let db: Db;

const ACME = '10000000-0000-4000-8000-00000000000a';
const BIGCO = '10000000-0000-4000-8000-00000000000b';
const DAYBOOK = '20000000-0000-4000-8000-0000000000d1';
const LEDGER = '20000000-0000-4000-8000-0000000000b1';
const HOUR = 60 * 60_000;
/** A fixed hour, so the calls' hours do not depend on when the test runs. */
const T0 = Date.parse('2025-06-02T10:00:00.000Z');

beforeAll(async () => {
  db = await createTestDb([observabilityDomain.migrations]);
});

afterAll(async () => {
  await db?.drop();
});

beforeEach(async () => {
  await db.query('DELETE FROM observability.transaction_logs');
  await db.query('DELETE FROM observability.service_rollups');
});

/** A `transaction.recorded` event, the way the recorder publishes it. */
const event = (over: Partial<TransactionRecorded> = {}): { id: string; data: TransactionRecorded } => ({
  id: randomUUID(),
  data: {
    type: 'applet_run',
    userId: null,
    organizationId: ACME,
    serviceId: DAYBOOK,
    moduleName: 'daybook',
    startedAt: new Date(T0 + 5 * 60_000).toISOString(),
    durationMs: 120,
    method: 'POST',
    url: 'https://daybook.test/ifttt/v1/triggers/new_entry',
    requestHeaders: {},
    requestBody: null,
    requestBodyTruncated: false,
    status: 200,
    responseHeaders: {},
    responseBody: '{"data":[]}',
    responseBodyTruncated: false,
    error: null,
    ...over,
  },
});

interface Rollup {
  service_id: string;
  organization_id: string | null;
  hour: string;
  success_count: number;
  error_count: number;
  errors: Record<string, number>;
  trigger_ms: Record<string, number>;
  action_ms: Record<string, number>;
}

async function rollupsOf(on: Db = db): Promise<Rollup[]> {
  const { rows } = await on.query<Rollup & { hour: Date }>(
    `SELECT * FROM observability.service_rollups
     ORDER BY service_id, hour, organization_id NULLS FIRST`,
  );
  return rows.map((r) => ({ ...r, hour: new Date(r.hour).toISOString() }));
}

/** A varied day of calls: services, organizations (and none), hours, answers, errors, endpoints. */
function variedCalls(count: number) {
  const statuses = [200, 200, 200, 204, 302, 401, 404, 500, 503, 101, null, null];
  const urls = [
    'https://daybook.test/ifttt/v1/triggers/new_entry',
    'https://daybook.test/ifttt/v1/triggers/new_entry/fields/album/options',
    'https://daybook.test/api/ifttt/v1/actions/create_entry?x=1',
    'https://daybook.test/ifttt/v1/status',
    'https://daybook.test/ifttt/v1/queries/list',
  ];
  return Array.from({ length: count }, (_, i) => {
    const status = statuses[i % statuses.length]!;
    const error =
      status === null
        ? { code: i % 3 === 0 ? 'timeout' : 'connection_failed', message: 'no answer' }
        : i % 17 === 0
          ? { code: 'too_large', message: 'too large' }
          : null;
    return event({
      serviceId: i % 5 === 4 ? LEDGER : i % 23 === 0 ? null : DAYBOOK,
      organizationId: i % 5 === 4 ? BIGCO : i % 11 === 0 ? null : ACME,
      startedAt: new Date(T0 - (i % 30) * HOUR + ((i * 7919) % HOUR)).toISOString(),
      durationMs: (i * 7919) % 30_000 < 15_000 ? (i * 37) % 400 : (i * 7919) % 60_000,
      url: urls[(i * 3) % urls.length]!,
      status,
      error,
    });
  });
}

describe('the SQL twins of the charts functions', () => {
  it('put durations in the buckets durationBucket does', async () => {
    const { rows } = await db.query<{ ms: number; bucket: number }>(
      `SELECT ms, observability.duration_bucket(ms) AS bucket
       FROM (SELECT generate_series(0, 70000) AS ms
             UNION ALL SELECT unnest(ARRAY[99999999, 2147483647])
             -- Around every power of two, where a float log2 could round the wrong way.
             UNION ALL SELECT ((1::bigint << k) + d)::int FROM generate_series(17, 30) AS k, unnest('{-1,0,1}'::int[]) AS d
             UNION ALL SELECT 2147483646) AS m`,
    );
    const wrong = rows.filter((r) => r.bucket !== durationBucket(r.ms));
    expect(wrong).toEqual([]);
    expect(rows.length).toBe(70_001 + 2 + 14 * 3 + 1);
  });

  it('name errors and endpoints as errorKind and endpointKind do', async () => {
    const cases: [number | null, string | null][] = [
      [200, null],
      [302, null],
      [101, null],
      [401, null],
      [500, 'too_large'],
      [200, 'too_large'],
      [null, 'timeout'],
      [null, null],
    ];
    const { rows: kinds } = await db.query<{ kind: string | null }>(
      `SELECT observability.error_kind(s, e) AS kind
       FROM unnest($1::int[], $2::text[]) WITH ORDINALITY AS c(s, e, n) ORDER BY n`,
      [cases.map((c) => c[0]), cases.map((c) => c[1])],
    );
    expect(kinds.map((r) => r.kind)).toEqual(
      cases.map(([response_status, error_code]) => errorKind({ response_status, error_code })),
    );

    const urls = [
      'https://x.test/ifttt/v1/triggers/new_entry',
      'https://x.test/ifttt/v1/triggers/new_entry/',
      'HTTP://x.test:8080/a/b/switchyard/v1/actions/post?next=/v1/triggers/x#frag',
      'https://x.test/ifttt/v1/triggers/new_entry/fields/f/options',
      'https://x.test/ifttt/v1/triggers/new_entry/trigger_identity/abc',
      'https://x.test/ifttt/v1/actions',
      'https://x.test/v1/actions/post',
      'https://x.test/notes?next=/ifttt/v1/triggers/new_entry',
      'https://x.test/ifttt/v1/status',
      'https://x.test/ifttt/v1/triggers/v1/actions/x',
      'https://host/v1/triggers/x',
      'https:///ifttt/v1/triggers/x',
      'https://x.test/ifttt/V1/triggers/x',
      'https://x.test/ifttt/v1/actions/post#/more/v1/triggers/x',
      'https://x.test/ifttt/v1/actions/post\n/a/v1/triggers/x',
      'mailto:someone/ifttt/v1/actions/post',
      'not a url /ifttt/v1/actions/post',
      '',
    ];
    const { rows: endpoints } = await db.query<{ kind: string | null }>(
      `SELECT observability.endpoint_kind(u) AS kind FROM unnest($1::text[]) WITH ORDINALITY AS c(u, n) ORDER BY n`,
      [urls],
    );
    expect(endpoints.map((r) => r.kind)).toEqual(urls.map(endpointKind));
  });
});

describe('rollups kept as logs arrive', () => {
  it('adds a stored batch to its service, hour and organization', async () => {
    const hour = (h: number, minute = 5) => new Date(T0 + h * HOUR + minute * 60_000).toISOString();
    await storeTransactions(db, [
      event({ durationMs: 100 }),
      event({ durationMs: 300, startedAt: hour(0, 59) }),
      event({ url: 'https://daybook.test/ifttt/v1/actions/create_entry', durationMs: 40, status: 500 }),
      event({ url: 'https://daybook.test/ifttt/v1/status', status: 401, durationMs: 5 }),
      event({ status: null, error: { code: 'timeout', message: 'late' }, durationMs: 30_000 }),
      event({ startedAt: hour(-1), durationMs: 50 }),
      event({ organizationId: null, durationMs: 7 }),
      event({ serviceId: LEDGER, organizationId: BIGCO, status: 204, url: 'https://ledger.test/x' }),
      event({ serviceId: null, organizationId: null }),
    ]);
    expect(await rollupsOf()).toEqual([
      {
        service_id: LEDGER,
        organization_id: BIGCO,
        hour: hour(0, 0),
        success_count: 1,
        error_count: 0,
        errors: {},
        trigger_ms: {},
        action_ms: {},
      },
      {
        service_id: DAYBOOK,
        organization_id: ACME,
        hour: hour(-1, 0),
        success_count: 1,
        error_count: 0,
        errors: {},
        trigger_ms: { [durationBucket(50)]: 1 },
        action_ms: {},
      },
      {
        service_id: DAYBOOK,
        organization_id: null,
        hour: hour(0, 0),
        success_count: 1,
        error_count: 0,
        errors: {},
        trigger_ms: { '7': 1 },
        action_ms: {},
      },
      {
        service_id: DAYBOOK,
        organization_id: ACME,
        hour: hour(0, 0),
        success_count: 2,
        error_count: 3,
        errors: { 'HTTP 500': 1, 'HTTP 401': 1, timeout: 1 },
        trigger_ms: { [durationBucket(100)]: 1, [durationBucket(300)]: 1, [durationBucket(30_000)]: 1 },
        action_ms: { [durationBucket(40)]: 1 },
      },
    ]);

    // The next batch adds to the same rows.
    await storeTransactions(db, [event({ durationMs: 100 }), event({ status: 500, durationMs: 100 })]);
    const daybook = (await rollupsOf()).find(
      (r) => r.service_id === DAYBOOK && r.organization_id === ACME && r.hour === hour(0, 0),
    )!;
    expect(daybook).toMatchObject({
      success_count: 3,
      error_count: 4,
      errors: { 'HTTP 500': 2, 'HTTP 401': 1, timeout: 1 },
    });
    expect(daybook.trigger_ms[durationBucket(100)]).toBe(3);
  });

  it('counts a redelivered event once, also within a batch of new ones and delivered twice at once', async () => {
    const first = [event(), event({ status: 500 }), event({ serviceId: LEDGER })];
    await storeTransactions(db, first);
    const once = await rollupsOf();
    await storeTransactions(db, first);
    expect(await rollupsOf()).toEqual(once);

    const next = event({ status: 502 });
    await Promise.all([storeTransactions(db, [...first, next]), storeTransactions(db, [next, ...first])]);
    const daybook = (await rollupsOf()).find((r) => r.service_id === DAYBOOK)!;
    expect(daybook).toMatchObject({
      success_count: 1,
      error_count: 2,
      errors: { 'HTTP 500': 1, 'HTTP 502': 1 },
    });
    const { rows } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM observability.transaction_logs',
    );
    expect(rows[0]!.n).toBe(4);
  });

  it('adds up batches stored at the same time, whatever order they touch the rows in', async () => {
    const batches = Array.from({ length: 8 }, (_, b) => {
      const calls = Array.from({ length: 30 }, (_, i) =>
        event({
          startedAt: new Date(T0 + (i % 3) * HOUR).toISOString(),
          organizationId: i % 2 ? ACME : null,
          status: i % 4 === 0 ? 500 : 200,
          durationMs: 10 * i,
        }),
      );
      return b % 2 ? calls.reverse() : calls;
    });
    await Promise.all(batches.map((calls) => storeTransactions(db, calls)));
    const rows = await rollupsOf();
    expect(rows).toHaveLength(6); // 3 hours × (Acme, no organization)
    expect(rows.reduce((n, r) => n + r.success_count, 0)).toBe(8 * 30 - 8 * 8);
    expect(rows.reduce((n, r) => n + r.error_count, 0)).toBe(8 * 8);
    const triggers = rows.flatMap((r) => Object.values(r.trigger_ms)).reduce((a, b) => a + b, 0);
    expect(triggers).toBe(8 * 30);
  });
});

describe('the backfill and rebuildRollups', () => {
  it('rebuilds from the logs exactly what storing them kept', async () => {
    const calls = variedCalls(600);
    for (let i = 0; i < calls.length; i += 75) await storeTransactions(db, calls.slice(i, i + 75));
    const incremental = await rollupsOf();
    expect(incremental.length).toBeGreaterThan(40);
    expect(incremental.some((r) => r.organization_id === null)).toBe(true);
    expect(incremental.some((r) => Object.keys(r.action_ms).length > 0)).toBe(true);

    expect(await rebuildRollups(db)).toBe(incremental.length);
    expect(await rollupsOf()).toEqual(incremental);

    // One service: its rows again, the others' left as they are.
    await db.query(
      `UPDATE observability.service_rollups SET success_count = 0, errors = '{}' WHERE service_id = $1`,
      [DAYBOOK],
    );
    await db.query(`UPDATE observability.service_rollups SET success_count = -1 WHERE service_id = $1`, [
      LEDGER,
    ]);
    await rebuildRollups(db, { serviceId: DAYBOOK });
    const after = await rollupsOf();
    expect(after.filter((r) => r.service_id === DAYBOOK)).toEqual(
      incremental.filter((r) => r.service_id === DAYBOOK),
    );
    expect(after.filter((r) => r.service_id === LEDGER).every((r) => r.success_count === -1)).toBe(true);
  });

  it('backfills, in the migration, the rollups of the logs stored before it', async () => {
    const calls = variedCalls(300);
    await storeTransactions(db, calls);
    const incremental = await rollupsOf();

    // A database migrated up to the migration before the rollups, holding the same logs.
    const dir = mkdtempSync(join(tmpdir(), 'observability-before-rollups-'));
    const { migrations } = observabilityDomain;
    for (const file of readdirSync(migrations.dir).filter((f) => f.endsWith('.sql') && f < '0004'))
      cpSync(join(migrations.dir, file), join(dir, file));
    const before = await createTestDb([{ ...migrations, dir }]);
    try {
      const { rows: logs } = await db.query<{ logs: unknown }>(
        'SELECT json_agg(l) AS logs FROM observability.transaction_logs l',
      );
      await before.query(
        `INSERT INTO observability.transaction_logs
         SELECT * FROM json_populate_recordset(NULL::observability.transaction_logs, $1::json)`,
        [JSON.stringify(logs[0]!.logs)],
      );
      const applied = await migrate(before, [migrations]);
      expect(applied).toContain('observability/0004_rollups.sql');
      expect(await rollupsOf(before)).toEqual(incremental);
    } finally {
      await before.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('retention', () => {
  it('deletes the rollups of the hours wholly older than the retention, with the logs', async () => {
    const now = new Date(T0 + 30 * 60_000); // 10:30
    const daysAgo = (d: number, plusHours = 0) => new Date(now.getTime() - d * 24 * HOUR + plusHours * HOUR);
    await storeTransactions(db, [
      event({ startedAt: daysAgo(31).toISOString() }),
      event({ startedAt: daysAgo(30, -0.6).toISOString() }), // 09:xx thirty days ago: gone
      event({ startedAt: daysAgo(30, -0.1).toISOString() }), // 10:24 thirty days ago: its hour is not over
      event({ startedAt: daysAgo(2).toISOString() }),
    ]);
    expect(await rollupsOf()).toHaveLength(4);
    expect(await deleteExpiredRollups(db, { retentionDays: 30, now })).toBe(2);
    expect(await deleteExpiredLogs(db, { retentionDays: 30, now })).toBe(3);
    expect((await rollupsOf()).map((r) => r.hour)).toEqual([
      new Date(T0 - 30 * 24 * HOUR).toISOString(),
      new Date(T0 - 2 * 24 * HOUR).toISOString(),
    ]);
  });
});
