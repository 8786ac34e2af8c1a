import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startPartnerService, type PartnerService } from '@switchyard/partner-service';
import { restErrorHandler, startEventBus, type EventBus, type RequestContext } from '@switchyard/server-kit';
import { createTestDb } from '@switchyard/server-kit/testing';
import express from 'express';
import { serviceConfigDomain } from '../index';
import { serviceConfigRestPaths } from '../rest';
import { DEMO_ORGS } from '../seed';
import { insertService } from '../services/serviceStore';
import { recordedCalls } from '../testing/recordedCalls';
import { anonymous, contextFor } from '../testViewers';
import {
  authTestRouter,
  AUTH_TEST_REST_PATHS,
  SERVICE_NOT_FOUND,
  TOO_MANY_AUTH_TEST_CALLS,
} from './authTestRoutes';
import { NO_AUTHENTICATION, NOT_REFRESH } from './authTestConfig';
import {
  authorizationCodeChecklist,
  checklistPassed,
  type ChecklistItem,
} from '@switchyard/service-config-common/authTests/checklists';
import { s256Challenge } from './pkce';
import { testSettings } from '@switchyard/server-kit/settings';

jest.setTimeout(120_000);

type Db = Awaited<ReturnType<typeof createTestDb>>;
let db: Db;
let partner: PartnerService;
let server: Server;
let base: string;
let events: EventBus;

const PLATFORM = 'http://platform.test';
const TIMEOUT_MS = 1500;

// contextFor derives the user id from the login's length: these are three different users.
const viewers: Record<string, RequestContext> = {
  milo: contextFor('milo', { [DEMO_ORGS.acme]: 'member' }),
  olivia: contextFor('olivia', { [DEMO_ORGS.acme]: 'owner' }),
  stella: contextFor('stella', { [DEMO_ORGS.bigco]: 'owner' }),
};

function gatewayLikeApp(env: NodeJS.ProcessEnv) {
  const app = express();
  app.use(express.json());
  app.use((req, _res, next) => {
    const login = req.header('x-test-viewer');
    req.ctx = (login && viewers[login]) || anonymous;
    next();
  });
  app.use(authTestRouter({ db, settings: testSettings(env), events }, { timeoutMs: TIMEOUT_MS }));
  app.use((_req, res) => {
    res.status(404).json({ error: 'Not found.' });
  });
  app.use(restErrorHandler);
  return app;
}

type Flavour = 'oauth' | 'oauth_pkce' | 'oauth_refresh_token' | 'oauth_pkce_refresh_token';

/** A service of Acme pointing at the sample partner; `urls` picks the partner's flavour of OAuth server. */
async function createService(
  moduleName: string,
  settings: Record<string, string | null> & { authentication_type: string },
  { keyKnownToPartner = true } = {},
) {
  const row = await insertService(db, {
    organization_id: DEMO_ORGS.acme,
    module_name: moduleName,
    name: moduleName,
  });
  const entries = Object.entries(settings);
  const { rows } = await db.query<{ service_key: string }>(
    `UPDATE service_config.services SET ${entries.map(([k], i) => `${k} = $${i + 2}`).join(', ')} WHERE id = $1
     RETURNING service_key`,
    [row!.id, ...entries.map(([, v]) => v)],
  );
  // The partner is told the service's key, as its developer would set it.
  if (keyKnownToPartner) partner.acceptServiceKey(rows[0].service_key);
  return row!.id;
}

const oauthSettings = (type: Flavour, flavour: Flavour = type) => ({
  authentication_type: type,
  api_url_prefix: partner.settings.api_url_prefix,
  oauth_client_id: partner.settings.oauth_client_id,
  oauth_client_secret: partner.settings.oauth_client_secret,
  ...partner.settings.oauthUrls[flavour],
});

