import { randomUUID } from 'node:crypto';
import type { TransactionRecorded } from '@switchyard/events';
import type { RequestContext } from '@switchyard/server-kit';
import { createTestDb } from '@switchyard/server-kit/testing';
import { testSettings } from '@switchyard/server-kit/settings';
import { graphql } from 'graphql';
import { observabilityDomain } from '../index';
import { storeTransactions } from '../transactions/transactionStore';
import { hourOf } from './callKinds';
import { readServiceCharts, type ServiceCharts } from './serviceCharts';
import { as, signedOut } from '../testing/requestContexts';

jest.setTimeout(120_000); // a first embedded database takes seconds to create

type Db = Awaited<ReturnType<typeof createTestDb>>;
let db: Db;

const ACME = '10000000-0000-4000-8000-00000000000a';
const BIGCO = '10000000-0000-4000-8000-00000000000b';
const DAYBOOK = '20000000-0000-4000-8000-0000000000d1';
const LEDGER = '20000000-0000-4000-8000-0000000000b1';
const HOUR = 60 * 60_000;
/** When the stored calls were made: a few minutes into the current hour, and hours before. */
const startedAt = Date.now();
const hoursAgo = (h: number) => new Date(startedAt - h * HOUR);

const acmeMember = as({ [ACME]: 'member' });
const bigcoOwner = as({ [BIGCO]: 'owner' });
const noOrganization = as({});
const staff = as({}, true);

const CHARTS = `query Charts($service_id: ID!, $points: Int) {
  serviceCharts(service_id: $service_id, points: $points) {
    points { hour success_count error_count ratio trigger_p90_ms action_p90_ms }
    error_breakdown { kind count percentage }
  }
}`;

async function charts(ctx: RequestContext, variables: Record<string, unknown>) {
  const r = await graphql({
    schema: observabilityDomain.schema({ db, settings: testSettings() }),
    source: CHARTS,
    contextValue: ctx,
    variableValues: variables,
  });
  return { errors: r.errors, charts: r.data?.serviceCharts as ServiceCharts | undefined };
}

const event = (over: Partial<TransactionRecorded>): { id: string; data: TransactionRecorded } => ({
  id: randomUUID(),
  data: {
    type: 'applet_run',
    userId: null,
    organizationId: ACME,
    serviceId: DAYBOOK,
    moduleName: 'daybook',
    startedAt: hoursAgo(0).toISOString(),
    durationMs: 100,
    method: 'POST',
    url: 'https://daybook.test/ifttt/v1/triggers/new_entry',
    requestHeaders: {},
    requestBody: null,
    requestBodyTruncated: false,
    status: 200,
    responseHeaders: {},
    responseBody: null,
    responseBodyTruncated: false,
    error: null,
    ...over,
  },
});

/** The durations of the trigger checks stored this hour, and of the actions two hours ago. */
const triggerMs = Array.from(
  { length: 200 },
  (_, i) => 40 + ((i * 7919) % 200) + (i % 10 === 0 ? 3_000 + i : 0),
);
const actionMs = Array.from({ length: 30 }, (_, i) => 500 + i * 37);

beforeAll(async () => {
  db = await createTestDb([observabilityDomain.migrations]);
  await storeTransactions(db, [
    ...triggerMs.map((durationMs) => event({ durationMs })),
    ...actionMs.map((durationMs) =>
      event({
        durationMs,
        startedAt: hoursAgo(2).toISOString(),
        url: 'https://daybook.test/ifttt/v1/actions/post',
      }),
    ),
    // Errors: three kinds, 3 + 3 + 1 of them over the hours shown, one more 60 hours ago.
    ...[500, 500, 500, 401, 401, 401].map((status) =>
      event({ status, startedAt: hoursAgo(5).toISOString() }),
    ),
    event({
      status: null,
      error: { code: 'timeout', message: 'late' },
      startedAt: hoursAgo(5).toISOString(),
    }),
    event({ status: 503, startedAt: hoursAgo(60).toISOString() }),
    // Calls of the service without an organization: staff only.
    event({ organizationId: null, status: 502, startedAt: hoursAgo(7).toISOString() }),
    // Another organization's service.
    event({ serviceId: LEDGER, organizationId: BIGCO, startedAt: hoursAgo(1).toISOString() }),
  ]);
});

