import { identityDomain } from './identity/domain';
import { startTestGateway, type RunningGateway } from './testing/testGateway';

let gw: RunningGateway;
beforeAll(async () => {
  gw = await startTestGateway({ loginRateLimit: 5 }, { domains: [identityDomain] });
});
afterAll(() => gw.stop());

describe('sessions and sign-in', () => {
  it('gives an anonymous session a CSRF token in an httpOnly, SameSite=Lax cookie', async () => {
    const res = await fetch(`${gw.base}/session`, { headers: { accept: 'application/json' } });
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^sy_session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const body = await res.json();
    expect(body.viewer).toBeNull();
    expect(body.csrfToken).toMatch(/^[\w-]{40,}$/);
  });

  it('refuses a sign-in without the CSRF token', async () => {
    const c = gw.client();
    await c.session();
    const res = await c.request('/login', {
      method: 'POST',
      json: { login: 'olivia', password: 'switchyard' },
      csrf: false,
    });
    expect(res.status).toBe(403);
  });

  it('refuses a wrong password with 401 and no session', async () => {
    const c = gw.client();
    await c.session();
    const res = await c.request('/login', {
      method: 'POST',
      json: { login: 'olivia', password: 'nope-nope' },
    });
    expect(res.status).toBe(401);
    expect((await c.session()).viewer).toBeNull();
  });

  it('rotates the session on sign-in and forgets it on sign-out', async () => {
    const c = gw.client();
    await c.session();
    const before = c.cookie;
    await c.login('olivia');
    expect(c.cookie).not.toBe(before);
    expect((await c.session()).viewer?.login).toBe('olivia');
    // the pre-login session id no longer signs anybody in
    const old = await fetch(`${gw.base}/session`, {
      headers: { accept: 'application/json', cookie: before },
    });
    expect((await old.json()).viewer).toBeNull();
    const signedIn = c.cookie;
    expect((await c.request('/logout', { method: 'POST' })).status).toBe(204);
    const after = await fetch(`${gw.base}/session`, {
      headers: { accept: 'application/json', cookie: signedIn },
    });
    expect((await after.json()).viewer).toBeNull();
  });

  it('serves a sign-in page and redirects only to same-site paths', async () => {
    const c = gw.client();
    const page = await c.request('/login?return_to=/organizations', { headers: { accept: 'text/html' } });
    const html = await page.text();
    expect(html).toContain('name="authenticity_token"');
    const token = /name="authenticity_token" value="([^"]+)"/.exec(html)![1];
    const res = await c.request('/login', {
      method: 'POST',
      headers: { accept: 'text/html' },
      form: {
        login: 'milo',
        password: 'switchyard',
        authenticity_token: token,
        return_to: '//evil.example/x',
      },
      csrf: false,
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
  });

  it('signs a new user up and refuses a taken login with attribute errors', async () => {
    const c = gw.client();
    await c.session();
    const ok = await c.request('/signup', {
      method: 'POST',
      json: { name: 'Tess Tester', login: 'tess', email: 'tess@example.com', password: 'long-enough' },
    });
    expect(ok.status).toBe(201);
    const d = gw.client();
    await d.session();
    const taken = await d.request('/signup', {
      method: 'POST',
      json: { name: 'Other', login: 'tess', email: 'not-an-email', password: 'short' },
    });
    expect(taken.status).toBe(400);
    const body = await taken.json();
    expect(body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ attribute: 'email' }),
        expect.objectContaining({ attribute: 'password' }),
      ]),
    );
  });
});

