import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import {
  createSubgraphApp,
  restErrorHandler,
  signViewer,
  VIEWER_HEADER,
  type RequestContext,
  type Viewer,
} from '@switchyard/server-kit';
import { createTestDb } from '@switchyard/server-kit/testing';
import express from 'express';
import { graphql } from 'graphql';
import { orgDomain } from './index';
import { orgSchema } from './schema';
import { demoOrganizationIds as ids } from './seed';
import { contextFor, demo, snapshotTables, viewers } from './testFixtures';
import { usersCacheFor } from './usersCache';
import { testSettings } from '@switchyard/server-kit/settings';

jest.setTimeout(60_000); // a first embedded database takes seconds to create

type Db = Awaited<ReturnType<typeof createTestDb>>;

let db: Db;
let server: Server;
let base: string;

/** As the gateway mounts the router: body parsers first, the viewer's context set, errors last. */
function gatewayLikeApp() {
  const app = express();
  app.use(express.json({ limit: '1mb' }));
  app.use(express.urlencoded({ extended: false, limit: '1mb' }));
  app.use((req, _res, next) => {
    const login = req.header('x-test-viewer') as keyof typeof viewers | undefined;
    (req as { ctx?: RequestContext }).ctx = contextFor(db, login ? viewers[login] : null);
    next();
  });
  app.use(orgDomain.router!({ db, settings: testSettings() }));
  app.use(restErrorHandler);
  return app;
}

beforeAll(async () => {
  db = await createTestDb([orgDomain.migrations]);
  await orgDomain.seed!({ db, settings: testSettings() }, demo);
  server = gatewayLikeApp().listen(0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await db.drop();
});

const form = (fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) body.append(k, one);
  return body.toString();
};

async function postOrganization(viewer: string | null, body: string, headers: Record<string, string>) {
  return fetch(`${base}/organizations`, {
    method: 'POST',
    redirect: 'manual',
    body,
    headers: { ...(viewer ? { 'x-test-viewer': viewer } : {}), ...headers },
  });
}

const formHeaders = {
  'content-type': 'application/x-www-form-urlencoded',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  referer: 'http://localhost:8080/services/acme?tab=1',
};

async function run(v: Viewer, source: string, variableValues: Record<string, unknown> = {}) {
  return graphql({
    schema: orgSchema({ db, settings: testSettings() }),
    source,
    variableValues,
    contextValue: contextFor(db, v),
  });
}