afterAll(async () => {
  await db?.drop();
});

/** The point of the hour a moment falls in. */
const pointAt = (c: ServiceCharts, at: Date) => c.points.find((p) => p.hour === hourOf(at).toISOString());

/** d3's quantile (the chart kit's p90 of raw durations). */
function exactP90(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (sorted.length - 1) * 0.9;
  const lower = Math.floor(rank);
  return sorted[lower]! + (rank - lower) * (sorted[lower + 1]! - sorted[lower]!);
}

describe('serviceCharts', () => {
  it('gives a member the last 50 whole hours up to this one, oldest first, -1 where nothing was called', async () => {
    const { errors, charts: c } = await charts(acmeMember, { service_id: DAYBOOK });
    expect(errors).toBeUndefined();
    expect(c!.points).toHaveLength(50);
    const hours = c!.points.map((p) => Date.parse(p.hour));
    const now = hourOf(new Date()).getTime();
    expect(hours[49]).toBe(now);
    expect(hours.every((h, i) => i === 0 || h - hours[i - 1]! === HOUR)).toBe(true);

    expect(pointAt(c!, hoursAgo(0))).toMatchObject({
      success_count: 200,
      error_count: 0,
      ratio: 1,
      action_p90_ms: null,
    });
    expect(pointAt(c!, hoursAgo(5))).toMatchObject({
      success_count: 0,
      error_count: 7,
      ratio: 0,
      trigger_p90_ms: expect.any(Number),
    });
    const quiet = pointAt(c!, hoursAgo(3))!;
    expect(quiet).toEqual({
      hour: hourOf(hoursAgo(3)).toISOString(),
      success_count: 0,
      error_count: 0,
      ratio: -1,
      trigger_p90_ms: null,
      action_p90_ms: null,
    });
    const withCalls = new Set([0, 2, 5].map((h) => hourOf(hoursAgo(h)).toISOString()));
    expect(c!.points.filter((p) => !withCalls.has(p.hour)).every((p) => p.ratio === -1)).toBe(true);
  });

  it('reads the 90th percentile of trigger and action calls close to the exact one of the stored durations', async () => {
    const { charts: c } = await charts(acmeMember, { service_id: DAYBOOK });
    const triggers = pointAt(c!, hoursAgo(0))!.trigger_p90_ms!;
    const actions = pointAt(c!, hoursAgo(2))!.action_p90_ms!;
    expect(Math.abs(triggers - exactP90(triggerMs))).toBeLessThanOrEqual(exactP90(triggerMs) * 0.05);
    expect(Math.abs(actions - exactP90(actionMs))).toBeLessThanOrEqual(exactP90(actionMs) * 0.05);
    expect(pointAt(c!, hoursAgo(2))).toMatchObject({ trigger_p90_ms: null, success_count: 30, ratio: 1 });
  });

  it('breaks the errors of the same hours down by kind, in percent to 2 decimals, largest first', async () => {
    const { charts: c } = await charts(acmeMember, { service_id: DAYBOOK });
    expect(c!.error_breakdown).toEqual([
      { kind: 'HTTP 401', count: 3, percentage: 42.86 },
      { kind: 'HTTP 500', count: 3, percentage: 42.86 },
      { kind: 'timeout', count: 1, percentage: 14.28 },
    ]);
    // Staff also read the calls stored without an organization (and 60 hours ago is never shown).
    const all = (await charts(staff, { service_id: DAYBOOK })).charts!;
    expect(all.error_breakdown.map((e) => [e.kind, e.percentage])).toEqual([
      ['HTTP 401', 37.5],
      ['HTTP 500', 37.5],
      ['HTTP 502', 12.5],
      ['timeout', 12.5],
    ]);
    expect(pointAt(all, hoursAgo(7))).toMatchObject({ error_count: 1, ratio: 0 });
    expect(pointAt(c!, hoursAgo(7))).toMatchObject({ error_count: 0, ratio: -1 });
  });

  it('shows the latest points asked for, 1 to 50', async () => {
    const { charts: c } = await charts(acmeMember, { service_id: DAYBOOK, points: 25 });
    expect(c!.points).toHaveLength(25);
    expect(c!.points[24]!.hour).toBe(hourOf(new Date()).toISOString());
    expect((await charts(acmeMember, { service_id: DAYBOOK, points: 1 })).charts!.points).toHaveLength(1);
    // Only the hour 5 hours ago had errors: with 4 points there are none.
    expect((await charts(acmeMember, { service_id: DAYBOOK, points: 4 })).charts!.error_breakdown).toEqual(
      [],
    );
    for (const points of [0, 51, -3]) {
      const { errors } = await charts(acmeMember, { service_id: DAYBOOK, points });
      expect(errors![0]!.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        errors: [{ attribute: 'points', message: 'must be between 1 and 50' }],
      });
    }
  });

  it('gives someone else an empty chart, the same as for a service that does not exist', async () => {
    const empty = (await charts(acmeMember, { service_id: randomUUID() })).charts!;
    expect(empty.points).toHaveLength(50);
    expect(
      empty.points.every((p) => p.ratio === -1 && p.trigger_p90_ms === null && p.success_count === 0),
    ).toBe(true);
    expect(empty.error_breakdown).toEqual([]);
    for (const ctx of [bigcoOwner, noOrganization]) {
      const { errors, charts: c } = await charts(ctx, { service_id: DAYBOOK });
      expect(errors).toBeUndefined();
      expect(c).toEqual(empty);
    }
    // Their own service is theirs to read, and not Acme's.
    expect(pointAt((await charts(bigcoOwner, { service_id: LEDGER })).charts!, hoursAgo(1))!.ratio).toBe(1);
    expect(pointAt((await charts(acmeMember, { service_id: LEDGER })).charts!, hoursAgo(1))!.ratio).toBe(-1);
  });

  it('gives staff any service', async () => {
    expect(pointAt((await charts(staff, { service_id: LEDGER })).charts!, hoursAgo(1))!.success_count).toBe(
      1,
    );
    expect(pointAt((await charts(staff, { service_id: DAYBOOK })).charts!, hoursAgo(0))!.success_count).toBe(
      200,
    );
  });

  it('refuses signed-out viewers', async () => {
    const { errors, charts: c } = await charts(signedOut, { service_id: DAYBOOK });
    expect(c).toBeUndefined();
    expect(errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
  });
});

