import { s256Challenge } from './pkce';
import type { PartnerService } from './startPartnerService';
import { platform, request, startForTest, type Answer } from './testing/client';

let service: PartnerService;
let api: ReturnType<typeof platform>;
const CLIENT = 'switchyard-demo-client';
const SECRET = 'demo-client-secret';
// A platform callback page the client is registered for by default (the quick start's).
const REDIRECT = 'http://localhost:8080/services/daybook/auth_tests/callback';
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';

beforeAll(async () => {
  service = await startForTest();
  api = platform(service);
});
afterAll(() => service.close());
afterEach(() => service.reset());

function authorizeUrl(path: string, params: Record<string, string | undefined>) {
  const url = new URL(`${service.url}${path}`);
  const all = {
    client_id: CLIENT,
    response_type: 'code',
    scope: 'photos journal',
    state: 'st-123',
    redirect_uri: REDIRECT,
    ...params,
  };
  for (const [k, v] of Object.entries(all)) if (v !== undefined) url.searchParams.set(k, v);
  return url.toString();
}

const location = (res: Answer) => new URL(res.headers.get('location') as string);

async function code(flavour: string, params: Record<string, string | undefined> = {}) {
  const res = await request(authorizeUrl(`/oauth2/${flavour}/authorize`, { auto: '1', ...params }));
  expect(res.status).toBe(302);
  return location(res).searchParams.get('code') as string;
}

const token = (form: Record<string, string>, path = '/oauth2/token', headers: Record<string, string> = {}) =>
  request(`${service.url}${path}`, { form, headers });

const exchange = (c: string, extra: Record<string, string> = {}) =>
  token({
    grant_type: 'authorization_code',
    code: c,
    redirect_uri: REDIRECT,
    client_id: CLIENT,
    client_secret: SECRET,
    ...extra,
  });

const userInfo = (accessToken: string) => api.userCall('GET', '/user/info', accessToken);

