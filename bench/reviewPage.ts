import { diffSnapshots, type ServiceSnapshot } from '@switchyard/review-common/diff';
import { api, inFours, loadsAt1And10 } from './channelQuery';
import { percentile, median } from './lib/stats';
import type { SignedIn } from './lib/session';
import type { LoadResult } from './throughput';
import { measureWeb, type LcpResult } from './web';

/** The service figure 12 builds: a staging clone of acme_weather grown to this size. */
export const reviewedService = {
  triggers: 50,
  queries: 20,
  actions: 50,
  fieldsPerStep: 2,
  ingredientsPerTrigger: 2,
};

/** What the review page asks for its sections (reviewOperations.graphql ReviewDetails). */
export const reviewQuery = `query ReviewDetails($module_name: String!) {
  me { id login review_team }
  service(module_name: $module_name) { id module_name icon demo_account_password embedded_redirects
    feedbacks { feedback_path index feedback username from_review_team time }
    organization { id users { id login name email } }
    review { current changes { from_published { original_channel taken_at diffs { path event } }
      from_last_review { original_channel taken_at } }
      most_recent_endpoint_test_result { failed timestamp } progress { passing failed_tests } } } }`;

export interface ReviewPageResult {
  service: typeof reviewedService & { moduleName: string };
  setupSeconds: number;
  /** diffSnapshots in this process, as the page runs it: median and p95 of `runs` runs. */
  diff: { base: string; changes: number; runs: number; medianMs: number; p95Ms: number }[];
  loads: { connections: number; load: LoadResult }[];
  lcp: LcpResult;
}

/** Clones the published acme_weather (a staging service) and grows it to 50 triggers, 20 queries, 50 actions. */
export async function buildReviewedService(base: string, session: SignedIn): Promise<string> {
  const client = api(base, session);
  const { module_name: moduleName } = (await client.rest('/services/acme_weather/clone', {})) as {
    module_name: string;
  };
  const calls: (() => Promise<unknown>)[] = [];
  for (let t = 0; t < reviewedService.triggers; t++) {
    const { triggerCreate } = await client.graphql<{
      triggerCreate: { trigger: { id: string } | null; errors: unknown[] };
    }>(
      `mutation($m: String!, $n: String!, $s: String) { triggerCreate(channel_module_name: $m, trigger_type: "protocol", name: $n, slug: $s,
        description: "This trigger fires when something new happens.", verbiage: "something new") { trigger { id } errors { message } } }`,
      { m: moduleName, n: `Bench trigger ${t}`, s: `bench_trigger_${String(t).padStart(2, '0')}` },
    );
    if (!triggerCreate.trigger) throw new Error(`triggerCreate: ${JSON.stringify(triggerCreate.errors)}`);
    const path = `/services/${moduleName}/triggers/${triggerCreate.trigger.id}`;
    for (let f = 0; f < reviewedService.fieldsPerStep; f++)
      calls.push(() =>
        client.rest(`${path}/trigger_fields`, {
          partner_trigger_field: {
            name: `Field ${f}`,
            slug: `field_${f}`,
            trigger_field_type: 1,
            helper_text: 'What to watch.',
          },
        }),
      );
    for (let i = 0; i < reviewedService.ingredientsPerTrigger; i++)
      calls.push(() =>
        client.rest(`${path}/ingredients`, {
          partner_trigger_ingredient: {
            name: `Ingredient${i}`,
            slug: `ingredient_${i}`,
            note: 'A value.',
            value_type: 'string',
            example: 'x',
          },
        }),
      );
  }
  for (let a = 0; a < reviewedService.actions; a++) {
    const { actionCreate } = await client.graphql<{
      actionCreate: { action: { id: string } | null; errors: unknown[] };
    }>(
      `mutation($m: String!, $n: String!, $s: String!) { actionCreate(channel_module_name: $m, name: $n, slug: $s,
        description: "This action does something.", verbiage: "do something") { action { id } errors { message } } }`,
      { m: moduleName, n: `Bench action ${a}`, s: `bench_action_${String(a).padStart(2, '0')}` },
    );
    if (!actionCreate.action) throw new Error(`actionCreate: ${JSON.stringify(actionCreate.errors)}`);
    const path = `/services/${moduleName}/actions/${actionCreate.action.id}/action_fields`;
    for (let f = 0; f < reviewedService.fieldsPerStep; f++)
      calls.push(() =>
        client.rest(path, {
          partners_action_field: {
            name: `Field ${f}`,
            slug: `field_${f}`,
            action_field_type: 13,
            helper_text: '',
            required: false,
            shareable: true,
          },
        }),
      );
  }
  for (let q = 0; q < reviewedService.queries; q++) {
    const { queryCreate } = await client.graphql<{
      queryCreate: { query: { id: string } | null; errors: unknown[] };
    }>(
      `mutation($m: String!, $q: String!, $n: String!) { queryCreate(channel_module_name: $m, module_name: $q, name: $n,
        description: "Lists recent things.") { query { id } errors { message } } }`,
      { m: moduleName, q: `bench_query_${String(q).padStart(2, '0')}`, n: `Bench query ${q}` },
    );
    if (!queryCreate.query) throw new Error(`queryCreate: ${JSON.stringify(queryCreate.errors)}`);
  }
  await inFours(calls);
  return moduleName;
}

