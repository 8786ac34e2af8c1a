import { api, buildService, channelQuery } from './channelQuery';
import { signIn } from './lib/session';
const base = 'http://localhost:8095';
(async () => {
  const session = await signIn(base, 'olivia');
  const client = api(base, session);
  const m = `probe_${Date.now().toString(36)}`;
  await buildService(client, '10000000-0000-4000-8000-000000000001', m);
  for (const [label, q] of [
    ['full', channelQuery],
    ['triggers only', 'query C($m: String!) { channel(module_name: $m) { id triggers { id name slug } } }'],
    [
      'triggers+fields ids',
      'query C($m: String!) { channel(module_name: $m) { id triggers { id fields { id } } } }',
    ],
    [
      'fields full',
      'query C($m: String!) { channel(module_name: $m) { id triggers { id fields { id name slug trigger_field_type helper_text shareable populator_values { name value } regex_value regex_error_message weight } } } }',
    ],
  ] as const) {
    const times: number[] = [];
    for (let i = 0; i < 15; i++) {
      const t = performance.now();
      await client.graphql(q, { m });
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    console.log(label, 'median', times[7].toFixed(1), 'min', times[0].toFixed(1));
  }
})();