beforeAll(async () => {
  // The partner's client is registered for the platform's callback pages, as its developer sets it.
  partner = await startPartnerService({ port: 0, platformPublicUrl: PLATFORM });
  db = await createTestDb([serviceConfigDomain.migrations]);
  events = await startEventBus(db);
  // Every test here is one user's calls within a minute: the rate limit has its own test below.
  server = gatewayLikeApp({
    PUBLIC_URL: PLATFORM,
    SAFE_FETCH_ALLOW: new URL(partner.url).host,
    AUTH_TEST_RATE_LIMIT: '10000',
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  for (const type of ['oauth', 'oauth_pkce', 'oauth_refresh_token', 'oauth_pkce_refresh_token'] as const) {
    await createService(`t_${type}`, oauthSettings(type));
  }
  // A PKCE client without a secret, as public clients are.
  await createService('t_pkce_public', { ...oauthSettings('oauth_pkce'), oauth_client_secret: null });
  await createService('t_api_token', {
    authentication_type: 'api_token_auth',
    api_url_prefix: partner.settings.api_url_prefix,
  });
  // A service whose key its partner was never given.
  await createService(
    't_unknown_key',
    { authentication_type: 'api_token_auth', api_url_prefix: partner.settings.api_url_prefix },
    { keyKnownToPartner: false },
  );
  await createService('t_none', { authentication_type: 'auth_not_required' });
  await createService('t_unset', { authentication_type: 'oauth' });
  // oauth, but pointed at an OAuth server that hands out expiring tokens.
  await createService('t_oauth_expiring', oauthSettings('oauth', 'oauth_refresh_token'));
  await createService('t_wrong_secret', { ...oauthSettings('oauth'), oauth_client_secret: 'not-the-secret' });
  await createService('t_private', {
    ...oauthSettings('oauth'),
    oauth_token_url: 'http://10.0.0.1/oauth2/token',
    api_url_prefix: 'http://169.254.169.254',
  });
  await createService('t_published', oauthSettings('oauth'));
  await db.query("UPDATE service_config.services SET published = true WHERE module_name = 't_published'");
});

afterEach(() => partner.setMode([]));

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await partner.close();
  await events.stop();
  await db.drop();
});

interface Answer {
  status: number;
  body: {
    data?: {
      authorize_url?: string;
      state?: string;
      redirect_uri?: string;
      request?: { method: string; url: string; headers: Record<string, string>; body: string | null };
      response?: { statusCode: number; body: string };
      checklist?: ChecklistItem[];
      hint?: string;
    };
    error?: string;
    errors?: { attribute: string; message: string; code?: string }[];
  };
}

