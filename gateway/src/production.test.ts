import { readReleases, switchLive } from './remotes/registryStore';
import { insertVersion, versionOf } from './testing/remoteVersions';
import { startTestGateway, type RunningGateway } from './testing/testGateway';

let gw: RunningGateway;
beforeAll(async () => {
  gw = await startTestGateway({ production: true });
});
afterAll(() => gw.stop());

describe('GraphQL hardening in production', () => {
  it('refuses introspection', async () => {
    const c = await gw.client().login('olivia');
    const r = await c.gql('{ __schema { types { name } } }');
    expect(r.data).toBeUndefined();
    expect(r.errors?.[0].message).toMatch(/introspection/i);
  });

  it('gives no field suggestions', async () => {
    const c = await gw.client().login('olivia');
    const r = await c.gql('{ me { logn } }');
    expect(r.errors?.[0].message).not.toMatch(/Did you mean/);
  });

  it('refuses queries deeper than the limit and over the token budget', async () => {
    const c = await gw.client().login('olivia');
    const nest = (levels: number): string =>
      levels === 0 ? 'id' : `services { organization { ${nest(levels - 1)} } }`;
    const ok = await c.gql(`{ me { organizations { ${nest(2)} } } }`);
    expect(ok.errors).toBeUndefined();
    const deep = await c.gql(`{ me { organizations { ${nest(4)} } } }`);
    expect(deep.data).toBeUndefined();
    expect(deep.errors?.[0].message).toMatch(/depth/i);
    const tokens = await c.gql(`{ me { ${'id '.repeat(2100)} } }`);
    expect(tokens.errors?.[0].message).toMatch(/token/i);
  });

  it('does not serve GraphiQL', async () => {
    const res = await fetch(`${gw.base}/graphql`, { headers: { accept: 'text/html' } });
    expect(await res.text()).not.toMatch(/graphiql/i);
  });
});

describe('the web page in production', () => {
  it("reads the shell once but follows the registry: a switch changes the page's remote preloads", async () => {
    const c = await gw.client().login('olivia');
    const preloads = async () => {
      const html = await (await c.request('/organizations/x', { headers: { accept: 'text/html' } })).text();
      return [...html.matchAll(/<link rel="preload" as="\w+" href="([^"]+)"/g)].map((m) => m[1]);
    };
    const built = (await readReleases(gw.gateway.db)).find((r) => r.remote === 'org')!.live.version;
    expect(await preloads()).toContain(`/remotes/org/${built}/mf-manifest.json`);
    const next = versionOf('org', '0.9.0-0123456789ab', { routes: ['/organizations'] });
    await insertVersion(gw.gateway.db, next);
    await switchLive(gw.gateway.db, 'org', next.version, { kind: 'user', name: 'stella' });
    const until = Date.now() + 3000;
    while (
      !(await preloads()).includes(`/remotes/org/${next.version}/mf-manifest.json`) &&
      Date.now() < until
    )
      await new Promise((r) => setTimeout(r, 100));
    const after = await preloads();
    expect(after).toContain(`/remotes/org/${next.version}/mf-manifest.json`);
    expect(after.filter((href) => href.includes(built))).toEqual([]);
    await switchLive(gw.gateway.db, 'org', built, { kind: 'user', name: 'stella' });
  });
});