describe('POST /organizations', () => {
  it('creates a free organization owned by the viewer and sends the browser to its page', async () => {
    const res = await postOrganization(
      'nia',
      form({ name: '  Nia Works ', authenticity_token: 'checked-by-gateway' }),
      formHeaders,
    );
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location).toMatch(/^\/organizations\/[0-9a-f-]{36}$/);
    const id = location.split('/').pop()!;
    const org = await run(
      viewers.nia,
      `query($id: ID!) { organization(id: $id) { name tier viewer_is_owner users { login name email is_owner } } }`,
      { id },
    );
    expect(org.data!.organization).toEqual({
      name: 'Nia Works',
      tier: 'free',
      viewer_is_owner: true,
      users: [{ login: 'nia', name: 'Nia Newcomer', email: 'nia@example.com', is_owner: true }],
    });
    expect(await orgDomain.memberships!({ db, settings: testSettings() }, demo.newcomer.id)).toEqual({
      [id]: 'owner',
    });
  });

  it('accepts a JSON body too', async () => {
    const res = await postOrganization('sol', JSON.stringify({ name: 'Sol Two' }), {
      'content-type': 'application/json',
      accept: 'application/json',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/^\/organizations\/[0-9a-f-]{36}$/);
  });

  it('answers a bad name with 400 and creates nothing', async () => {
    const before = await snapshotTables(db);
    const json = await postOrganization('sol', JSON.stringify({ name: '   ' }), {
      'content-type': 'application/json',
      accept: 'application/json',
    });
    expect(json.status).toBe(400);
    expect((await json.json()).errors).toEqual([
      { attribute: 'name', message: 'Organization name is required' },
    ]);

    const tooLong = await postOrganization('sol', JSON.stringify({ name: 'x'.repeat(101) }), {
      'content-type': 'application/json',
    });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).errors).toEqual([
      { attribute: 'name', message: 'Organization name must be at most 100 characters' },
    ]);

    for (const body of [form({ name: '' }), form({ authenticity_token: 't' }), form({ name: ['a', 'b'] })]) {
      const page = await postOrganization('sol', body, formHeaders);
      expect(page.status).toBe(400);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await page.text();
      expect(html).toContain('<p>Organization name is required</p>');
      expect(html).toContain('<a href="/services/acme?tab=1">Go back</a>');
    }

    const notJson = await postOrganization('sol', '{"name": ', {
      'content-type': 'application/json',
      accept: 'application/json',
    });
    expect(notJson.status).toBe(400);
    expect(await snapshotTables(db)).toBe(before);
  });

  it('escapes what it echoes and never links off-site', async () => {
    const page = await postOrganization('sol', form({ name: '' }), {
      ...formHeaders,
      referer: 'https://evil.example//evil.example/<script>',
    });
    const html = await page.text();
    expect(html).not.toContain('evil.example"');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<a href="/">Go back</a>');
  });

  it('needs a signed-in viewer', async () => {
    const before = await snapshotTables(db);
    const json = await postOrganization(null, JSON.stringify({ name: 'Anon' }), {
      'content-type': 'application/json',
    });
    expect(json.status).toBe(401);
    const page = await postOrganization(null, form({ name: 'Anon' }), formHeaders);
    expect(page.status).toBe(401);
    expect(await page.text()).toContain('You need to sign in first.');
    expect(await snapshotTables(db)).toBe(before);
  });
});

describe('DELETE /organizations/:id/users_cache', () => {
  const del = (viewer: string | null, id: string) =>
    fetch(`${base}/organizations/${id}/users_cache`, {
      method: 'DELETE',
      headers: viewer
        ? { 'x-test-viewer': viewer, accept: 'application/json' }
        : { accept: 'application/json' },
    });
  const usersOf = async (v: Viewer, id: string) =>
    (
      (await run(v, `query($id: ID!) { organization(id: $id) { users { login } } }`, { id })).data!
        .organization as {
        users: { login: string }[];
      }
    ).users.map((u) => u.login);

  it("clears the cached user list of the owner's organization", async () => {
    expect(await usersOf(viewers.stella, ids.bigco)).toEqual(['stella', 'mara', 'rey']);
    expect(usersCacheFor(db).has(ids.bigco)).toBe(true);
    // a change behind the domain's back is not seen while the list is cached...
    await db.query(
      `INSERT INTO org.memberships (organization_id, user_id, login, name, email, role) VALUES ($1, $2, 'nia', 'Nia Newcomer', 'nia@example.com', 'member')`,
      [ids.bigco, demo.newcomer.id],
    );
    expect(await usersOf(viewers.stella, ids.bigco)).toEqual(['stella', 'mara', 'rey']);
    // ...until the cache is cleared
    const res = await del('stella', ids.bigco);
    expect(res.status).toBe(204);
    expect(usersCacheFor(db).has(ids.bigco)).toBe(false);
    expect(await usersOf(viewers.stella, ids.bigco)).toEqual(['stella', 'mara', 'nia', 'rey']);
  });

  it('is for the owner only; others learn nothing', async () => {
    await usersOf(viewers.olivia, ids.acme);
    const member = await del('milo', ids.acme);
    expect(member.status).toBe(403);
    for (const [viewer, id] of [
      ['nia', ids.acme],
      ['olivia', '10000000-0000-4000-8000-000000000099'],
      ['olivia', 'not-a-uuid'],
    ] as const) {
      const res = await del(viewer, id);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'Organization not found.', errors: [] });
    }
    expect((await del(null, ids.acme)).status).toBe(401);
    expect(usersCacheFor(db).has(ids.acme)).toBe(true);
  });
});