describe('/graphql', () => {
  it('answers 401 to an anonymous caller and 403 without the CSRF token', async () => {
    const anon = gw.client();
    await anon.session();
    expect((await anon.gql('{ me { id } }')).status).toBe(401);
    const c = await gw.client().login('stella');
    const res = await c.request('/graphql', {
      method: 'POST',
      json: { query: '{ me { id } }' },
      csrf: false,
    });
    expect(res.status).toBe(403);
  });

  it('serves the signed-in user, e-mail included only for themselves', async () => {
    const c = await gw.client().login('stella');
    const r = await c.gql('{ me { login email staff review_team tier } }');
    expect(r.data).toEqual({
      me: { login: 'stella', email: 'stella@example.com', staff: true, review_team: false, tier: 'pro_plus' },
    });
  });

  it('refuses query bombs before resolving', async () => {
    const c = await gw.client().login('stella');
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: me { id }`).join(' ');
    const r = await c.gql(`{ ${aliases} }`);
    expect(r.errors?.[0].message).toMatch(/alias/i);
  });

  it('lets no other origin read an answer (no CORS headers: the shell is same-origin)', async () => {
    const c = await gw.client().login('stella');
    const origin = { origin: 'https://evil.example' };
    const get = await c.request(`/graphql?query=${encodeURIComponent('{ me { email } }')}`, {
      headers: origin,
    });
    expect(get.status).toBe(200);
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
    expect(get.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await c.request('/graphql', {
      method: 'OPTIONS',
      headers: { ...origin, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('caps the request body size', async () => {
    const c = await gw.client().login('stella');
    const res = await c.request('/graphql', {
      method: 'POST',
      json: { query: `{ me { id } } #${'x'.repeat(200_000)}` },
    });
    expect(res.status).toBe(413);
  });
});

describe('web and health', () => {
  it('reports health', async () => {
    const res = await fetch(`${gw.base}/health`);
    expect(await res.json()).toMatchObject({ ok: true });
  });

  it('sends page loads to the shell (anonymous visitors to sign in first) and unknown JSON paths to 404', async () => {
    const anonymous = await fetch(`${gw.base}/organizations/x?tab=1`, {
      headers: { accept: 'text/html' },
      redirect: 'manual',
    });
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get('location')).toBe('/login?return_to=%2Forganizations%2Fx%3Ftab%3D1');
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
    const c = await gw.client().login('stella');
    const page = await c.request('/organizations/x', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/html/);
    // The page carries the viewer and the CSRF token once the shell is built: never kept by a cache.
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    const api = await fetch(`${gw.base}/no/such/path`, { headers: { accept: 'application/json' } });
    expect(api.status).toBe(404);
  });

  it("lists the remotes at their live versions, per user, and serves a version's files", async () => {
    const res = await fetch(`${gw.base}/remotes.json`);
    // Per user (a canary's share gets the canary): never kept by a shared cache.
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    const body = (await res.json()) as { remotes: { name: string; entry: string; version: string }[] };
    const org = body.remotes.find((r) => r.name === 'org')!;
    // The checkout's build, published as a version at start.
    expect(org.entry).toBe(`/remotes/org/${org.version}/mf-manifest.json`);
    expect(org.version).toMatch(/^\d+\.\d+\.\d+.*-[0-9a-f]{12}$/);
    const manifest = await fetch(gw.base + org.entry);
    expect([manifest.status, manifest.headers.get('cache-control')]).toEqual([200, 'no-cache']);
    expect(((await manifest.json()) as { name: string }).name).toBe('org');
    // Files are at their version's path only.
    expect((await fetch(`${gw.base}/remotes/org/mf-manifest.json`)).status).toBe(404);
  });

  it('caps REST bodies with 413 and never answers 500 to malformed JSON', async () => {
    const c = await gw.client().login('stella');
    const big = await c.request('/logout', { method: 'POST', json: { x: 'y'.repeat(1_100_000) } });
    expect(big.status).toBe(413);
    const bad = await c.request('/logout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"not json',
    });
    expect(bad.status).toBe(400);
  });
});

// Last: it locks this address out of further sign-in attempts.
describe('sign-in rate limit', () => {
  it('rate-limits sign-in attempts', async () => {
    const c = gw.client();
    await c.session();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await c.request('/login', {
        method: 'POST',
        json: { login: 'rey', password: 'wrong-password' },
      });
      statuses.push(res.status);
    }
    expect(statuses).toContain(429);
  });
});