describe('authorize', () => {
  it('shows a consent page with Authorize and Deny that posts the request back', async () => {
    const res = await request(authorizeUrl('/oauth2/oauth_refresh_token/authorize', {}));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.text).toContain('<form method="post" action="/oauth2/oauth_refresh_token/authorize">');
    expect(res.text).toMatch(/<button[^>]*value="allow"[^>]*>Authorize<\/button>/);
    expect(res.text).toContain('name="state" value="st-123"');
    expect(res.text).toContain(`name="redirect_uri" value="${REDIRECT}"`);
  });

  it('redirects back with a code and the same state when the user authorizes', async () => {
    const res = await request(`${service.url}/oauth2/oauth_refresh_token/authorize`, {
      form: {
        client_id: CLIENT,
        response_type: 'code',
        state: 'st-9',
        redirect_uri: REDIRECT,
        decision: 'allow',
        user: 'user_grace',
      },
    });
    expect(res.status).toBe(302);
    const back = location(res);
    expect(back.origin + back.pathname).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe('st-9');
    const tokens = await exchange(back.searchParams.get('code') as string);
    expect((await userInfo(tokens.body.access_token)).body.data.id).toBe('user_grace');
  });

  it('redirects back with error=access_denied and the state when the user denies', async () => {
    const res = await request(`${service.url}/oauth2/authorize`, {
      form: {
        client_id: CLIENT,
        response_type: 'code',
        state: 'st-9',
        redirect_uri: REDIRECT,
        decision: 'deny',
      },
    });
    expect(res.status).toBe(302);
    expect(Object.fromEntries(location(res).searchParams)).toEqual({ error: 'access_denied', state: 'st-9' });
  });

  it('auto-approves with ?auto=1 as the demo user, keeping the redirect URI’s own query', async () => {
    service.registerRedirectUris(`${REDIRECT}?keep=1`);
    const res = await request(
      authorizeUrl('/oauth2/authorize', { auto: '1', redirect_uri: `${REDIRECT}?keep=1` }),
    );
    const back = location(res);
    expect(back.searchParams.get('keep')).toBe('1');
    expect(back.searchParams.get('state')).toBe('st-123');
    const tokens = await exchange(back.searchParams.get('code') as string, {
      redirect_uri: `${REDIRECT}?keep=1`,
    });
    expect((await userInfo(tokens.body.access_token)).body.data.id).toBe('user_ada');
  });

  it('shows an error page, never a redirect, for an unknown client or a bad redirect_uri', async () => {
    for (const params of [
      { client_id: 'someone-else' },
      { redirect_uri: undefined },
      { redirect_uri: 'javascript:alert(1)' },
      { redirect_uri: 'not a url' },
      { redirect_uri: `${REDIRECT}#frag` },
    ]) {
      const res = await request(authorizeUrl('/oauth2/authorize', { auto: '1', ...params }));
      expect([params, res.status]).toEqual([params, 400]);
      expect(res.headers.get('location')).toBeNull();
    }
    expect((await request(authorizeUrl('/oauth2/oauth_magic/authorize', {}))).status).toBe(404);
  });

  it('redirects with an error for a wrong response_type or a bad PKCE request', async () => {
    const cases: Array<[string, Record<string, string | undefined>, string]> = [
      ['/oauth2/authorize', { response_type: 'token' }, 'unsupported_response_type'],
      ['/oauth2/oauth_pkce/authorize', {}, 'invalid_request'],
      [
        '/oauth2/oauth_pkce/authorize',
        { code_challenge: s256Challenge(VERIFIER), code_challenge_method: 'plain' },
        'invalid_request',
      ],
      [
        '/oauth2/oauth_pkce/authorize',
        { code_challenge: 'short', code_challenge_method: 'S256' },
        'invalid_request',
      ],
    ];
    for (const [path, params, error] of cases) {
      const res = await request(authorizeUrl(path, { auto: '1', ...params }));
      expect(res.status).toBe(302);
      expect(location(res).searchParams.get('error')).toBe(error);
      expect(location(res).searchParams.get('state')).toBe('st-123');
    }
  });

  it('accepts only registered redirect URIs when a list is configured', async () => {
    const strict = await startForTest({
      redirectUris: [
        'http://localhost:8080/callback',
        'https://platform.example/auth/*',
        'https://sy.example/my_services/*/callback',
      ],
    });
    try {
      const url = (redirect: string) =>
        `${strict.url}/oauth2/authorize?auto=1&client_id=${CLIENT}&response_type=code&redirect_uri=${encodeURIComponent(redirect)}`;
      expect((await request(url('http://localhost:8080/callback'))).status).toBe(302);
      expect((await request(url('https://platform.example/auth/services/x'))).status).toBe(302);
      expect((await request(url('https://sy.example/my_services/daybook/callback'))).status).toBe(302);
      for (const refused of [
        'http://localhost:8080/callback2',
        'https://evil.example/auth/x',
        'https://sy.example/my_services/a/b/callback',
        'https://sy.example/my_services/a\\b/callback',
        'https://sy.example/my_services/daybook/callback?x=1',
        'https://platform.example@evil.example/auth/x',
        'https://user@platform.example/auth/x',
        // What the quick start's platform is registered for by default.
        REDIRECT,
      ])
        expect([refused, (await request(url(refused))).status]).toEqual([refused, 400]);
    } finally {
      await strict.close();
    }
  });

  it('is registered by default for the platform’s callback pages under its PUBLIC_URL only', async () => {
    const url = (redirect: string) =>
      authorizeUrl('/oauth2/authorize', { auto: '1', redirect_uri: redirect });
    for (const ok of [REDIRECT, 'http://localhost:8080/my_services/acme_notes/callback'])
      expect([ok, (await request(url(ok))).status]).toEqual([ok, 302]);
    for (const refused of [
      'https://evil.example/my_services/daybook/callback',
      'http://127.0.0.1:8080/my_services/daybook/callback',
      'http://localhost:8081/my_services/daybook/callback',
      'http://localhost:8080/my_services/daybook/other',
      'http://localhost:8080/elsewhere',
    ]) {
      const res = await request(url(refused));
      expect([refused, res.status]).toEqual([refused, 400]);
      expect(res.text).toContain('redirect_uri is missing or not registered for this client.');
      expect(res.headers.get('location')).toBeNull();
    }
    // A platform elsewhere is registered for its own pages, as its developer would set them.
    const elsewhere = await startForTest({ platformPublicUrl: 'https://sy.example/app/' });
    try {
      const at = (redirect: string) =>
        `${elsewhere.url}/oauth2/authorize?auto=1&client_id=${CLIENT}&response_type=code&redirect_uri=${encodeURIComponent(redirect)}`;
      expect((await request(at('https://sy.example/app/my_services/daybook/callback'))).status).toBe(302);
      expect((await request(at(REDIRECT))).status).toBe(400);
      elsewhere.registerRedirectUris(REDIRECT);
      expect((await request(at(REDIRECT))).status).toBe(302);
    } finally {
      await elsewhere.close();
    }
  });
});

