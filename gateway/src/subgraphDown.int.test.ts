import { startTestGateway, type RunningGateway } from './testing/testGateway';

// A subgraph that does not answer costs only its own fields (issue 16): here service-config "runs
// elsewhere", at an address where nothing listens.
const ACME = '10000000-0000-4000-8000-000000000001';
const UNAVAILABLE = {
  message: 'The service_config subgraph is unavailable. Try again in a moment.',
  // serviceName: what Hive Gateway adds to a subgraph's errors; the same through either router.
  extensions: { code: 'SUBGRAPH_UNAVAILABLE', subgraph: 'service_config', serviceName: 'service_config' },
};

let gw: RunningGateway;
beforeAll(async () => {
  gw = await startTestGateway({ subgraphUrls: { service_config: 'http://127.0.0.1:9' } });
}, 60_000);
afterAll(() => gw?.stop());

it("answers the organization's own fields, and its services as null with a named error", async () => {
  const c = await gw.client().login('olivia');
  const r = await c.gql(`{ organization(id: "${ACME}") { name services { module_name } } }`);
  expect(r.data).toEqual({ organization: { name: 'Acme Automation', services: null } });
  expect(r.errors).toEqual([{ ...UNAVAILABLE, path: ['organization', 'services'] }]);
  expect(JSON.stringify(r.errors)).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|representations/);
});

it("gives the header the viewer's organizations, each without its services", async () => {
  const c = await gw.client().login('olivia');
  const r = await c.gql<{ me: { login: string; organizations: { name: string; services: null }[] } }>(
    '{ me { login organizations { name services { name } } } }',
  );
  expect(r.data?.me.login).toBe('olivia');
  expect(r.data?.me.organizations.map((o) => o.name)).toContain('Acme Automation');
  for (const org of r.data?.me.organizations ?? []) expect(org.services).toBeNull();
  expect(r.errors?.length).toBeGreaterThan(0);
  expect(new Set(r.errors?.map((e) => e.extensions?.code))).toEqual(new Set(['SUBGRAPH_UNAVAILABLE']));
});
