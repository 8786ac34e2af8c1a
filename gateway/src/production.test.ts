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