describe('token: oauth (no refresh)', () => {
  it('answers a Bearer token that never expires: no refresh_token, no expires_in', async () => {
    const res = await exchange(await code('oauth'));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({
      token_type: 'Bearer',
      access_token: expect.any(String),
      scope: 'photos journal',
    });
    expect((await userInfo(res.body.access_token)).status).toBe(200);
    expect(service.state.accessTokens.get(res.body.access_token)?.expiresAt).toBeUndefined();
  });
});

describe('token: oauth_refresh_token', () => {
  it('answers access and refresh tokens with expires_in, and refreshes', async () => {
    const res = await exchange(await code('oauth_refresh_token'));
    expect(res.body).toEqual({
      token_type: 'Bearer',
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: 3600,
      scope: 'photos journal',
    });
    const refreshed = await token({
      grant_type: 'refresh_token',
      refresh_token: res.body.refresh_token,
      client_id: CLIENT,
      client_secret: SECRET,
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.access_token).not.toBe(res.body.access_token);
    expect(refreshed.body.refresh_token).not.toBe(res.body.refresh_token);
    expect(refreshed.body.expires_in).toBe(3600);
    expect((await userInfo(refreshed.body.access_token)).body.data.id).toBe('user_ada');
  });

  it('takes the client credentials as HTTP Basic too, and a JSON body', async () => {
    const c = await code('oauth_refresh_token');
    const res = await request(`${service.url}/oauth2/token`, {
      json: { grant_type: 'authorization_code', code: c, redirect_uri: REDIRECT },
      headers: { Authorization: `Basic ${Buffer.from(`${CLIENT}:${SECRET}`).toString('base64')}` },
    });
    expect(res.status).toBe(200);
    expect(res.body.refresh_token).toEqual(expect.any(String));
  });

  it('checks a PKCE challenge even when the flavour does not require one', async () => {
    const c = await code('oauth_refresh_token', {
      code_challenge: s256Challenge(VERIFIER),
      code_challenge_method: 'S256',
    });
    expect((await exchange(c, { code_verifier: 'x'.repeat(43) })).body.error).toBe('invalid_grant');
    const c2 = await code('oauth_refresh_token', {
      code_challenge: s256Challenge(VERIFIER),
      code_challenge_method: 'S256',
    });
    expect((await exchange(c2, { code_verifier: VERIFIER })).status).toBe(200);
  });
});

describe('token: PKCE flavours', () => {
  it.each([
    ['oauth_pkce', false],
    ['oauth_pkce_refresh_token', true],
  ])('%s: the verifier must match; the client secret may be left out', async (flavour, refreshes) => {
    const challenge = { code_challenge: s256Challenge(VERIFIER), code_challenge_method: 'S256' };
    const publicClient = { grant_type: 'authorization_code', redirect_uri: REDIRECT, client_id: CLIENT };

    const missing = await token({ ...publicClient, code: await code(flavour, challenge) });
    expect([missing.status, missing.body.error]).toEqual([400, 'invalid_grant']);
    const wrong = await token({
      ...publicClient,
      code: await code(flavour, challenge),
      code_verifier: 'y'.repeat(43),
    });
    expect([wrong.status, wrong.body.error]).toEqual([400, 'invalid_grant']);

    const ok = await token({
      ...publicClient,
      code: await code(flavour, challenge),
      code_verifier: VERIFIER,
    });
    expect(ok.status).toBe(200);
    expect((await userInfo(ok.body.access_token)).status).toBe(200);
    if (refreshes) {
      expect(ok.body).toMatchObject({ refresh_token: expect.any(String), expires_in: 3600 });
      const refreshed = await token({
        grant_type: 'refresh_token',
        refresh_token: ok.body.refresh_token,
        client_id: CLIENT,
      });
      expect(refreshed.status).toBe(200);
    } else {
      expect(ok.body.refresh_token).toBeUndefined();
      expect(ok.body.expires_in).toBeUndefined();
    }
  });
});

describe('token errors', () => {
  it('answers invalid_grant for an unknown, reused or redirect-mismatched code', async () => {
    expect((await exchange('code_nope')).body).toMatchObject({ error: 'invalid_grant' });
    const c = await code('oauth');
    expect((await exchange(c)).status).toBe(200);
    const reused = await exchange(c);
    expect([reused.status, reused.body.error]).toEqual([400, 'invalid_grant']);
    const mismatched = await exchange(await code('oauth'), { redirect_uri: 'http://localhost:8080/other' });
    expect(mismatched.body.error).toBe('invalid_grant');
  });

  it('answers 401 invalid_client for a wrong client id, a wrong secret or a missing secret', async () => {
    const c = await code('oauth');
    for (const extra of [{ client_id: 'other' }, { client_secret: 'wrong' }] as Record<string, string>[]) {
      const res = await exchange(c, extra);
      expect([res.status, res.body.error]).toEqual([401, 'invalid_client']);
    }
    const noSecret = await token({
      grant_type: 'authorization_code',
      code: c,
      redirect_uri: REDIRECT,
      client_id: CLIENT,
    });
    expect([noSecret.status, noSecret.body.error]).toEqual([401, 'invalid_client']);
    expect((await exchange(c)).status).toBe(200);
  });

  it('answers invalid_grant for an unknown refresh token and unsupported_grant_type otherwise', async () => {
    const refresh = await token({
      grant_type: 'refresh_token',
      refresh_token: 'rt_nope',
      client_id: CLIENT,
      client_secret: SECRET,
    });
    expect([refresh.status, refresh.body.error]).toEqual([400, 'invalid_grant']);
    const other = await token({ grant_type: 'password', client_id: CLIENT, client_secret: SECRET });
    expect([other.status, other.body.error]).toEqual([400, 'unsupported_grant_type']);
  });
});

describe('default flavour', () => {
  it('is oauth_refresh_token, and ?flavour= picks another, also through the consent form', async () => {
    const plain = await request(authorizeUrl('/oauth2/authorize', { auto: '1' }));
    const tokens = await exchange(location(plain).searchParams.get('code') as string);
    expect(tokens.body.refresh_token).toEqual(expect.any(String));

    const page = await request(authorizeUrl('/oauth2/authorize', { flavour: 'oauth' }));
    expect(page.text).toContain('name="flavour" value="oauth"');
    const decided = await request(`${service.url}/oauth2/authorize`, {
      form: {
        client_id: CLIENT,
        response_type: 'code',
        redirect_uri: REDIRECT,
        flavour: 'oauth',
        decision: 'allow',
      },
    });
    const nonRefresh = await exchange(location(decided).searchParams.get('code') as string);
    expect(nonRefresh.body.refresh_token).toBeUndefined();
  });

  it('follows the oauthFlavour option', async () => {
    const pkce = await startForTest({ oauthFlavour: 'oauth_pkce' });
    try {
      const res = await request(
        `${pkce.url}/oauth2/authorize?auto=1&client_id=${CLIENT}&response_type=code&state=s&redirect_uri=${encodeURIComponent(REDIRECT)}`,
      );
      expect(location(res).searchParams.get('error')).toBe('invalid_request');
    } finally {
      await pkce.close();
    }
  });
});

describe('api_token_auth', () => {
  it('takes the fixed demo token, and tokens issued in-process, over HTTP or on the account page', async () => {
    expect((await userInfo('demo-api-token')).body.data.id).toBe('user_ada');
    expect((await userInfo(service.issueApiToken('user_grace'))).body.data.id).toBe('user_grace');
    const issued = await api.control('POST', '/api-tokens', { user_id: 'user_grace' });
    expect(issued.status).toBe(201);
    expect((await userInfo(issued.body.data.token)).body.data.id).toBe('user_grace');
    const account = await request(`${service.url}/account`);
    expect(account.text).toContain('demo-api-token');
    const created = await request(`${service.url}/account/api-tokens`, { method: 'POST' });
    const fromPage = /data-testid="api-token">([^<]+)</.exec(created.text)?.[1] as string;
    expect((await userInfo(fromPage)).body.data.id).toBe('user_ada');
  });

  it('takes extra tokens from the apiTokens option', async () => {
    const extra = await startForTest({ apiTokens: ['token-from-config'] });
    try {
      const res = await request(`${extra.url}/switchyard/v1/user/info`, {
        headers: { Authorization: 'Bearer token-from-config' },
      });
      expect(res.body.data.id).toBe('user_ada');
    } finally {
      await extra.close();
    }
  });
});
