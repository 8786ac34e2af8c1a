import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startPartnerService, type PartnerService } from '@switchyard/partner-service';
import { restErrorHandler, type DemoUsers, type RequestContext } from '@switchyard/server-kit';
import { createTestDb } from '@switchyard/server-kit/testing';
import express from 'express';
import { graphql } from 'graphql';
import { serviceConfigDomain } from '../index';
import { serviceConfigRestPaths } from '../rest';
import { DEMO_ORGS } from '../seed';
import { anonymous, contextFor } from '../testViewers';
import { ALREADY_RUNNING, NO_API_URL_PREFIX, SESSION_NOT_FOUND } from './endpointTestRoutes';
import type { EndpointTestEvent } from '@switchyard/service-config-common/endpointTests/eventTypes';
import { testSettings } from '@switchyard/server-kit/settings';

jest.setTimeout(120_000);

type Db = Awaited<ReturnType<typeof createTestDb>>;
let db: Db;
let partner: PartnerService;
let server: Server;
let base: string;

const viewers: Record<string, RequestContext> = {
  olivia: contextFor('olivia', { [DEMO_ORGS.acme]: 'owner', [DEMO_ORGS.oliviaLabs]: 'owner' }),
  milo: contextFor('milo', { [DEMO_ORGS.acme]: 'member' }),
  stella: contextFor('stella', { [DEMO_ORGS.bigco]: 'owner' }),
};

/** As the gateway mounts the router: body parsers, the viewer's context, errors last (CSRF is the gateway's). */
function gatewayLikeApp(env: NodeJS.ProcessEnv) {
  const app = express();
  app.use(express.json());
  app.use((req, _res, next) => {
    const login = req.header('x-test-viewer');
    req.ctx = (login && viewers[login]) || anonymous;
    next();
  });
  app.use(serviceConfigDomain.router!({ db, settings: testSettings(env) }));
  app.use((_req, res) => {
    res.status(404).json({ error: 'Not found.' });
  });
  app.use(restErrorHandler);
  return app;
}

beforeAll(async () => {
  partner = await startPartnerService({ port: 0 });
  db = await createTestDb([serviceConfigDomain.migrations]);
  const env = { PARTNER_SERVICE_URL: partner.url, SAFE_FETCH_ALLOW: new URL(partner.url).host };
  await serviceConfigDomain.seed!({ db, settings: testSettings(env) }, {} as DemoUsers);
  server = gatewayLikeApp(env).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await partner.close();
  await db.drop();
});

async function begin(slug: string, viewer: string | null = 'milo') {
  const res = await fetch(`${base}/services/${slug}/endpoint_tests`, {
    method: 'POST',
    headers: { accept: 'application/json', ...(viewer ? { 'x-test-viewer': viewer } : {}) },
  });
  return { status: res.status, body: await res.json() };
}

async function results(
  slug: string,
  sessionId: string,
  offset?: number | string,
  viewer: string | null = 'milo',
) {
  const query = new URLSearchParams({ session_id: sessionId });
  if (offset !== undefined) query.set('offset', String(offset));
  const res = await fetch(`${base}/services/${slug}/endpoint_tests/results?${query}`, {
    headers: { accept: 'application/json', ...(viewer ? { 'x-test-viewer': viewer } : {}) },
  });
  return { status: res.status, body: await res.json(), headers: res.headers };
}

