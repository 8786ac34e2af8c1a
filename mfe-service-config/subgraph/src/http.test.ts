import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createSubgraphApp, signViewer, VIEWER_HEADER, type DemoUsers } from '@switchyard/server-kit';
import { createTestDb } from '@switchyard/server-kit/testing';
import { serviceConfigDomain } from './index';
import { DEMO_ORGS } from './seed';
import { contextFor } from './testViewers';
import { testSettings } from '@switchyard/server-kit/settings';

/** The domain run as its own service (scaled-out mode), as the gateway's HTTP executor reaches it. */
const secret = 'test-secret-for-service-config';
let db: Awaited<ReturnType<typeof createTestDb>>;
let server: Server;
let url: string;

let app: Awaited<ReturnType<typeof createSubgraphApp>>;

beforeAll(async () => {
  db = await createTestDb([serviceConfigDomain.migrations]);
  await serviceConfigDomain.seed!({ db, settings: testSettings() }, {} as DemoUsers);
  app = await createSubgraphApp(serviceConfigDomain, db, { SESSION_SECRET: secret });
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await app.shutdown(); // the event bus it started
  await db.drop();
});

async function post(query: string, variables: Record<string, unknown>, header?: string) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(header ? { [VIEWER_HEADER]: header } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: await res.json() };
}

const milo = contextFor('milo', { [DEMO_ORGS.acme]: 'member' });
const miloHeader = () => signViewer(milo.viewer, { [DEMO_ORGS.acme]: 'member' }, secret);

it('serves the federation SDL', async () => {
  const { body } = await post('{ _service { sdl } }', {});
  expect(body.data._service.sdl).toMatch(/type Service\s+@key\(fields: "id"\)/);
  expect(body.data._service.sdl).toMatch(/type Organization\s+@key\(fields: "id"\)/);
});

it('lets no browser of another site read it (no CORS headers, preflight included)', async () => {
  const origin = { origin: 'https://elsewhere.example' };
  const preflight = await fetch(url, {
    method: 'OPTIONS',
    headers: {
      ...origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': VIEWER_HEADER,
    },
  });
  expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  const res = await fetch(url, {
    method: 'POST',
    headers: { ...origin, 'content-type': 'application/json', [VIEWER_HEADER]: miloHeader() },
    body: JSON.stringify({ query: '{ __typename }' }),
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('access-control-allow-origin')).toBeNull();
  expect(res.headers.get('access-control-allow-credentials')).toBeNull();
});

it('answers with the viewer and memberships the signed header carries', async () => {
  const q = 'query ($m: String!) { service(module_name: $m) { name url } }';
  expect((await post(q, { m: 'acme_tasks' }, miloHeader())).body.data.service).toEqual({
    name: 'Acme Tasks',
    url: '/services/acme_tasks',
  });
  expect((await post(q, { m: 'acme_tasks' })).body.data.service).toBeNull();
});

it('refuses a forged or expired viewer header with a GraphQL error any router shows as such', async () => {
  const forged = signViewer(milo.viewer, { [DEMO_ORGS.bigco]: 'owner' }, 'wrong-secret');
  const expired = signViewer(milo.viewer, { [DEMO_ORGS.acme]: 'member' }, secret, Date.now() - 120_000);
  for (const header of [forged, expired]) {
    const r = await post(
      'query ($m: String!) { service(module_name: $m) { name } }',
      { m: 'acme_tasks' },
      header,
    );
    expect(r.body).toEqual({
      data: null,
      errors: [{ message: 'Bad or expired viewer header.', extensions: { code: 'UNAUTHENTICATED' } }],
    });
  }
});

it('returns NOT_FOUND, not a server error, for a malformed organization id', async () => {
  const r = await post(
    'mutation { serviceCreate(organization_id: "%%%", name: "X service") { errors { attribute message } } }',
    {},
    miloHeader(),
  );
  // Coded errors come back in a 200 answer, so the gateway's executor merges them like any field error.
  expect(r.status).toBe(200);
  expect(r.body.errors[0].extensions.code).toBe('NOT_FOUND');
});
