import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeServer, createSubgraphApp } from '@switchyard/server-kit';
import { MEMBERSHIPS_RETRY_MS } from '@switchyard/router-auth';
import type { Gateway } from './app';
import { loadAllDomains } from './contracts/registry';
import { gatewayOver, startHive, type RunningRouter } from './testing/routers';
import { listen, TestClient } from './testing/testClient';
import { startTestGateway, type RunningGateway } from './testing/testGateway';

// The organization domain is no single point of failure (issue 41): with org stopped, the project
// gateway over HTTP and Hive Gateway with the plugin answer what the other subgraphs can, each
// viewer with the memberships kept for them (or none, said so), and name org as the missing part.
// PostgreSQL only, as routers.int.test.ts (processes cannot share the embedded database).
const pg = process.env.DATABASE_URL ? describe : describe.skip;
const served = ['identity', 'org', 'service_config'];
const ORG_UNAVAILABLE = {
  message: 'The org subgraph is unavailable. Try again in a moment.',
  extensions: { code: 'SUBGRAPH_UNAVAILABLE', subgraph: 'org' },
};
const readService = '{ service(module_name: "acme_weather") { name } }';

pg('with the org subgraph stopped, through the project gateway over HTTP and Hive Gateway', () => {
  let inProcess: RunningGateway;
  let httpMode: { gateway: Gateway; server: Server; base: string };
  let router: RunningRouter;
  const services: { server: Server; app: Awaited<ReturnType<typeof createSubgraphApp>> }[] = [];
  const urls: Record<string, string> = {};
  /** Down: the org service resets every connection (as a stopped process's port would refuse it). */
  let orgDown = false;

  beforeAll(async () => {
    inProcess = await startTestGateway();
    const db = inProcess.gateway.db;
    const secret = inProcess.config.sessionSecret;
    const domains = await loadAllDomains();
    const env = { ...process.env, SESSION_SECRET: secret, ENGINE_WORKERS: '0' };
    for (const name of served) {
      const app = await createSubgraphApp(
        domains.find((d) => d.name === name)!,
        db,
        env,
      );
      if (name === 'org') {
        const server = createServer((req, res) => (orgDown ? req.socket.destroy() : app(req, res)));
        await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
        urls[name] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        services.push({ server, app });
      } else {
        const { server, base } = await listen(app);
        urls[name] = base;
        services.push({ server, app });
      }
    }
    httpMode = await gatewayOver(
      db,
      secret,
      domains.filter((d) => served.includes(d.name)),
      urls,
    );
    router = await startHive(db, secret, urls);
  }, 120_000);

  afterAll(async () => {
    await router?.stop();
    if (httpMode) {
      await closeServer(httpMode.server);
      await httpMode.gateway.close();
    }
    for (const { server, app } of services) {
      await closeServer(server).catch(() => undefined);
      await app.shutdown();
    }
    await inProcess?.stop();
  });
  afterEach(() => {
    orgDown = false;
  });

  /** `login` signed in once (through the in-process gateway); the same session on both routers. */
  async function signedIn(login: string) {
    const session = await inProcess.client().login(login);
    return [httpMode.base, router.base].map((base) =>
      Object.assign(new TestClient(base), { cookie: session.cookie, csrf: session.csrf }),
    );
  }

  it('serves a viewer the memberships kept for them: their services answer, their organizations are named missing', async () => {
    const olivia = await signedIn('olivia');
    for (const c of olivia) {
      const warm = await c.gql<{ me: { organizations: unknown[] } }>(
        '{ me { login organizations { name } } }',
      );
      expect(warm.errors).toBeUndefined();
      expect(warm.data?.me.organizations.length).toBeGreaterThan(0);
    }
    orgDown = true;
    for (const c of olivia) {
      const header = await c.gql('{ me { login organizations { name } } }');
      expect(header.status).toBe(200);
      expect(header.data).toEqual({ me: { login: 'olivia', organizations: null } });
      expect(header.errors).toHaveLength(1);
      expect(header.errors![0]).toMatchObject({ ...ORG_UNAVAILABLE, path: ['me', 'organizations'] });
      // service_config decides by the memberships the router signs: kept, so the service answers.
      const service = await c.gql(readService);
      expect(service).toEqual({ status: 200, data: { service: { name: 'Acme Weather' } } });
    }
  });

  it('answers a viewer with no memberships kept as a user of no organization, naming org missing; all comes back with it', async () => {
    const milo = await signedIn('milo');
    orgDown = true;
    for (const c of milo) {
      const me = await c.gql('{ me { login } }');
      expect(me).toEqual({ status: 200, data: { me: { login: 'milo' } }, errors: [ORG_UNAVAILABLE] });
      const service = await c.gql(readService);
      expect(service).toEqual({ status: 200, data: { service: null }, errors: [ORG_UNAVAILABLE] });
      expect(JSON.stringify(service)).not.toMatch(/127\.0\.0\.1|ECONNRESET|fetch failed|memberships/);
    }
    orgDown = false;
    // Org is asked again for a user it failed for after MEMBERSHIPS_RETRY_MS.
    await new Promise((r) => setTimeout(r, MEMBERSHIPS_RETRY_MS + 100));
    for (const c of milo)
      expect(await c.gql(readService)).toEqual({ status: 200, data: { service: { name: 'Acme Weather' } } });
  });
});