describe('the chart query at scale', () => {
  it('reads the rollups through their index, not a scan', async () => {
    // 40 services × 30 days of hours, as the table holds after a month.
    await db.query(
      `INSERT INTO observability.service_rollups (service_id, organization_id, hour, success_count)
       SELECT 'svc-' || s, $1, date_trunc('hour', now()) - h * interval '1 hour', 1
       FROM generate_series(1, 40) AS s, generate_series(1, 720) AS h`,
      [ACME],
    );
    await db.query('ANALYZE observability.service_rollups');
    const at = new Date();
    const plans: string[] = [];
    const explaining = {
      ...db,
      query: async <T>(text: string, params?: unknown[]) => {
        const { rows } = await db.query<Record<string, string>>(`EXPLAIN ${text}`, params);
        plans.push(rows.map((r) => Object.values(r)[0]).join('\n'));
        return { rows: [] as T[], rowCount: 0 };
      },
    };
    await readServiceCharts(explaining, { serviceId: 'svc-7', organizationIds: [ACME], points: 50, now: at });
    await readServiceCharts(explaining, { serviceId: 'svc-7', organizationIds: 'any', points: 50, now: at });
    expect(plans).toHaveLength(2);
    for (const plan of plans) {
      expect(plan).toMatch(
        /Index (Only )?Scan .*service_rollups_key|Bitmap Index Scan on service_rollups_key/,
      );
      expect(plan).not.toMatch(/Seq Scan/);
    }
  });
});