/** A last review that differs from `current`: 10 triggers changed since, 5 added, 5 gone, the actions reordered. */
function reviewedBefore(current: ServiceSnapshot): ServiceSnapshot {
  const base: ServiceSnapshot = structuredClone(current);
  const triggers = base.lists.triggers;
  for (const t of triggers.slice(0, 10)) t.properties.description = 'What it said at the last review.';
  base.lists.triggers = triggers.slice(0, -5).concat(
    Array.from({ length: 5 }, (_, i) => ({
      key: `removed_since_${i}`,
      properties: { name: `Removed ${i}` },
    })),
  );
  base.lists.actions = [...base.lists.actions].reverse();
  return base;
}

function timeDiff(label: string, current: ServiceSnapshot, base: ServiceSnapshot, runs = 200) {
  const samples: number[] = [];
  let changes = 0;
  for (let i = 0; i < runs; i++) {
    const since = performance.now();
    changes = diffSnapshots('review', current, base).changes.length;
    samples.push(performance.now() - since);
  }
  return { base: label, changes, runs, medianMs: median(samples), p95Ms: percentile(samples, 95) };
}

/**
 * Figure 12: the review page of a service with 50 triggers, 20 queries and 50 actions (a staging
 * clone, so it has a published base): diff computation time, the page's GraphQL query through the
 * gateway (p50, p95 at 1 and 10 connections), and the page's LCP.
 */
export async function measureReviewPage(opts: {
  gatewayBase: string;
  session: SignedIn;
  seconds?: number;
}): Promise<ReviewPageResult> {
  const { seconds = 5 } = opts;
  const since = performance.now();
  const moduleName = await buildReviewedService(opts.gatewayBase, opts.session);
  const setupSeconds = (performance.now() - since) / 1000;
  const gql = api(opts.gatewayBase, opts.session);
  type Answer = {
    service: {
      review: {
        current: ServiceSnapshot;
        changes: { from_published: { original_channel: ServiceSnapshot; diffs: unknown[] } | null };
      };
    };
  };
  // Review learns of the last change through an event: wait until its copy has everything.
  let answer: Answer | null = null;
  for (const end = Date.now() + 20_000; Date.now() < end;) {
    answer = await gql.graphql<Answer>(reviewQuery, { module_name: moduleName });
    const lists = answer.service.review.current.lists;
    const fields = lists.actions.reduce((n, a) => n + (a.children?.fields?.length ?? 0), 0);
    if (
      lists.triggers.length === reviewedService.triggers + 1 &&
      lists.queries.length === reviewedService.queries &&
      fields === reviewedService.actions * reviewedService.fieldsPerStep + 1
    )
      break;
    answer = null;
    await new Promise((r) => setTimeout(r, 200));
  }
  if (!answer) throw new Error('review did not receive the whole configuration within 20 s');
  const { current, changes } = answer.service.review;
  if (!changes.from_published) throw new Error('the staging clone has no published base');
  const diff = [
    timeDiff('the published original (everything new)', current, changes.from_published.original_channel),
    timeDiff(
      'a last review: 10 steps changed, 5 added, 5 gone, actions reordered',
      current,
      reviewedBefore(current),
    ),
  ];
  const loads = await loadsAt1And10(opts.gatewayBase, opts.session, {
    label: `review of ${moduleName}`,
    query: reviewQuery,
    variables: { module_name: moduleName },
    seconds,
    check: (json) => Boolean((json as { data?: { service?: { review?: unknown } } }).data?.service?.review),
  });
  const web = await measureWeb(opts.gatewayBase, opts.session, [
    { label: 'the review page', path: `/reviews/${moduleName}`, heading: 'Review of Acme Weather' },
  ]);
  return { service: { ...reviewedService, moduleName }, setupSeconds, diff, loads, lcp: web.pages[0].lcp };
}
