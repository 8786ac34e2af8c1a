import { hammerTarget, type LoadResult } from './throughput';
import type { SignedIn } from './lib/session';

/** The service the figure builds, through the same API a partner's browser uses. */
export const bigService = { triggers: 50, fieldsPerTrigger: 10, ingredientsPerTrigger: 5 };

export const channelQuery = `query Channel($m: String!) { channel(module_name: $m) { id module_name name published
  triggers { id name slug description trigger_type feed_url weight field_options_url_template field_validation_url_template
    fields { id name slug trigger_field_type helper_text shareable populator_values { name value } regex_value regex_error_message weight }
    ingredients { id name slug note value_type example weight } }
  queries { id name module_name description weight } } }`;

export interface ChannelQueryResult {
  service: typeof bigService & { moduleName: string };
  /** Seconds to build it: 1 service, 50 triggers, 500 field and 250 ingredient REST calls. */
  setupSeconds: number;
  /** One connection (what one partner waits), then ten at once (the server busy). */
  loads: { connections: number; load: LoadResult }[];
}

export interface Api {
  graphql<T>(query: string, variables: Record<string, unknown>): Promise<T>;
  /** POST that must answer 201; its JSON body. */
  rest(path: string, body: Record<string, unknown>): Promise<Record<string, unknown>>;
}

export function api(base: string, session: SignedIn): Api {
  const headers = {
    'content-type': 'application/json',
    accept: 'application/json',
    cookie: session.cookie,
    'x-csrf-token': session.csrfToken,
  };
  return {
    async graphql<T>(query: string, variables: Record<string, unknown>) {
      const res = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(10_000),
      });
      const json = (await res.json()) as { data?: T; errors?: unknown[] };
      if (!res.ok || json.errors?.length || !json.data) {
        throw new Error(`GraphQL answered ${res.status}: ${JSON.stringify(json).slice(0, 300)}`);
      }
      return json.data;
    },
    async rest(path: string, body: Record<string, unknown>) {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      const text = await res.text();
      if (res.status !== 201) throw new Error(`POST ${path} answered ${res.status}: ${text.slice(0, 300)}`);
      return JSON.parse(text) as Record<string, unknown>;
    },
  };
}

const fieldOf = (t: number, f: number) => {
  const slug = `field_${f}`;
  const base = { name: `Field ${f} of trigger ${t}`, slug, helper_text: 'What the Applet should watch for.' };
  // A mix of the types partners use: plain text, a static dropdown, a regex.
  if (f % 3 === 1) {
    return {
      ...base,
      trigger_field_type: 6,
      populator_values: [
        { name: 'First', value: 'first' },
        { name: 'Second', value: 'second' },
        { name: 'Third', value: 'third' },
      ],
    };
  }
  if (f % 3 === 2)
    return {
      ...base,
      trigger_field_type: 4,
      regex_value: '^[a-z]+$',
      regex_error_message: 'Use lowercase letters.',
    };
  return { ...base, trigger_field_type: 1 };
};