describe("staff's cache buttons", () => {
  const post = (viewer: string | null, which: string, organization_id: unknown) =>
    fetch(`${base}/admin/cache/${which}`, {
      method: 'POST',
      headers: {
        ...(viewer ? { 'x-test-viewer': viewer } : {}),
        accept: 'application/json',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ organization_id }),
    });
  const myOrgs = async (v: Viewer) =>
    (
      (
        await run(
          v,
          `query($id: ID!) { _entities(representations: [{ __typename: "User", id: $id }]) { ... on User { organizations { name } } } }`,
          { id: v.id },
        )
      ).data!._entities as { organizations: { name: string }[] }[]
    )[0].organizations.map((o) => o.name);

  it("clear an organization's users, or its members' own organization lists (the header's), for staff only", async () => {
    expect(await myOrgs(viewers.milo)).toContain('Acme Automation');
    await db.query(`UPDATE org.organizations SET name = 'Acme Renamed' WHERE id = $1`, [ids.acme]);
    // Renamed behind the domain's back: the cached list still says the old name...
    expect(await myOrgs(viewers.milo)).toContain('Acme Automation');
    expect((await post('milo', 'my_organization', ids.acme)).status).toBe(403);
    expect((await post(null, 'my_organization', ids.acme)).status).toBe(401);
    expect((await post('stella', 'my_organization', 'nope')).status).toBe(422);
    expect((await post('stella', 'my_organization', '10000000-0000-4000-8000-000000000099')).status).toBe(
      404,
    );
    const res = await post('stella', 'my_organization', ids.acme);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ cleared: true });
    // ...until staff clear it.
    expect(await myOrgs(viewers.milo)).toContain('Acme Renamed');
    await db.query(`UPDATE org.organizations SET name = 'Acme Automation' WHERE id = $1`, [ids.acme]);
    await post('stella', 'my_organization', ids.acme);

    await run(viewers.olivia, `query($id: ID!) { organization(id: $id) { users { login } } }`, {
      id: ids.acme,
    });
    expect(usersCacheFor(db).has(ids.acme)).toBe(true);
    expect((await post('stella', 'organization_users', ids.acme)).status).toBe(200);
    expect(usersCacheFor(db).has(ids.acme)).toBe(false);
  });
});

describe('GET /internal/memberships', () => {
  it("answers the viewer's role per organization", async () => {
    const res = await fetch(`${base}/internal/memberships`, {
      headers: { 'x-test-viewer': 'milo', accept: 'application/json' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ [ids.acme]: 'member', [ids.lite]: 'owner' });
    expect(
      (await fetch(`${base}/internal/memberships`, { headers: { accept: 'application/json' } })).status,
    ).toBe(401);
  });
});

describe('as its own service', () => {
  it('serves /graphql and the REST paths to a viewer signed by the gateway', async () => {
    const secret = 'test-secret';
    const app = await createSubgraphApp(orgDomain, db, { SESSION_SECRET: secret });
    const own = app.listen(0);
    try {
      const url = `http://127.0.0.1:${(own.address() as AddressInfo).port}`;
      const headers = {
        [VIEWER_HEADER]: signViewer(viewers.olivia, {}, secret),
        'content-type': 'application/json',
      };
      const memberships = await fetch(`${url}/internal/memberships`, { headers });
      expect(await memberships.json()).toEqual({
        [ids.acme]: 'owner',
        [ids.oliviaLabs]: 'owner',
        [ids.lite]: 'member',
      });
      const gql = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query: `{ organization(id: "${ids.acme}") { name viewer_is_owner } }` }),
      });
      expect(await gql.json()).toEqual({
        data: { organization: { name: 'Acme Automation', viewer_is_owner: true } },
      });
      const forged = await fetch(`${url}/internal/memberships`, {
        headers: { [VIEWER_HEADER]: 'forged.header' },
      });
      expect(forged.status).toBe(401);
    } finally {
      await new Promise((resolve) => own.close(resolve));
      await app.shutdown();
    }
  });
});