async function post(
  slug: string,
  step: string,
  body: Record<string, unknown> = {},
  viewer: string | null = 'milo',
): Promise<Answer> {
  const res = await fetch(`${base}/services/${slug}/auth_tests/${step}`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      origin: PLATFORM,
      ...(viewer ? { 'x-test-viewer': viewer } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

/** The browser's part: the partner's consent page approved at once (&auto=1), its redirect read. */
async function authorizeInBrowser(authorizeUrl: string): Promise<URL> {
  const res = await fetch(`${authorizeUrl}&auto=1`, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!);
}

/** Begin test + the redirect: the callback URL the partner sent the browser to, and the state sent. */
async function authorizationCode(slug: string, viewer = 'milo') {
  const begun = await post(slug, 'authorize', {}, viewer);
  expect(begun.status).toBe(200);
  const { authorize_url, state } = begun.body.data!;
  const callback = await authorizeInBrowser(authorize_url!);
  return { authorizeUrl: new URL(authorize_url!), state: state!, callback };
}

const passed = (a: Answer) => checklistPassed(a.body.data!.checklist!);
const failing = (a: Answer) => a.body.data!.checklist!.filter((i) => !i.passed).map((i) => i.key);
const json = (a: Answer) => JSON.parse(a.body.data!.response!.body) as Record<string, unknown>;

async function accessToken(slug: string) {
  const { state, callback } = await authorizationCode(slug);
  const token = await post(slug, 'token', { code: callback.searchParams.get('code'), state });
  expect(token.status).toBe(200);
  return token;
}

describe('the authentication test against the sample partner service', () => {
  it('serves only its four POST paths, all dispatched to this domain', () => {
    expect(AUTH_TEST_REST_PATHS).toEqual([
      '/services/:slug/auth_tests/authorize',
      '/services/:slug/auth_tests/token',
      '/services/:slug/auth_tests/refresh',
      '/services/:slug/auth_tests/user_info',
    ]);
    for (const path of AUTH_TEST_REST_PATHS) expect(serviceConfigRestPaths).toContain(path);
    // The partner's redirect is a page load: the shell serves it, not this router.
    expect(serviceConfigRestPaths).not.toContain('/services/:slug/auth_tests/callback');
  });

  it.each(['oauth', 'oauth_refresh_token'])(
    '%s: builds the authorization URL and remembers the state on the server',
    async (type) => {
      const slug = `t_${type}`;
      const { authorizeUrl, state, callback } = await authorizationCode(slug);
      const q = authorizeUrl.searchParams;
      expect(authorizeUrl.origin + authorizeUrl.pathname).toBe(
        partner.settings.oauthUrls[type as Flavour].oauth_authorization_url,
      );
      expect(q.get('client_id')).toBe('switchyard-demo-client');
      expect(q.get('response_type')).toBe('code');
      expect(q.get('scope')).toBe('switchyard');
      expect(q.get('state')).toBe(state);
      expect(q.get('redirect_uri')).toBe(`${PLATFORM}/services/${slug}/auth_tests/callback`);
      expect(q.has('code_challenge')).toBe(false);
      // The partner sends the browser back to the callback page with a code and the same state.
      expect(callback.origin + callback.pathname).toBe(`${PLATFORM}/services/${slug}/auth_tests/callback`);
      expect(
        checklistPassed(authorizationCodeChecklist(Object.fromEntries(callback.searchParams), state)),
      ).toBe(true);
      const { rows } = await db.query<{ code_verifier: string | null; redirect_uri: string }>(
        'SELECT code_verifier, redirect_uri FROM service_config.auth_test_sessions WHERE state = $1',
        [state],
      );
      expect(rows).toEqual([{ code_verifier: null, redirect_uri: q.get('redirect_uri') }]);
    },
  );

  it.each(['oauth', 'oauth_pkce'] as const)(
    '%s: passes every step with a non-expiring token',
    async (type) => {
      const slug = `t_${type}`;
      const token = await accessToken(slug);
      expect(token.body.data!.response!.statusCode).toBe(200);
      expect(passed(token)).toBe(true);
      expect(json(token)).not.toHaveProperty('expires_in');
      const request = token.body.data!.request!;
      expect(request.method).toBe('POST');
      expect(request.url).toBe(partner.settings.oauthUrls[type].oauth_token_url);
      const form = new URLSearchParams(request.body!);
      expect(form.get('grant_type')).toBe('authorization_code');
      expect(form.get('client_id')).toBe('switchyard-demo-client');
      expect(form.get('client_secret')).toBe('[REDACTED]');
      expect(form.get('redirect_uri')).toBe(`${PLATFORM}/services/${slug}/auth_tests/callback`);
      expect(request.body).not.toContain('demo-client-secret');

      const info = await post(slug, 'user_info', { oauth_access_token: json(token).access_token });
      expect(info.status).toBe(200);
      expect(passed(info)).toBe(true);
      expect(JSON.parse(info.body.data!.response!.body)).toMatchObject({
        data: { name: 'Ada Lovelace', id: 'user_ada' },
      });
      expect(info.body.data!.request).toMatchObject({
        method: 'GET',
        url: `${partner.url}/switchyard/v1/user/info`,
        headers: { Authorization: 'Bearer [REDACTED]', Accept: 'application/json' },
        body: null,
      });
    },
  );

  it.each(['oauth_pkce', 'oauth_pkce_refresh_token'] as const)(
    '%s: sends an S256 challenge and, with the code, the verifier kept on the server',
    async (type) => {
      const slug = `t_${type}`;
      const { authorizeUrl, state, callback } = await authorizationCode(slug);
      expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
      const { rows } = await db.query<{ code_verifier: string }>(
        'SELECT code_verifier FROM service_config.auth_test_sessions WHERE state = $1',
        [state],
      );
      expect(rows[0].code_verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(authorizeUrl.searchParams.get('code_challenge')).toBe(s256Challenge(rows[0].code_verifier));
      const token = await post(slug, 'token', { code: callback.searchParams.get('code'), state });
      expect(passed(token)).toBe(true);
      const form = new URLSearchParams(token.body.data!.request!.body!);
      expect(form.get('code_verifier')).toBe('[REDACTED]');
      expect(token.body.data!.request!.body).not.toContain(rows[0].code_verifier);
    },
  );

  it('oauth_pkce without a client secret: the verifier alone gets the token', async () => {
    const token = await accessToken('t_pkce_public');
    expect(passed(token)).toBe(true);
    expect(new URLSearchParams(token.body.data!.request!.body!).has('client_secret')).toBe(false);
  });

  it.each(['oauth_refresh_token', 'oauth_pkce_refresh_token'] as const)(
    '%s: passes all five steps; the older refresh token still works',
    async (type) => {
      const slug = `t_${type}`;
      const token = await accessToken(slug);
      expect(passed(token)).toBe(true);
      const { access_token, refresh_token, expires_in } = json(token);
      expect(expires_in).toBe(3600);
      expect(passed(await post(slug, 'user_info', { oauth_access_token: access_token }))).toBe(true);

      const refreshed = await post(slug, 'refresh', { oauth_refresh_token: refresh_token });
      expect(refreshed.status).toBe(200);
      expect(passed(refreshed)).toBe(true);
      expect(json(refreshed).refresh_token).not.toBe(refresh_token);
      const form = new URLSearchParams(refreshed.body.data!.request!.body!);
      expect(form.get('grant_type')).toBe('refresh_token');
      expect(form.get('refresh_token')).toBe('[REDACTED]');

      const older = await post(slug, 'refresh', { oauth_refresh_token: refresh_token });
      expect(passed(older)).toBe(true);
    },
  );

  it('api_token_auth: user information with the API token', async () => {
    const good = await post('t_api_token', 'user_info', { api_token: partner.settings.api_token });
    expect(good.status).toBe(200);
    expect(passed(good)).toBe(true);
    const bad = await post('t_api_token', 'user_info', { api_token: 'not-a-token' });
    expect(bad.status).toBe(200);
    expect(bad.body.data!.response!.statusCode).toBe(401);
    expect(failing(bad)).toEqual(['status', 'data', 'name', 'id']);
    const none = await post('t_api_token', 'user_info', {});
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual([
      { attribute: 'api_token', message: "can't be blank", code: 'missing_parameter' },
    ]);
  });

  it('sends the service key with user information, and says where to find it when it is refused', async () => {
    const good = await post('t_api_token', 'user_info', { api_token: partner.settings.api_token });
    expect(good.body.data!.request).toMatchObject({
      headers: { 'Switchyard-Service-Key': '[REDACTED]', Authorization: 'Bearer [REDACTED]' },
    });
    expect(good.body.data).not.toHaveProperty('hint');
    const refused = await post('t_unknown_key', 'user_info', { api_token: partner.settings.api_token });
    expect(refused.body.data!.response!.statusCode).toBe(401);
    expect(refused.body.data!.hint).toBe(
      "Your service answered 401: it refused the service key or the access token. The key is on this service's " +
        'page, under Service key; your service must accept it in the Switchyard-Service-Key header.',
    );
  });

  it('records every partner call as an auth_test transaction log, secrets redacted', async () => {
    const authTests = async () => (await recordedCalls(db)).filter((c) => c.type === 'auth_test');
    const before = (await authTests()).length;
    const token = await accessToken('t_oauth');
    await post('t_oauth', 'user_info', { oauth_access_token: json(token).access_token });
    const recorded = await authTests();
    expect(recorded.length - before).toBe(2);
    const [exchange, info] = recorded.slice(-2);
    expect(info).toMatchObject({
      moduleName: 't_oauth',
      status: 200,
      userId: viewers.milo.viewer!.id,
    });
    expect(info.requestHeaders.authorization).toBe('Bearer [REDACTED]');
    expect(exchange.url).toBe(partner.settings.oauthUrls.oauth.oauth_token_url);
    expect(exchange.requestBody).not.toContain('demo-client-secret');
  });
});

describe('misbehaving partners', () => {
  it('expiring_refresh_tokens: the older refresh token is refused, so that step fails', async () => {
    partner.setMode(['expiring_refresh_tokens']);
    const token = await accessToken('t_oauth_refresh_token');
    const { refresh_token } = json(token);
    expect(
      passed(await post('t_oauth_refresh_token', 'refresh', { oauth_refresh_token: refresh_token })),
    ).toBe(true);
    const older = await post('t_oauth_refresh_token', 'refresh', { oauth_refresh_token: refresh_token });
    expect(older.status).toBe(200);
    expect(older.body.data!.response!.statusCode).toBe(400);
    expect(json(older)).toMatchObject({ error: 'invalid_grant' });
    expect(failing(older)).toEqual([
      'status',
      'access_token_present',
      'access_token_string',
      'access_token_length',
      'refresh_token_present',
      'refresh_token_string',
      'refresh_token_not_empty',
    ]);
  });

  it('short_lived_access_tokens: expires_in 1 passes the checklist, but the token is dead a second later', async () => {
    partner.setMode(['short_lived_access_tokens']);
    const slug = 't_oauth_pkce_refresh_token';
    const token = await accessToken(slug);
    expect(json(token).expires_in).toBe(1);
    expect(passed(token)).toBe(true);
    await new Promise((r) => setTimeout(r, 1200));
    const info = await post(slug, 'user_info', { oauth_access_token: json(token).access_token });
    expect(info.body.data!.response!.statusCode).toBe(401);
    expect(passed(info)).toBe(false);
    const refreshed = await post(slug, 'refresh', { oauth_refresh_token: json(token).refresh_token });
    expect(passed(refreshed)).toBe(true);
    expect(passed(await post(slug, 'user_info', { oauth_access_token: json(refreshed).access_token }))).toBe(
      true,
    );
  });

  it('unauthorized: the token exchange works, user information fails with 401', async () => {
    partner.setMode(['unauthorized']);
    const token = await accessToken('t_oauth');
    expect(passed(token)).toBe(true);
    const info = await post('t_oauth', 'user_info', { oauth_access_token: json(token).access_token });
    expect(info.body.data!.response!.statusCode).toBe(401);
    expect(failing(info)).toEqual(['status', 'data', 'name', 'id']);
    const api = await post('t_api_token', 'user_info', { api_token: partner.settings.api_token });
    expect(failing(api)).toEqual(['status', 'data', 'name', 'id']);
  });

  it('server_errors: user information answers 500 and fails', async () => {
    partner.setMode(['server_errors']);
    const info = await post('t_api_token', 'user_info', { api_token: partner.settings.api_token });
    expect(info.status).toBe(200);
    expect(info.body.data!.response!.statusCode).toBe(500);
    expect(failing(info)).toEqual(['status', 'data', 'name', 'id']);
  });

  it('slow beyond the time-out: an error with safeFetch code timeout, never a 500', async () => {
    const token = await accessToken('t_oauth_refresh_token');
    partner.setMode(['slow'], { delayMs: TIMEOUT_MS + 1000 });
    const refresh = await post('t_oauth_refresh_token', 'refresh', {
      oauth_refresh_token: json(token).refresh_token,
    });
    expect(refresh.status).toBe(422);
    expect(refresh.body.errors).toEqual([expect.objectContaining({ attribute: 'base', code: 'timeout' })]);
    const info = await post('t_api_token', 'user_info', { api_token: partner.settings.api_token });
    expect(info.status).toBe(422);
    expect(info.body.errors![0].code).toBe('timeout');
  });

  it('an oauth service whose server hands out expiring tokens fails the non-expiring check', async () => {
    const token = await accessToken('t_oauth_expiring');
    expect(failing(token)).toEqual(['non_expiring']);
  });

  it('a wrong client secret: the partner answers 401 invalid_client, the checklist fails', async () => {
    const token = await accessToken('t_wrong_secret');
    expect(token.body.data!.response!.statusCode).toBe(401);
    expect(json(token)).toMatchObject({ error: 'invalid_client' });
    expect(failing(token)).toContain('status');
  });

  it('refuses private addresses before connecting: blocked_address', async () => {
    const { state, callback } = await authorizationCode('t_private');
    const token = await post('t_private', 'token', { code: callback.searchParams.get('code'), state });
    expect(token.status).toBe(422);
    expect(token.body.errors).toEqual([
      expect.objectContaining({ attribute: 'base', code: 'blocked_address' }),
    ]);
    const info = await post('t_private', 'user_info', { oauth_access_token: 'at_x' });
    expect(info.status).toBe(422);
    expect(info.body.errors![0].code).toBe('blocked_address');
  });
});

describe('refusals', () => {
  it.each(AUTH_TEST_REST_PATHS.map((p) => p.split('/').pop()!))(
    "%s: someone else's or an unknown service is 404; signed out is 401",
    async (step) => {
      const outsider = await post(
        't_oauth',
        step,
        { code: 'c', state: 's', oauth_access_token: 'a' },
        'stella',
      );
      expect(outsider.status).toBe(404);
      expect(outsider.body.errors).toEqual([
        { attribute: 'base', message: SERVICE_NOT_FOUND, code: 'not_found' },
      ]);
      expect((await post('no_such_service', step, {})).status).toBe(404);
      expect((await post('t_oauth', step, {}, null)).status).toBe(401);
    },
  );

  it('a state that was never sent, belongs to another user or was used already is a state mismatch', async () => {
    const { state, callback } = await authorizationCode('t_oauth');
    const code = callback.searchParams.get('code');
    const mismatch = { attribute: 'state', message: expect.any(String), code: 'state_mismatch' };

    const forged = await post('t_oauth', 'token', { code, state: 'forged-state' });
    expect(forged.status).toBe(422);
    expect(forged.body.errors).toEqual([mismatch]);

    const otherUser = await post('t_oauth', 'token', { code, state }, 'olivia');
    expect(otherUser.status).toBe(422);
    expect(otherUser.body.errors).toEqual([mismatch]);

    const otherService = await post('t_oauth_pkce', 'token', { code, state });
    expect(otherService.body.errors).toEqual([mismatch]);

    expect((await post('t_oauth', 'token', { code, state })).status).toBe(200);
    const again = await post('t_oauth', 'token', { code, state });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual([mismatch]);
  });

  it('a state older than 10 minutes is a state mismatch', async () => {
    const { state, callback } = await authorizationCode('t_oauth');
    await db.query(
      "UPDATE service_config.auth_test_sessions SET created_at = now() - interval '11 minutes' WHERE state = $1",
      [state],
    );
    const late = await post('t_oauth', 'token', { code: callback.searchParams.get('code'), state });
    expect(late.body.errors![0].code).toBe('state_mismatch');
  });

  it('wants a code and a state, and tokens for refresh and user information', async () => {
    const blank = (attribute: string) => [
      { attribute, message: "can't be blank", code: 'missing_parameter' },
    ];
    expect((await post('t_oauth', 'token', { state: 's' })).body.errors).toEqual(blank('code'));
    expect((await post('t_oauth', 'token', { code: 'c' })).body.errors).toEqual(blank('state'));
    expect((await post('t_oauth', 'token', { code: 5, state: 's' })).body.errors).toEqual(blank('code'));
    expect((await post('t_oauth_refresh_token', 'refresh', {})).body.errors).toEqual(
      blank('oauth_refresh_token'),
    );
    expect((await post('t_oauth', 'user_info', {})).body.errors).toEqual(blank('oauth_access_token'));
    const long = await post('t_oauth', 'user_info', { oauth_access_token: 'x'.repeat(9000) });
    expect(long.status).toBe(422);
    expect(long.body.errors![0].code).toBe('parameter_too_long');
  });

  it('names what a half-configured service lacks before anyone is sent to the partner', async () => {
    const begun = await post('t_unset', 'authorize');
    expect(begun.status).toBe(422);
    expect(begun.body.errors).toEqual([
      { attribute: 'oauth_client_id', message: "can't be blank", code: 'not_configured' },
      { attribute: 'oauth_client_secret', message: "can't be blank", code: 'not_configured' },
      { attribute: 'oauth_authorization_url', message: "can't be blank", code: 'not_configured' },
      { attribute: 'oauth_token_url', message: "can't be blank", code: 'not_configured' },
    ]);
    const info = await post('t_unset', 'user_info', { oauth_access_token: 'x' });
    expect(info.body.errors).toEqual([
      { attribute: 'api_url_prefix', message: "can't be blank", code: 'not_configured' },
    ]);
    const { rows } = await db.query(
      "SELECT 1 FROM service_config.auth_test_sessions s JOIN service_config.services v ON v.id = s.service_id WHERE v.module_name = 't_unset'",
    );
    expect(rows).toHaveLength(0);
  });

  it('refuses services without authentication, and refresh for types without refresh tokens', async () => {
    for (const step of ['authorize', 'user_info']) {
      const res = await post('t_none', step, { oauth_access_token: 'x' });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([
        { attribute: 'authentication_type', message: NO_AUTHENTICATION, code: 'no_authentication' },
      ]);
    }
    const refresh = await post('t_oauth', 'refresh', { oauth_refresh_token: 'rt' });
    expect(refresh.body.errors).toEqual([
      { attribute: 'authentication_type', message: NOT_REFRESH, code: 'not_refresh_type' },
    ]);
    expect((await post('t_api_token', 'authorize')).body.errors![0].code).toBe('not_oauth');
  });

  it('lets members test a published service (the test changes nothing)', async () => {
    const { state, callback } = await authorizationCode('t_published');
    expect(
      passed(await post('t_published', 'token', { code: callback.searchParams.get('code'), state })),
    ).toBe(true);
  });
});

describe('rate limit', () => {
  it('refuses a user past AUTH_TEST_RATE_LIMIT calls a minute with 429, before the partner is called; others go on', async () => {
    const limited = gatewayLikeApp({
      SAFE_FETCH_ALLOW: new URL(partner.url).host,
      AUTH_TEST_RATE_LIMIT: '2',
    }).listen(0, '127.0.0.1');
    await new Promise((resolve) => limited.once('listening', resolve));
    const limitedBase = `http://127.0.0.1:${(limited.address() as AddressInfo).port}`;
    const call = (viewer: string) =>
      fetch(`${limitedBase}/services/t_oauth/auth_tests/authorize`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-test-viewer': viewer },
        body: '{}',
      });
    try {
      expect((await call('milo')).status).toBe(200);
      expect((await call('milo')).status).toBe(200);
      const { count } = (
        await db.query<{ count: string }>('SELECT count(*) FROM service_config.auth_test_sessions')
      ).rows[0];
      const refused = await call('milo');
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({
        errors: [{ attribute: 'base', message: TOO_MANY_AUTH_TEST_CALLS, code: 'rate_limited' }],
      });
      // Nothing was begun for the refused call.
      expect(
        (await db.query<{ count: string }>('SELECT count(*) FROM service_config.auth_test_sessions')).rows[0]
          .count,
      ).toBe(count);
      expect((await call('olivia')).status).toBe(200);
    } finally {
      await new Promise((resolve) => limited.close(resolve));
    }
  });
});
