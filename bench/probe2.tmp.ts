import { api, channelQuery } from './channelQuery';
import { signIn } from './lib/session';
const base = 'http://localhost:8095';
(async () => {
  const session = await signIn(base, 'olivia');
  const client = api(base, session);
  const m = process.argv[2];
  const t = performance.now();
  for (let i = 0; i < 60; i++) await client.graphql(channelQuery, { m });
  console.log('avg', ((performance.now() - t) / 60).toFixed(1));
})();
