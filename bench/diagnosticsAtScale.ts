/**
 * Figure 20's other suites (issue 37): the charts page's query and the platform feedback page's, on
 * the same throw-away database as the 1,000,000 logs (bench/logsAtScale.ts), through the gateway as
 * the pages ask (their own operations), signed in as olivia (Acme, which owns Daybook).
 *
 * - charts: the logs were written with SQL, so the rollups the charts read are made first with the
 *   domain's own `rebuildRollups` (what an operator runs after an upgrade); then `serviceCharts` for
 *   50 points (a wide page) and 25 (a phone). Target p95 ≤ 100 ms.
 * - feedback page: 100,000 opinions of Daybook's applets and connections (most with a text, some
 *   reported, a few hidden), given by the demo users over the 30 days, written with SQL; then the
 *   page's first page newest first and oldest first, the next page by its cursor and the previous
 *   page back from there. Target p95 ≤ 50 ms.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { rebuildRollups } from '@switchyard/observability-subgraph/src/charts/rollups';
import { askGraphql } from './lib/session';
import type { ScaleContext, ScaleMeasurement, ScaleSuite } from './logsAtScale';

const root = resolve(__dirname, '..');
const operations = (path: string) =>
  readFileSync(join(root, 'mfe-observability/web/src/pages', path), 'utf8');

export const FEEDBACK_ITEMS = Number(process.env.BENCH_FEEDBACK || 100_000);
export const diagnosticsTargets = { chartsP95Ms: 100, feedbackPageP95Ms: 50 };

/** Acme Weather: the other service of the demo connection (context_channel on every item). */
const ACME_WEATHER = '20000000-0000-4000-8000-000000000001';

interface ChartsAnswer {
  serviceCharts: { points: { success_count: number; error_count: number }[]; error_breakdown: unknown[] };
}

export const chartsSuite: ScaleSuite = {
  name: 'charts page',
  async prepare({ db, service }) {
    await rebuildRollups(db, { serviceId: service.id });
  },
  measurements: ({ service }) =>
    [50, 25].map((points): ScaleMeasurement => ({
      label: `serviceCharts, the last ${points} hours`,
      targetP95Ms: diagnosticsTargets.chartsP95Ms,
      query: operations('ChartsPage/chartsOperations.graphql'),
      operationName: 'ServiceCharts',
      variables: { service_id: service.id, points },
      check: (data: ChartsAnswer) => {
        const got = data.serviceCharts.points;
        const calls = got.reduce((sum, p) => sum + p.success_count + p.error_count, 0);
        if (got.length !== points || calls === 0)
          throw new Error(`charts: ${got.length} points, ${calls} calls`);
        return `${calls.toLocaleString('en-US')} calls, ${data.serviceCharts.error_breakdown.length} error kinds`;
      },
    })),
};

/** 100,000 opinions of the service's applets, one per (user, applet), over the last 30 days. */
async function generateFeedback({ db, service }: ScaleContext): Promise<void> {
  const users = await db.query<{ id: string }>('SELECT id FROM identity.users ORDER BY login');
  const ids = users.rows.map((u) => u.id);
  await db.query(
    `WITH made AS (
       SELECT g,
              md5('bench-feedback-' || g)::uuid AS id,
              md5('bench-applet-' || g)::uuid AS applet_id,
              ($2::uuid[])[1 + g % array_length($2::uuid[], 1)] AS user_id,
              now() - (g::float / $1) * interval '30 days' AS created_at,
              g % 3 <> 0 AS liked
         FROM generate_series(1, $1) AS g
     ), stored AS (
       INSERT INTO observability.applet_feedback
         (id, user_id, kind, applet_id, applet_name, liked, opinion_code, text, service_ids, created_at,
          reported, hidden)
       SELECT id, user_id, CASE WHEN g % 4 = 0 THEN 'connection' ELSE 'applet' END, applet_id,
              'Journal applet ' || g, liked,
              CASE WHEN liked THEN NULL ELSE (ARRAY['unexpected','not_useful','too_slow','others','no_response'])[1 + g % 5] END,
              CASE WHEN g % 5 = 0 THEN NULL ELSE 'Entry ' || g || ' arrived as expected, mostly.' END,
              ARRAY[$3::uuid, $4::uuid], created_at, g % 50 = 0, g % 500 = 0
         FROM made
       RETURNING id, applet_id, created_at, reported, hidden
     )
     INSERT INTO observability.applet_feedback_services
       (feedback_id, service_id, context_service_id, applet_id, created_at, hidden, reported)
     SELECT id, $3::uuid, $4::uuid, applet_id, created_at, hidden, reported FROM stored`,
    [FEEDBACK_ITEMS, ids, service.id, ACME_WEATHER],
  );
  await db.query('VACUUM ANALYZE observability.applet_feedback, observability.applet_feedback_services');
}

interface FeedbackAnswer {
  appletFeedback: {
    items: { id: string }[];
    startCursor: string | null;
    endCursor: string | null;
    hasNextPage: boolean;
    total_count: number;
  };
}

export const feedbackPageSuite: ScaleSuite = {
  name: 'feedback page',
  prepare: generateFeedback,
  async measurements(ctx) {
    const query = operations('FeedbackPage/feedbackOperations.graphql');
    const page = (label: string, vars: Record<string, unknown>): ScaleMeasurement => ({
      label,
      targetP95Ms: diagnosticsTargets.feedbackPageP95Ms,
      query,
      operationName: 'AppletFeedbackList',
      variables: {
        service_id: ctx.service.id,
        order: 'created_at_desc',
        cursor: null,
        direction: 'next',
        first: 20,
        reported_only: false,
        ...vars,
      },
      check: (data: FeedbackAnswer) => {
        const p = data.appletFeedback;
        if (p.items.length !== 20) throw new Error(`${label}: ${p.items.length} items`);
        return `20 of ${p.total_count.toLocaleString('en-US')}`;
      },
    });
    const first = page('the newest 20', {});
    // The second page's cursor, as the page's Next button sends it, and back from the third.
    const answer = (await askGraphql(ctx.gatewayBase, ctx.session, first)) as FeedbackAnswer;
    const second = page('the next 20 (cursor)', { cursor: answer.appletFeedback.endCursor });
    const third = (await askGraphql(ctx.gatewayBase, ctx.session, second)) as FeedbackAnswer;
    return [
      first,
      page('the oldest 20', { order: 'created_at_asc' }),
      second,
      page('the previous 20 (cursor)', { cursor: third.appletFeedback.startCursor, direction: 'previous' }),
    ];
  },
};
