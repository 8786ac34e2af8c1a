import { SESSION_COOKIE } from '@switchyard/router-auth';
import { startHive, type RunningRouter } from './testing/routers';
import { startTestGateway, type RunningGateway } from './testing/testGateway';

// No internals to clients (issue 41): a dependency of the router's plugins failing (here its Redis
// session store, at an address where nothing listens) is answered as a GraphQL error with a code, in
// JSON, with no stack or file path, and logged as a structured line. PostgreSQL only (the router
// hears membership changes on the database).
const pg = process.env.DATABASE_URL ? describe : describe.skip;

pg("Hive Gateway with the project's plugins, its session store unreachable", () => {
  let gw: RunningGateway;
  let router: RunningRouter;
  beforeAll(async () => {
    gw = await startTestGateway();
    router = await startHive(
      gw.gateway.db,
      gw.config.sessionSecret,
      {},
      { REDIS_URL: 'redis://127.0.0.1:9' },
    );
  }, 120_000);
  afterAll(async () => {
    await router?.stop();
    await gw?.stop();
  });

  it('answers 503 with a coded GraphQL error in JSON, no internals, and logs the cause', async () => {
    const res = await fetch(`${router.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=some-session-id` },
      body: JSON.stringify({ query: '{ me { login } }' }),
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await res.text();
    expect(JSON.parse(body)).toEqual({
      errors: [
        {
          message: 'Your session could not be checked right now. Try again in a moment.',
          extensions: { code: 'SERVICE_UNAVAILABLE' },
        },
      ],
    });
    expect(body).not.toMatch(/\.ts\b|\/src\/|node_modules|\bat \w|127\.0\.0\.1|ECONNREFUSED/);

    let line: Record<string, unknown> | undefined;
    for (const end = Date.now() + 5000; !line && Date.now() < end;) {
      line = router
        .output()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .find((l) => l.code === 'SERVICE_UNAVAILABLE');
      if (!line) await new Promise((r) => setTimeout(r, 100));
    }
    expect(line).toMatchObject({
      level: 50,
      msg: 'Your session could not be checked right now. Try again in a moment.',
      method: 'POST',
      path: '/graphql',
      err: expect.objectContaining({ message: expect.any(String) }),
    });
  });
});
