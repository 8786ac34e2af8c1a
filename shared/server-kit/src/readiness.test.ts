import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readinessHttpStatus, subgraphReadiness } from './readiness';

/** A subgraph stand-in: GET /health answers `status` (or never, when `hang`); counts its probes. */
async function stub(status: number, hang = false) {
  const s = { probes: 0, server: null as unknown as Server, url: '' };
  s.server = createServer((req, res) => {
    if (req.url === '/health') s.probes++;
    if (hang) return;
    res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((r) => s.server.listen(0, '127.0.0.1', r));
  s.url = `http://127.0.0.1:${(s.server.address() as AddressInfo).port}`;
  return s;
}

const servers: Server[] = [];
afterAll(() => {
  for (const s of servers) {
    s.closeAllConnections();
    s.close();
  }
});
async function up(status = 200, hang = false) {
  const s = await stub(status, hang);
  servers.push(s.server);
  return s;
}
/** A port nothing listens on. */
async function closedUrl() {
  const s = await stub(200);
  await new Promise((r) => s.server.close(r));
  return s.url;
}

it('is ok when every subgraph answers, and with none to probe', async () => {
  const [identity, org, review] = [await up(), await up(), await up()];
  const r = await subgraphReadiness({ identity: identity.url, org: org.url, review: review.url }).check();
  expect(r).toEqual({
    status: 'ok',
    subgraphs: {
      identity: { reachable: true, required: true },
      org: { reachable: true, required: true },
      review: { reachable: true, required: false },
    },
  });
  expect(readinessHttpStatus(r)).toBe(200);
  expect(await subgraphReadiness({}).check()).toEqual({ status: 'ok', subgraphs: {} });
});

it('degrades for an optional subgraph down, and is unavailable for a required one', async () => {
  const [identity, review] = [await up(), await up(503)];
  const degraded = await subgraphReadiness({ identity: identity.url, review: review.url }).check();
  expect(degraded).toEqual({
    status: 'degraded',
    subgraphs: {
      identity: { reachable: true, required: true },
      review: { reachable: false, required: false, problem: 'answered HTTP 503' },
    },
  });
  expect(readinessHttpStatus(degraded)).toBe(200);

  const down = await subgraphReadiness({ org: await closedUrl(), review: review.url }).check();
  expect(down.status).toBe('unavailable');
  expect(down.subgraphs.org).toEqual({ reachable: false, required: true, problem: 'not reachable' });
  expect(readinessHttpStatus(down)).toBe(503);
});

it('gives a subgraph that does not answer the timeout, then counts it unreachable', async () => {
  const slow = await up(200, true);
  const started = Date.now();
  const r = await subgraphReadiness({ org: slow.url }, { timeoutMs: 200 }).check();
  expect(Date.now() - started).toBeLessThan(2000);
  expect(r.subgraphs.org).toEqual({ reachable: false, required: true, problem: 'no answer within 200 ms' });
});

it('probes once per cache period, however many checks come, and again after it', async () => {
  const org = await up();
  let clock = 1_000_000;
  const readiness = subgraphReadiness({ org: org.url }, { cacheMs: 3000, now: () => clock });
  await Promise.all(Array.from({ length: 20 }, () => readiness.check()));
  await readiness.check();
  expect(org.probes).toBe(1);
  clock += 3000;
  await readiness.check();
  expect(org.probes).toBe(2);
});
