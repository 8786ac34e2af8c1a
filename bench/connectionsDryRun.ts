/**
 * Figure 17 (issue 35): the connection editor's dry run (spec/connections.md#submit-flow: each
 * feature saved in the 'Feature Settings' modal is checked by updateConnection with dry_run and that
 * one feature), through the figures' gateway, signed in as olivia, on the published demo
 * connection: 200 calls one after the other after 20 warm-up calls. Target: p95 ≤ 100 ms.
 */
import type { SignedIn } from './lib/session';
import { sleep } from './lib/processes';
import { percentile } from './lib/stats';

export interface DryRunResult {
  calls: number;
  p50Ms: number;
  p95Ms: number;
}

const PUBLISHED = 'c0000000-0000-4000-8000-000000000001';
const DAYBOOK = '20000000-0000-4000-8000-000000000100';
const WEATHER = '20000000-0000-4000-8000-000000000001';

const UPDATE = `mutation ($input: UpdateConnectionInput!) {
  updateConnection(input: $input) { applet { id } errors { attribute message } } }`;

const input = {
  id: PUBLISHED,
  dry_run: true,
  owner_module_name: 'daybook',
  connected_channel_module_names: ['acme_weather'],
  name: 'Daybook + Acme Weather',
  applet_configurations: [
    {
      name: 'journal_severe_weather',
      title: 'Journal severe weather alerts',
      description: null,
      icon: null,
      required: true,
      dynamic_applet_triggers: [
        {
          module_name: 'severe_weather_alert',
          channel_id: WEATHER,
          fields: [{ name: 'city', custom_label: 'Your city', default_value_json: null, hidden: false }],
        },
      ],
      dynamic_applet_queries: [],
      dynamic_applet_actions: [
        {
          module_name: 'create_journal_entry',
          channel_id: DAYBOOK,
          fields: [
            { name: 'title', custom_label: null, default_value_json: 'Severe weather alert', hidden: true },
            { name: 'body', custom_label: 'What to write', default_value_json: null, hidden: false },
          ],
        },
      ],
      custom_fields: [
        {
          name: 'entry_mood',
          label: 'Mood of the entry',
          field_ui_type: 'collection_select',
          required: true,
          helper_text: null,
          default_value: 'calm',
          static_options: [
            { label: 'Calm', value: 'calm' },
            { label: 'Reflective', value: 'reflective' },
          ],
        },
      ],
    },
  ],
};

export async function measureConnectionsDryRun(opts: {
  gatewayBase: string;
  session: SignedIn;
}): Promise<DryRunResult> {
  const call = async () => {
    const res = await fetch(`${opts.gatewayBase}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        cookie: opts.session.cookie,
        'x-csrf-token': opts.session.csrfToken,
      },
      body: JSON.stringify({ query: UPDATE, variables: { input } }),
    });
    return (await res.json()) as { data?: { updateConnection: { errors: unknown[] } }; errors?: unknown[] };
  };
  // The catalog fills from service-config's events after the seed: wait for a clean answer.
  const end = Date.now() + 30_000;
  for (;;) {
    const r = await call();
    if (r.data?.updateConnection.errors.length === 0) break;
    if (Date.now() > end) throw new Error(`the dry run never passed: ${JSON.stringify(r).slice(0, 300)}`);
    await sleep(200);
  }
  for (let i = 0; i < 20; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const started = performance.now();
    const r = await call();
    times.push(performance.now() - started);
    if (r.data?.updateConnection.errors.length !== 0)
      throw new Error(`a dry run failed: ${JSON.stringify(r)}`);
  }
  return { calls: times.length, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95) };
}
