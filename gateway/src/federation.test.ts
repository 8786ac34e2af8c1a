import { createSubgraphApp, type Db } from '@switchyard/server-kit';
import { createTestDb } from '@switchyard/server-kit/testing';
import { orgDomain } from '@switchyard/org-subgraph';
import { createGateway } from './app';
import { loadConfig } from './config';
import { loadAllDomains } from './contracts/registry';
import { demoUsers } from './identity/domain';
import { listen, TestClient } from './testing/testClient';
import { testSettings } from '@switchyard/server-kit/settings';

const ACME = '10000000-0000-4000-8000-000000000001';
const HEADER = `{ me { login organizations { name tier services { module_name } } } }`;
const ORG = `query($id: ID!) { organization(id: $id) { name owner { login } users { login email } services { module_name } } }`;

/** The same behaviour whether the org subgraph runs in-process or as its own HTTP service. */
describe.each([
  ['in-process', false],
  ['org subgraph over HTTP', true],
])('federated gateway (%s)', (_mode, remoteOrg) => {
  let db: Db & { drop(): Promise<void> };
  const stops: (() => Promise<void>)[] = [];
  let base = '';

  beforeAll(async () => {
    db = await createTestDb((await loadAllDomains()).map((d) => d.migrations));
    const secret = 'test-secret-for-signed-viewer-headers';
    const subgraphUrls: Record<string, string> = {};
    if (remoteOrg) {
      const orgApp = await createSubgraphApp(orgDomain, db, { ...process.env, SESSION_SECRET: secret });
      const org = await listen(orgApp);
      subgraphUrls.org = org.base;
      stops.push(async () => {
        org.server.closeAllConnections();
        await new Promise((r) => org.server.close(r));
        await orgApp.shutdown();
      });
    }
    const config = { ...loadConfig({ ...process.env, PORT: '0', DATA_DIR: '/tmp/switchyard-test-data' }) };
    // No domain list: the gateway runs on the committed supergraph and REST paths, as in production.
    const gateway = await createGateway({ ...config, sessionSecret: secret, subgraphUrls }, { db });
    // The gateway seeds only the domains it hosts; a domain running as its own service seeds itself.
    if (remoteOrg) await orgDomain.seed!({ db, settings: testSettings() }, demoUsers);
    const gw = await listen(gateway.app);
    base = gw.base;
    stops.push(async () => {
      gw.server.closeAllConnections();
      await new Promise((r) => gw.server.close(r));
      await gateway.close();
    });
  });
  afterAll(async () => {
    for (const stop of stops.reverse()) await stop();
    await db.drop();
  });

  it('joins identity, organizations and services in one query', async () => {
    const c = await new TestClient(base).login('olivia');
    const r = await c.gql(HEADER);
    expect(r.errors).toBeUndefined();
    expect(r.data!.me.login).toBe('olivia');
    const acme = r.data!.me.organizations.find((o: { name: string }) => o.name === 'Acme Automation');
    expect(acme.tier).toBe('developer');
    expect(acme.services.map((s: { module_name: string }) => s.module_name)).toEqual(
      expect.arrayContaining(['acme_weather', 'acme_notes', 'acme_tasks']),
    );
  });

  it('hides member e-mails from a member and shows them to the owner', async () => {
    const owner = await new TestClient(base).login('olivia');
    const member = await new TestClient(base).login('milo');
    const asOwner = await owner.gql(ORG, { id: ACME });
    const asMember = await member.gql(ORG, { id: ACME });
    expect(asOwner.data!.organization.users).toEqual(
      expect.arrayContaining([{ login: 'milo', email: 'milo@example.com' }]),
    );
    expect(asMember.data!.organization.users).toEqual(
      expect.arrayContaining([{ login: 'olivia', email: null }]),
    );
    expect(asMember.data!.organization.services.length).toBeGreaterThan(0);
  });

  it("refuses another organization's data with NOT_FOUND and leaks nothing", async () => {
    const outsider = await new TestClient(base).login('sol');
    const r = await outsider.gql(ORG, { id: ACME });
    expect(r.data?.organization ?? null).toBeNull();
    expect(r.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(JSON.stringify(r)).not.toMatch(/Acme|olivia|milo/);
  });

  it("creates an organization through the domain's REST path", async () => {
    const c = await new TestClient(base).login('nia');
    const res = await c.request('/organizations', {
      method: 'POST',
      headers: { accept: 'text/html' },
      form: { name: 'Nia Works', authenticity_token: c.csrf },
      csrf: false,
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/^\/organizations\/[0-9a-f-]{36}$/);
    const r = await c.gql(HEADER);
    expect(r.data!.me.organizations.map((o: { name: string }) => o.name)).toContain('Nia Works');
  });

  it('never exposes the internal paths', async () => {
    const c = await new TestClient(base).login('olivia');
    expect((await c.request('/internal/memberships')).status).toBe(404);
  });
});
