import { request as httpRequest } from 'node:http';
import type { PartnerService } from '@switchyard/partner-service';
import { waitForEventsSettled } from '@switchyard/server-kit/testing';
import {
  finishDaybookConnection,
  type PartnerPlatform,
  type RunningGateway,
  startPartnerPlatform,
  type TestClient,
} from '@switchyard/platform-testing';

// Issue 32, finding 2: the redirect URI of an OAuth flow comes from PUBLIC_URL only. A request's
// Origin, Host or X-Forwarded-* headers (even behind TRUST_PROXY) never steer where a partner sends
// the authorization code; the sample partner, like a real provider, sends codes only to its
// client's registered redirect URIs; and the code never reaches a transaction log.
jest.setTimeout(120_000);

let platform: PartnerPlatform;
let partner: PartnerService;
let gw: RunningGateway;
const EVIL = 'https://evil.example';
const REDACTED_IN_FORM = encodeURIComponent('[REDACTED]');

beforeAll(async () => {
  // Behind a proxy: X-Forwarded-* would count for req.protocol and req.hostname, and still must not here.
  // The partner's redirect URIs are the platform's callback pages at its PUBLIC_URL.
  platform = await startPartnerPlatform({ config: { trustProxy: true } });
  ({ partner, gw } = platform);
});
afterAll(() => platform?.stop());

/** A signed-in POST with any headers, Host included (fetch will not send a Host of our choosing). */
function post(c: TestClient, path: string, json: unknown, headers: Record<string, string> = {}) {
  const body = JSON.stringify(json);
  const url = new URL(gw.base);
  return new Promise<{ status: number; body: any }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          cookie: c.cookie,
          'x-csrf-token': c.csrf,
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body: text ? JSON.parse(text) : null }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const HOSTILE: Record<string, Record<string, string>> = {
  Origin: { origin: EVIL },
  Host: { host: 'evil.example' },
  'X-Forwarded-Host': { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
  'Forwarded, Referer and all of the above': {
    origin: EVIL,
    host: 'evil.example:443',
    referer: `${EVIL}/`,
    forwarded: 'host=evil.example;proto=https',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'https',
    'x-forwarded-port': '443',
  },
};

const connectCallback = () => `${gw.base}/my_services/daybook/callback`;
const authTestCallback = () => `${gw.base}/services/daybook/auth_tests/callback`;

describe('the redirect URI in the authorize_url', () => {
  it('is PUBLIC_URL’s (the address the platform is reached at here)', () => {
    expect(gw.config.publicUrl).toBe(gw.base);
  });

  it.each(Object.keys(HOSTILE))(
    'of a connection stays PUBLIC_URL’s whatever the %s header says',
    async (name) => {
      const olivia = await gw.client().login('olivia');
      const begun = await post(olivia, '/my_services/daybook/connect', {}, HOSTILE[name]);
      expect(begun.status).toBe(200);
      const authorize = new URL(begun.body.authorize_url);
      expect(authorize.searchParams.get('redirect_uri')).toBe(connectCallback());
      // The partner sends the code to the platform, and the platform redeems it.
      const consent = await fetch(`${authorize.href}&auto=1`, { redirect: 'manual' });
      expect(consent.status).toBe(302);
      const callback = new URL(consent.headers.get('location')!);
      expect(callback.origin + callback.pathname).toBe(connectCallback());
      expect((await finishDaybookConnection(olivia, callback)).body).toEqual({
        return_to: '/my_services',
        connected: 'daybook',
      });
    },
  );

  it.each(Object.keys(HOSTILE))(
    'of an authentication test stays PUBLIC_URL’s whatever the %s header says',
    async (name) => {
      const olivia = await gw.client().login('olivia');
      const begun = await post(olivia, '/services/daybook/auth_tests/authorize', {}, HOSTILE[name]);
      expect(begun.status).toBe(200);
      expect(begun.body.data.redirect_uri).toBe(authTestCallback());
      const authorize = new URL(begun.body.data.authorize_url);
      expect(authorize.searchParams.get('redirect_uri')).toBe(authTestCallback());
      const consent = await fetch(`${authorize.href}&auto=1`, { redirect: 'manual' });
      expect(consent.status).toBe(302);
      const callback = new URL(consent.headers.get('location')!);
      expect(callback.origin + callback.pathname).toBe(authTestCallback());
    },
  );
});

describe('the sample partner, like a real provider', () => {
  async function authorizeUrl() {
    const olivia = await gw.client().login('olivia');
    const begun = await post(olivia, '/my_services/daybook/connect', {});
    expect(begun.status).toBe(200);
    return new URL(begun.body.authorize_url);
  }

  it('refuses an authorize request whose redirect_uri is not registered, with a page and no redirect', async () => {
    const authorize = await authorizeUrl();
    for (const unregistered of [
      `${EVIL}/my_services/daybook/callback`,
      `${gw.base.replace('127.0.0.1', 'localhost')}/my_services/daybook/callback`,
      `${gw.base}/my_services/daybook/elsewhere`,
      `${gw.base}@evil.example/my_services/daybook/callback`,
    ]) {
      authorize.searchParams.set('redirect_uri', unregistered);
      const res = await fetch(`${authorize.href}&auto=1`, { redirect: 'manual' });
      expect([unregistered, res.status]).toEqual([unregistered, 400]);
      expect(res.headers.get('location')).toBeNull();
      expect(await res.text()).toContain('redirect_uri is missing or not registered for this client.');
    }
  });

  it('refuses a token exchange whose redirect_uri is not the one of the authorize request', async () => {
    const authorize = await authorizeUrl();
    const consent = await fetch(`${authorize.href}&auto=1`, { redirect: 'manual' });
    const code = new URL(consent.headers.get('location')!).searchParams.get('code')!;
    const exchange = (redirectUri: string) =>
      fetch(new URL(authorize.pathname.replace(/authorize$/, 'token'), authorize.origin), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: partner.settings.oauth_client_id,
          client_secret: partner.settings.oauth_client_secret,
        }),
      });
    const refused = await exchange(`${EVIL}/my_services/daybook/callback`);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'redirect_uri does not match the authorization request.',
    });
    expect((await exchange(connectCallback())).status).toBe(200);
  });
});

