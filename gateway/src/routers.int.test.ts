import type { Server } from 'node:http';
import { closeServer, createSubgraphApp, DEMO_USERS, READINESS_CACHE_MS } from '@switchyard/server-kit';
import type { Gateway } from './app';
import { loadAllDomains } from './contracts/registry';
import { gatewayOver, startHive, type RunningRouter } from './testing/routers';
import { listen, TestClient } from './testing/testClient';
import { startTestGateway, type RunningGateway } from './testing/testGateway';

// One supergraph, three routers (issue 16): the project gateway with every subgraph in-process, the
// project gateway with identity, org and service_config as HTTP services, and Hive Gateway off the
// shelf (router/, its CLI and gateway.config.ts) with the project's plugin in front of the same
// services. Hive Gateway reads sessions and hears membership changes on the database, as the
// deployment does: PostgreSQL only (processes cannot share the embedded database).
const pg = process.env.DATABASE_URL ? describe : describe.skip;
const ACME = '10000000-0000-4000-8000-000000000001';
const served = ['identity', 'org', 'service_config'];

pg('the project gateway (in-process, HTTP mode) and Hive Gateway with the plugin', () => {
  let inProcess: RunningGateway;
  let httpMode: { gateway: Gateway; server: Server; base: string };
  let router: RunningRouter;
  let routerBase: string;
  const services = new Map<string, { server: Server; app: Awaited<ReturnType<typeof createSubgraphApp>> }>();
  const urls: Record<string, string> = {};
  /** How far ahead of the real clock service_config checks viewer headers (to make them expired). */
  let serviceConfigSkewMs = 0;

  beforeAll(async () => {
    inProcess = await startTestGateway();
    const db = inProcess.gateway.db;
    const secret = inProcess.config.sessionSecret;
    const domains = await loadAllDomains();
    const env = { ...process.env, SESSION_SECRET: secret, ENGINE_WORKERS: '0' };
    for (const name of served) {
      const domain = domains.find((d) => d.name === name)!;
      const now = name === 'service_config' ? () => Date.now() + serviceConfigSkewMs : undefined;
      const app = await createSubgraphApp(domain, db, env, { now });
      const { server, base } = await listen(app);
      services.set(name, { server, app });
      urls[name] = base;
    }
    httpMode = await gatewayOver(
      db,
      secret,
      domains.filter((d) => served.includes(d.name)),
      urls,
    );
    router = await startHive(db, secret, urls);
    routerBase = router.base;
  }, 120_000);

  afterAll(async () => {
    await router?.stop();
    if (httpMode) {
      await closeServer(httpMode.server);
      await httpMode.gateway.close();
    }
    for (const { server, app } of services.values()) {
      await closeServer(server).catch(() => undefined);
      await app.shutdown();
    }
    await inProcess?.stop();
  });

  /** olivia signed in once (through the in-process gateway); the same session on every router. */
  async function clients() {
    const signedIn = await inProcess.client().login('olivia');
    return [inProcess.base, httpMode.base, routerBase].map((base) => {
      const c = new TestClient(base);
      c.cookie = signedIn.cookie;
      c.csrf = signedIn.csrf;
      return c;
    });
  }

  it('answers the same cross-subgraph queries identically through all three', async () => {
    for (const query of [
      `{ organization(id: "${ACME}") { name services { module_name organization { name } } } }`,
      '{ me { login organizations { name viewer_is_owner owner { login } services { name module_name } } } }',
    ]) {
      const answers = await Promise.all((await clients()).map((c) => c.gql(query)));
      expect(answers[0].errors).toBeUndefined();
      expect(JSON.stringify(answers[0].data)).toContain('acme_notes');
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
    }
  });

  it('refuses a request without a session, and a POST without its CSRF token, alike', async () => {
    for (const base of [inProcess.base, routerBase]) {
      const anonymous = await new TestClient(base).gql('{ me { login } }');
      expect(anonymous).toEqual({
        status: 401,
        errors: [{ message: 'You need to sign in first.', extensions: { code: 'UNAUTHENTICATED' } }],
      });
    }
    for (const c of await clients()) {
      const res = await c.request('/graphql', {
        method: 'POST',
        json: { query: '{ me { login } }' },
        csrf: false,
      });
      expect(res.status).toBe(403);
      const get = await c.request(`/graphql?query=${encodeURIComponent('{ me { login } }')}`);
      expect(await get.json()).toEqual({ data: { me: { login: 'olivia' } } });
    }
  });

  it('lets no other origin read an answer through either router', async () => {
    for (const c of await clients()) {
      const res = await c.request(`/graphql?query=${encodeURIComponent('{ me { email } }')}`, {
        headers: { origin: 'https://evil.example' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  it('shows a subgraph refusing an expired viewer header as UNAUTHENTICATED through both routers', async () => {
    serviceConfigSkewMs = 5 * 60_000;
    try {
      const [, http, hive] = await clients();
      for (const c of [http, hive]) {
        const r = await c.gql(`{ organization(id: "${ACME}") { name services { module_name } } }`);
        expect(r.data).toEqual({ organization: { name: 'Acme Automation', services: null } });
        expect(r.errors).toHaveLength(1);
        expect(r.errors![0]).toMatchObject({
          message: 'Bad or expired viewer header.',
          extensions: { code: 'UNAUTHENTICATED' },
        });
      }
    } finally {
      serviceConfigSkewMs = 0;
    }
  });

  it("drops a removed member's grant through Hive Gateway as soon as the organization domain says so", async () => {
    const [, , hive] = await clients();
    const member = await inProcess.client().login('milo');
    const milo = Object.assign(new TestClient(routerBase), { cookie: member.cookie, csrf: member.csrf });
    const read = '{ service(module_name: "acme_weather") { name } }';
    expect((await milo.gql(read)).data).toEqual({ service: { name: 'Acme Weather' } });

    const removed = await hive.gql(
      `mutation { removeUser(organization_id: "${ACME}", user_id: "${DEMO_USERS.member.id}") { errors { message } } }`,
    );
    expect(removed.errors).toBeUndefined();
    expect(removed.data).toEqual({ removeUser: { errors: [] } });
    // The notification comes at the change's commit over the router's own connection: allow it 1 s,
    // far inside the 60 s bound that applies only when a notification is lost.
    let answer = await milo.gql(read);
    for (const end = Date.now() + 1000; answer.data?.service && Date.now() < end;)
      answer = await milo.gql(read);
    expect(answer.data).toEqual({ service: null });
  });

  it('with service_config stopped, answers the other fields and names the missing one through both routers', async () => {
    const [, http, hive] = await clients();
    await closeServer(services.get('service_config')!.server);
    for (const c of [http, hive]) {
      const r = await c.gql(`{ organization(id: "${ACME}") { name services { module_name } } }`);
      expect(r.data).toEqual({ organization: { name: 'Acme Automation', services: null } });
      expect(r.errors).toEqual([
        {
          message: 'The service_config subgraph is unavailable. Try again in a moment.',
          path: ['organization', 'services'],
          extensions: {
            code: 'SUBGRAPH_UNAVAILABLE',
            subgraph: 'service_config',
            serviceName: 'service_config',
          },
        },
      ]);
    }
  });

  it("reports each subgraph's reach on the router's /readiness: degraded, then unavailable with org down", async () => {
    const readiness = async () => {
      const res = await fetch(`${routerBase}/readiness`);
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    // The subgraphs this test does not serve (review, composer, …) never answered: optional ones.
    const degraded = await readiness();
    expect(degraded.status).toBe(200);
    expect(degraded.body).toMatchObject({
      ok: true,
      status: 'degraded',
      database: true,
      remote: {
        identity: { reachable: true, required: true },
        org: { reachable: true, required: true },
        review: { reachable: false, required: false, problem: 'not reachable' },
      },
    });
    expect(JSON.stringify(degraded.body)).not.toMatch(/127\.0\.0\.1|ECONNREFUSED/);

    const org = services.get('org')!;
    const port = Number(new URL(urls.org).port);
    await closeServer(org.server);
    try {
      // Past the time one round of probes answers every check.
      await new Promise((r) => setTimeout(r, READINESS_CACHE_MS));
      const down = await readiness();
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({
        ok: false,
        status: 'unavailable',
        remote: { org: { reachable: false, required: true, problem: 'not reachable' } },
      });
      // Liveness stays simple: the router is up.
      expect((await fetch(`${routerBase}/healthcheck`)).status).toBe(200);
    } finally {
      org.server = await new Promise<Server>((resolve) => {
        const again = org.app.listen(port, '127.0.0.1', () => resolve(again));
      });
    }
  });
});