/** Builds the big service in the organization, with a few requests in flight at once. */
export async function buildService(client: Api, organizationId: string, moduleName: string) {
  const created = await client.graphql<{
    serviceCreate: { service: { module_name: string } | null; errors: unknown[] };
  }>(
    'mutation($o: ID!, $n: String!, $m: String) { serviceCreate(organization_id: $o, name: $n, module_name: $m) { service { module_name } errors { attribute message } } }',
    { o: organizationId, n: 'Bench Fifty Triggers', m: moduleName },
  );
  if (!created.serviceCreate.service)
    throw new Error(`serviceCreate: ${JSON.stringify(created.serviceCreate.errors)}`);
  const triggerIds: string[] = [];
  for (let t = 0; t < bigService.triggers; t++) {
    const { triggerCreate } = await client.graphql<{
      triggerCreate: { trigger: { id: string } | null; errors: unknown[] };
    }>(
      `mutation($m: String!, $n: String!, $s: String) { triggerCreate(channel_module_name: $m, trigger_type: "protocol", name: $n, slug: $s,
        description: "This trigger fires when something new happens.") { trigger { id } errors { attribute message } } }`,
      { m: moduleName, n: `Trigger ${t}`, s: `trigger_${String(t).padStart(2, '0')}` },
    );
    if (!triggerCreate.trigger) throw new Error(`triggerCreate: ${JSON.stringify(triggerCreate.errors)}`);
    triggerIds.push(triggerCreate.trigger.id);
  }
  const calls: (() => Promise<unknown>)[] = [];
  triggerIds.forEach((id, t) => {
    const path = `/services/${moduleName}/triggers/${id}`;
    for (let f = 0; f < bigService.fieldsPerTrigger; f++) {
      calls.push(() => client.rest(`${path}/trigger_fields`, { partner_trigger_field: fieldOf(t, f) }));
    }
    for (let i = 0; i < bigService.ingredientsPerTrigger; i++) {
      calls.push(() =>
        client.rest(`${path}/ingredients`, {
          partner_trigger_ingredient: {
            name: `Ingredient${i}`,
            slug: `ingredient_${i}`,
            note: 'The value the service sends with each event.',
            value_type: i % 2 ? 'datetime' : 'string',
            example: 'An example value',
          },
        }),
      );
    }
  });
  await inFours(calls);
}

/** Runs the calls four at a time: each write locks its service, so more would only queue. */
export async function inFours(calls: (() => Promise<unknown>)[]) {
  for (let i = 0; i < calls.length; i += 4) await Promise.all(calls.slice(i, i + 4).map((c) => c()));
}

/**
 * Figure 6: the channel query with its triggers, fields and ingredients for a service of 50
 * triggers with 10 fields each, through the gateway, at `connections` concurrent connections.
 */
export async function measureChannelQuery(opts: {
  gatewayBase: string;
  session: SignedIn;
  organizationId: string;
  seconds?: number;
}): Promise<ChannelQueryResult> {
  const { seconds = 10 } = opts;
  const client = api(opts.gatewayBase, opts.session);
  const moduleName = `bench_${Date.now().toString(36)}`;
  const since = performance.now();
  await buildService(client, opts.organizationId, moduleName);
  const setupSeconds = (performance.now() - since) / 1000;

  const check = await client.graphql<{
    channel: { triggers: { fields: unknown[]; ingredients: unknown[] }[] };
  }>(channelQuery, { m: moduleName });
  const triggers = check.channel.triggers;
  const fields = triggers.reduce((n, t) => n + t.fields.length, 0);
  if (
    triggers.length !== bigService.triggers ||
    fields !== bigService.triggers * bigService.fieldsPerTrigger
  ) {
    throw new Error(`the channel query answered ${triggers.length} triggers and ${fields} fields`);
  }
  const loads = await loadsAt1And10(opts.gatewayBase, opts.session, {
    label: `channel(${moduleName})`,
    query: channelQuery,
    variables: { m: moduleName },
    seconds,
    check: (json) => Boolean((json as { data?: { channel?: unknown } }).data?.channel),
  });
  return {
    service: { ...bigService, moduleName },
    setupSeconds,
    loads,
  };
}

/** One GraphQL query through the gateway, signed in: at 1 connection, then at 10 (2 s warm-up each). */
export async function loadsAt1And10(
  gatewayBase: string,
  session: SignedIn,
  q: {
    label: string;
    query: string;
    variables: Record<string, unknown>;
    seconds: number;
    check: (json: unknown) => boolean;
  },
): Promise<{ connections: number; load: LoadResult }[]> {
  const body = JSON.stringify({ query: q.query, variables: q.variables });
  const loads: { connections: number; load: LoadResult }[] = [];
  for (const connections of [1, 10]) {
    const load = await hammerTarget(
      {
        label: `${q.label}, ${connections} connection${connections > 1 ? 's' : ''}`,
        url: `${gatewayBase}/graphql`,
        headers: () => ({
          'content-type': 'application/json',
          accept: 'application/json',
          cookie: session.cookie,
          'x-csrf-token': session.csrfToken,
        }),
        body,
      },
      { connections, warmupSeconds: 2, seconds: q.seconds, check: q.check },
    );
    loads.push({ connections, load });
  }
  return loads;
}