describe('the logged token exchange', () => {
  const tokenLogs = (type: string) =>
    gw.gateway.db
      .query<{ request_body: string }>(
        `SELECT request_body FROM observability.transaction_logs
          WHERE type = $1 AND request_url LIKE '%/token' ORDER BY created_at`,
        [type],
      )
      .then((r) => r.rows.map((row) => row.request_body));

  it('of a connection has the authorization code redacted', async () => {
    const olivia = await gw.client().login('olivia');
    const begun = await post(olivia, '/my_services/daybook/connect', {});
    const consent = await fetch(`${begun.body.authorize_url}&auto=1`, { redirect: 'manual' });
    const callback = new URL(consent.headers.get('location')!);
    const code = callback.searchParams.get('code')!;
    expect(code).toMatch(/^code_/);
    expect((await finishDaybookConnection(olivia, callback)).body.connected).toBe('daybook');
    await waitForEventsSettled(gw.gateway.db);
    const logged = (await tokenLogs('connection')).find((b) => b.includes('grant_type=authorization_code'));
    expect(logged).toContain(`code=${REDACTED_IN_FORM}`);
    expect(logged).toContain(`redirect_uri=${encodeURIComponent(connectCallback())}`);
    const all = JSON.stringify(await gw.gateway.db.query('SELECT * FROM observability.transaction_logs'));
    expect(all).not.toContain(code);
  });

  it('of an authentication test has the authorization code redacted, in its log and on the page', async () => {
    const olivia = await gw.client().login('olivia');
    const begun = await post(olivia, '/services/daybook/auth_tests/authorize', {});
    const consent = await fetch(`${begun.body.data.authorize_url}&auto=1`, { redirect: 'manual' });
    const callback = new URL(consent.headers.get('location')!);
    const code = callback.searchParams.get('code')!;
    const token = await post(olivia, '/services/daybook/auth_tests/token', {
      code,
      state: callback.searchParams.get('state'),
    });
    expect(token.status).toBe(200);
    expect(token.body.data.response.statusCode).toBe(200);
    const shown = new URLSearchParams(token.body.data.request.body);
    expect(shown.get('code')).toBe('[REDACTED]');
    expect(shown.get('grant_type')).toBe('authorization_code');
    await waitForEventsSettled(gw.gateway.db);
    const logged = await tokenLogs('auth_test');
    expect(logged.some((b) => b.includes(`code=${REDACTED_IN_FORM}`))).toBe(true);
    const all = JSON.stringify(await gw.gateway.db.query('SELECT * FROM observability.transaction_logs'));
    expect(all).not.toContain(code);
  });
});
