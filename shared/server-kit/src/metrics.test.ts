import express from 'express';
import { counter, metricsRoute } from './metrics';
import { testSettings } from './settings';

async function scrape(env: NodeJS.ProcessEnv, headers: Record<string, string> = {}) {
  const app = express();
  app.get('/metrics', metricsRoute(testSettings(env)));
  const server = app.listen(0);
  const port = (server.address() as { port: number }).port;
  try {
    const res = await fetch(`http://127.0.0.1:${port}/metrics`, { headers });
    return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
  } finally {
    server.close();
  }
}

it('serves the registry in the Prometheus text format', async () => {
  counter('switchyard_test_things_total', 'Things counted by the test.', ['kind']).inc({ kind: 'a' }, 2);
  // Asked for twice, made once.
  counter('switchyard_test_things_total', 'Things counted by the test.', ['kind']).inc({ kind: 'a' });
  const res = await scrape({});
  expect(res.status).toBe(200);
  expect(res.type).toMatch(/^text\/plain/);
  expect(res.text).toContain('switchyard_test_things_total{kind="a"} 3');
  expect(res.text).toContain('switchyard_process_cpu_seconds_total');
});

it('answers only a scraper with the token when METRICS_TOKEN is set', async () => {
  expect((await scrape({ METRICS_TOKEN: 'sekret' })).status).toBe(401);
  expect((await scrape({ METRICS_TOKEN: 'sekret' }, { authorization: 'Bearer wrong!' })).status).toBe(401);
  expect((await scrape({ METRICS_TOKEN: 'sekret' }, { authorization: 'Bearer sekret' })).status).toBe(200);
});