/** Polls as the page does (by offset) until the run has finished; every event once, in order. */
async function follow(slug: string, sessionId: string) {
  const events: EndpointTestEvent[] = [];
  for (let i = 0; i < 600; i++) {
    const { status, body } = await results(slug, sessionId, events.length);
    expect(status).toBe(200);
    events.push(...body.events);
    if (body.finished) return events;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the run did not finish');
}

describe('POST /services/{slug}/endpoint_tests', () => {
  it('begins a run for a member and answers its session_id at once; the results come by offset', async () => {
    partner.reset();
    const started = await begin('daybook');
    expect(started.status).toBe(201);
    expect(started.body).toEqual({ session_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    const events = await follow('daybook', started.body.session_id);
    expect(events.map((e) => e.index)).toEqual(events.map((_, i) => i));
    expect(events[0]).toMatchObject({ index: 0, type: 'test_case_request', context_path: 'status/healthy' });
    expect(events[events.length - 1]).toMatchObject({
      type: 'suite_end',
      data: { failed: false, failing: 0 },
    });

    const again = await results('daybook', started.body.session_id, 5);
    expect(again.body.events[0].index).toBe(5);
    expect(again.body.events).toEqual(events.slice(5));
    expect(again.body.finished).toBe(true);
    expect(again.headers.get('cache-control')).toBe('no-store');
    const past = await results('daybook', started.body.session_id, events.length);
    expect(past.body).toEqual({ events: [], finished: true });
  });

  it('another member of the organization can read the results', async () => {
    partner.reset();
    const { body } = await begin('daybook', 'olivia');
    const events = await follow('daybook', body.session_id);
    expect(events.length).toBeGreaterThan(10);
  });

  it('answers 409 with the running session while a run of the service goes on', async () => {
    partner.reset();
    partner.setMode(['slow'], { delayMs: 300 });
    const first = await begin('daybook');
    expect(first.status).toBe(201);
    const second = await begin('daybook', 'olivia');
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ error: ALREADY_RUNNING, session_id: first.body.session_id });
    partner.setMode([]);
    await follow('daybook', first.body.session_id);
    expect((await begin('daybook')).status).toBe(201);
    // let that run end before the next test
    const { rows } = await db.query<{ id: string }>(
      'SELECT id FROM service_config.endpoint_test_runs WHERE finished_at IS NULL',
    );
    for (const r of rows) await follow('daybook', r.id);
  });

  it('no longer lets a run its process left unfinished block a new one', async () => {
    partner.reset();
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO service_config.endpoint_test_runs (service_id, started_by, started_at)
       SELECT id, $1, now() - interval '10 minutes' FROM service_config.services WHERE module_name = 'daybook'
       RETURNING id`,
      [viewers.milo.viewer!.id],
    );
    const stale = rows[0].id;
    await db.query(
      `INSERT INTO service_config.endpoint_test_events (run_id, index, type, context_path, data)
       VALUES ($1, 0, 'assertion_success', 'status/healthy', '{}')`,
      [stale],
    );
    const started = await begin('daybook');
    expect(started.status).toBe(201);
    const old = await results('daybook', stale);
    expect(old.body.finished).toBe(true);
    expect(old.body.events[1]).toMatchObject({
      index: 1,
      type: 'suite_end',
      data: { failed: true, abandoned: true, passing: 1, failing: 0 },
    });
    await follow('daybook', started.body.session_id);
  });

  it('answers 422 when the service has no API URL prefix', async () => {
    const r = await begin('acme_notes');
    expect(r.status).toBe(422);
    expect(r.body).toEqual({
      error: NO_API_URL_PREFIX,
      errors: [{ attribute: 'api_url_prefix', message: "can't be blank" }],
    });
  });

  it("answers 404 for someone else's service and an unknown one, 401 when signed out", async () => {
    expect((await begin('daybook', 'stella')).status).toBe(404);
    expect((await begin('no_such_service')).status).toBe(404);
    expect((await begin('daybook', null)).status).toBe(401);
  });
});

describe('GET /services/{slug}/endpoint_tests/results', () => {
  let sessionId: string;
  beforeAll(async () => {
    partner.reset();
    sessionId = (await begin('daybook')).body.session_id;
    await follow('daybook', sessionId);
  });

  it('answers 404 to an outsider, for an unknown or malformed session, and for a session of another service', async () => {
    expect((await results('daybook', sessionId, 0, 'stella')).status).toBe(404);
    const unknown = await results('daybook', '6f1c1a8e-1f7e-4c44-9a44-2d0c8c1d0b51');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(SESSION_NOT_FOUND);
    expect((await results('daybook', 'not-a-uuid')).status).toBe(404);
    expect((await results('acme_notes', sessionId)).status).toBe(404);
    expect((await results('daybook', sessionId, 0, null)).status).toBe(401);
  });

  it('refuses an offset that is not a whole number', async () => {
    expect((await results('daybook', sessionId, '-1')).status).toBe(400);
    expect((await results('daybook', sessionId, 'abc')).status).toBe(400);
  });
});

describe('Service.service_key and Service.last_endpoint_test', () => {
  const QUERY = `query ($m: String!) { service(module_name: $m) {
    service_key last_endpoint_test { failed finished_at passing failed_count } } }`;
  const run = (ctx: RequestContext, m: string) =>
    graphql({
      schema: serviceConfigDomain.schema({ db, settings: testSettings() }),
      source: QUERY,
      contextValue: ctx,
      variableValues: { m },
    });

  it("shows members the key and the newest finished run's result", async () => {
    const r = await run(viewers.milo, 'daybook');
    expect(r.errors).toBeUndefined();
    const { rows } = await db.query<{ passing_count: number; finished_at: Date }>(
      `SELECT passing_count, finished_at FROM service_config.endpoint_test_runs
       WHERE finished_at IS NOT NULL ORDER BY finished_at DESC LIMIT 1`,
    );
    expect(r.data?.service).toEqual({
      service_key: 'demo-service-key',
      last_endpoint_test: {
        failed: false,
        finished_at: rows[0].finished_at.toISOString(),
        passing: rows[0].passing_count,
        failed_count: 0,
      },
    });
  });

  it('gives every other service its own random key and no result before a run', async () => {
    const r = await run(viewers.milo, 'acme_notes');
    const service = r.data?.service as { service_key: string; last_endpoint_test: unknown };
    expect(service.service_key).toMatch(/^[0-9a-f]{64}$/);
    expect(service.last_endpoint_test).toBeNull();
    const tasks = (await run(viewers.milo, 'acme_tasks')).data?.service as { service_key: string };
    expect(tasks.service_key).not.toBe(service.service_key);
  });

  it('lists the endpoint test paths among the REST paths the gateway dispatches', async () => {
    // As the gateway forwards a scaled-out domain's paths: app.all(restPaths, …).
    const app = express();
    app.all(serviceConfigRestPaths, (_req, res) => {
      res.json({ dispatched: true });
    });
    const s = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => s.once('listening', resolve));
    const at = `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
    try {
      expect((await fetch(`${at}/services/daybook/endpoint_tests`, { method: 'POST' })).status).toBe(200);
      expect((await fetch(`${at}/services/daybook/endpoint_tests/results?session_id=x`)).status).toBe(200);
    } finally {
      await new Promise((resolve) => s.close(resolve));
    }
  });
});
