import type { Server } from 'node:http';
import { closeServer, createSubgraphApp, READINESS_CACHE_MS } from '@switchyard/server-kit';
import { loadAllDomains } from './contracts/registry';
import { listen } from './testing/testClient';
import { startTestGateway, type RunningGateway } from './testing/testGateway';

// Issue 41, item 5: the gateway's readiness (/health) sees a subgraph served elsewhere go down: an
// optional one (service_config) leaves it degraded (200), a required one (org) unavailable (503);
// liveness (/health/live) stays 200 throughout. org and service_config run as HTTP services here, on
// the database of an in-process gateway that seeded it.
jest.setTimeout(120_000);

let inProcess: RunningGateway;
let httpMode: RunningGateway;
const services = new Map<string, { server: Server; app: Awaited<ReturnType<typeof createSubgraphApp>> }>();

beforeAll(async () => {
  inProcess = await startTestGateway();
  const domains = await loadAllDomains();
  const env = { ...process.env, SESSION_SECRET: inProcess.config.sessionSecret, ENGINE_WORKERS: '0' };
  const urls: Record<string, string> = {};
  for (const name of ['org', 'service_config']) {
    const app = await createSubgraphApp(
      domains.find((d) => d.name === name)!,
      inProcess.gateway.db,
      env,
    );
    const { server, base } = await listen(app);
    services.set(name, { server, app });
    urls[name] = base;
  }
  httpMode = await startTestGateway(
    { subgraphUrls: urls, sessionSecret: inProcess.config.sessionSecret, seedDemo: false },
    { sharedDb: inProcess.gateway.db },
  );
});

afterAll(async () => {
  await httpMode?.stop();
  for (const { server, app } of services.values()) {
    await closeServer(server).catch(() => undefined);
    await app.shutdown();
  }
  await inProcess?.stop();
});

async function health(gw: RunningGateway, path = '/health') {
  const res = await fetch(`${gw.base}${path}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** /health once the readiness cache has let go of what it saw before `stopped`. */
async function healthAfter(gw: RunningGateway, stopped: string) {
  await closeServer(services.get(stopped)!.server);
  await new Promise((r) => setTimeout(r, READINESS_CACHE_MS));
  return health(gw);
}

it('is ok with everything in-process: nothing remote to probe, the fields it always had', async () => {
  const { status, body } = await health(inProcess);
  expect(status).toBe(200);
  expect(body).toMatchObject({ ok: true, status: 'ok', remote: {} });
  expect(body.database).toEqual(expect.any(String));
  expect(body.subgraphs).toEqual(expect.arrayContaining(['org', 'service_config', 'identity']));
});

it('reports each remote subgraph, degrades for an optional one down and fails for a required one', async () => {
  expect(await health(httpMode)).toEqual({
    status: 200,
    body: expect.objectContaining({
      ok: true,
      status: 'ok',
      remote: {
        org: { reachable: true, required: true },
        service_config: { reachable: true, required: false },
      },
    }),
  });

  const degraded = await healthAfter(httpMode, 'service_config');
  expect(degraded.status).toBe(200);
  expect(degraded.body).toMatchObject({
    ok: true,
    status: 'degraded',
    remote: {
      org: { reachable: true, required: true },
      service_config: { reachable: false, required: false, problem: 'not reachable' },
    },
  });
  expect(JSON.stringify(degraded.body)).not.toMatch(/127\.0\.0\.1|ECONNREFUSED/);

  const down = await healthAfter(httpMode, 'org');
  expect(down.status).toBe(503);
  expect(down.body).toMatchObject({
    ok: false,
    status: 'unavailable',
    remote: { org: { reachable: false, required: true, problem: 'not reachable' } },
  });
  // Liveness: the process is up, whatever it depends on.
  expect(await health(httpMode, '/health/live')).toEqual({ status: 200, body: { ok: true } });
});
