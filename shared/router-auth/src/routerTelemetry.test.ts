import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import { currentRequest, logger } from '@switchyard/server-kit';
import { routerTelemetryPlugin } from './routerTelemetry';

// The plugin's request and /metrics hooks are Yoga's, which Hive Gateway runs on; its calls to
// subgraphs are checked with the router process (gateway/src/telemetry.int.test.ts).
function router(metricsToken?: string) {
  return createYoga({
    schema: createSchema({
      typeDefs: 'type Query { where: String }',
      resolvers: {
        Query: {
          // What a resolver logs for a request goes out under the request's id.
          where: () => {
            logger.warn('resolving');
            return 'here';
          },
        },
      },
    }),
    plugins: [routerTelemetryPlugin({ metricsToken }) as Plugin],
    logging: false,
  });
}

it('answers /metrics, only to the scraper with the token when METRICS_TOKEN is set', async () => {
  const open = await router().fetch('http://router/metrics');
  expect(open.status).toBe(200);
  expect(await open.text()).toContain('switchyard_process_cpu_seconds_total');
  const guarded = router('sekret');
  expect((await guarded.fetch('http://router/metrics')).status).toBe(401);
  const wrong = await guarded.fetch('http://router/metrics', { headers: { authorization: 'Bearer nope' } });
  expect(wrong.status).toBe(401);
  expect(await wrong.json()).toEqual({ error: 'A scraper token is needed.' });
  const right = await guarded.fetch('http://router/metrics', { headers: { authorization: 'Bearer sekret' } });
  expect(right.status).toBe(200);
});

it("keeps the caller's request id, or gives one, and logs under it", async () => {
  // The id each log call is made under (the logger's mixin adds it to the line as `reqId`).
  const seen: unknown[] = [];
  const warn = jest.spyOn(logger, 'warn').mockImplementation(((msg: string) => {
    seen.push([msg, currentRequest()?.requestId]);
  }) as never);
  try {
    const given = await router().fetch('http://router/graphql?query={where}', {
      headers: { 'x-request-id': 'gw-7' },
    });
    expect(given.headers.get('x-request-id')).toBe('gw-7');
    expect(await given.json()).toEqual({ data: { where: 'here' } });
    const fresh = await router().fetch('http://router/graphql?query={where}', {
      headers: { 'x-request-id': 'spaces are not kept' },
    });
    const id = fresh.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen).toEqual([
      ['resolving', 'gw-7'],
      ['resolving', id],
    ]);
  } finally {
    warn.mockRestore();
  }
});
