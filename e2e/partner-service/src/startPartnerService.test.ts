import { DEFAULTS, optionsFromEnv, productHeaderPrefix, resolveOptions } from './options';
import { demoServiceSettings, startPartnerService } from './startPartnerService';
import { request, startForTest } from './testing/client';

describe('startPartnerService', () => {
  it('listens on 127.0.0.1 on a free port and stops on close', async () => {
    const service = await startForTest();
    expect(service.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(service.product).toBe('switchyard');
    expect((await request(`${service.url}/`)).status).toBe(200);
    await service.close();
    await expect(fetch(`${service.url}/`)).rejects.toThrow();
  });

  it('puts brackets around an IPv6 host', async () => {
    const service = await startPartnerService({ host: '::1', port: 0 });
    try {
      expect(service.url).toMatch(/^http:\/\/\[::1\]:\d+$/);
      const res = await request(`${service.url}/switchyard/v1/status`, {
        headers: { 'Switchyard-Service-Key': 'demo-service-key' },
      });
      expect(res.status).toBe(200);
    } finally {
      await service.close();
    }
  });

  it('hands out links on publicUrl and describes the settings a seeded service needs', async () => {
    const service = await startForTest({
      publicUrl: 'http://partner.localhost:8092/',
      serviceKey: 'sk',
      clientId: 'cid',
      clientSecret: 'cs',
    });
    try {
      const info = await request(`${service.url}/switchyard/v1/user/info`, {
        headers: { Authorization: 'Bearer demo-api-token' },
      });
      expect(info.body.data.url).toBe('http://partner.localhost:8092/users/ada');
      expect(service.settings).toMatchObject({
        api_url_prefix: 'http://partner.localhost:8092',
        service_key: 'sk',
        oauth_client_id: 'cid',
        oauth_client_secret: 'cs',
        oauth_authorization_url: 'http://partner.localhost:8092/oauth2/authorize',
        oauth_token_url: 'http://partner.localhost:8092/oauth2/token',
        api_token: 'demo-api-token',
        serviceKeyHeader: 'Switchyard-Service-Key',
        channelKeyHeader: 'Switchyard-Channel-Key',
        testModeHeader: 'Switchyard-Test-Mode',
      });
      expect(service.settings.oauthUrls.oauth_pkce).toEqual({
        oauth_authorization_url: 'http://partner.localhost:8092/oauth2/oauth_pkce/authorize',
        oauth_token_url: 'http://partner.localhost:8092/oauth2/oauth_pkce/token',
      });
    } finally {
      await service.close();
    }
  });

  it('fails to start on a port in use', async () => {
    const first = await startForTest();
    try {
      const port = Number(new URL(first.url).port);
      await expect(startPartnerService({ port })).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await first.close();
    }
  });

  it('serves the partner’s pages: home, photos, entries, users and 404s', async () => {
    const service = await startForTest();
    try {
      const photo = service.state.dataOf('user_ada').photos[0];
      expect((await request(`${service.url}/photos/${photo.id}`)).text).toContain(photo.title);
      const entry = service.state.dataOf('user_ada').entries[0];
      expect((await request(`${service.url}/entries/${entry.id}`)).text).toContain(entry.title);
      expect((await request(`${service.url}/images/${entry.id}.svg`)).text).toContain('<svg');
      expect((await request(`${service.url}/users/grace`)).text).toContain('Grace Hopper');
      expect((await request(`${service.url}/photos/nope`)).status).toBe(404);
      expect((await request(`${service.url}/users/nope`)).status).toBe(404);
      const escaped = await request(`${service.url}/images/${encodeURIComponent('<script>')}.svg`);
      expect(escaped.text).not.toContain('<script>');
    } finally {
      await service.close();
    }
  });
});

describe('options', () => {
  it('has defaults for everything', () => {
    expect(resolveOptions()).toMatchObject({
      port: 8092,
      host: '127.0.0.1',
      product: 'switchyard',
      serviceKey: DEFAULTS.serviceKey,
      clientId: DEFAULTS.clientId,
      clientSecret: DEFAULTS.clientSecret,
      oauthFlavour: 'oauth_refresh_token',
      modes: [],
      delayMs: 2000,
    });
    expect(() => resolveOptions({ product: 'bad slug' })).toThrow(/product slug/);
  });

  it('registers the platform’s callback pages as redirect URIs unless a list is given', () => {
    const pages = (base: string) => [
      `${base}/my_services/*/callback`,
      `${base}/services/*/auth_tests/callback`,
    ];
    expect(resolveOptions().redirectUris).toEqual(pages('http://localhost:8080'));
    // The platform's own default PUBLIC_URL is http://localhost:$PORT.
    expect(resolveOptions({ platformUrl: 'http://127.0.0.1:8091' }).redirectUris).toEqual(
      pages('http://localhost:8091'),
    );
    expect(resolveOptions({ platformUrl: 'https://sy.example/' }).redirectUris).toEqual(
      pages('https://sy.example'),
    );
    expect(
      resolveOptions({ platformUrl: 'http://127.0.0.1:8091', platformPublicUrl: 'https://sy.example/x/' })
        .redirectUris,
    ).toEqual(pages('https://sy.example/x'));
    expect(resolveOptions({ redirectUris: ['https://a.example/cb'] }).redirectUris).toEqual([
      'https://a.example/cb',
    ]);
    expect(resolveOptions({ redirectUris: [] }).redirectUris).toEqual(pages('http://localhost:8080'));
    // The platform's PUBLIC_URL, when the command sees it (the quick start passes its environment on).
    expect(optionsFromEnv({ PUBLIC_URL: 'https://sy.example' })).toEqual({
      platformPublicUrl: 'https://sy.example',
    });
  });

  it('reads PARTNER_* settings and PRODUCT_SLUG, never the gateway’s PORT', () => {
    const opts = optionsFromEnv({
      PORT: '8080',
      PARTNER_PORT: '9000',
      PARTNER_HOST: '0.0.0.0',
      PRODUCT_SLUG: 'ifttt',
      PARTNER_SERVICE_KEY: 'sk',
      PARTNER_CLIENT_ID: 'cid',
      PARTNER_CLIENT_SECRET: 'cs',
      PARTNER_PUBLIC_URL: 'http://localhost:9000',
      PARTNER_OAUTH_FLAVOUR: 'oauth_pkce',
      PARTNER_REDIRECT_URIS: 'http://localhost:8080/a, http://localhost:8080/b/*',
      PARTNER_API_TOKENS: 't1,t2',
      PARTNER_ACCESS_TOKEN_TTL: '60',
      PARTNER_MODES: 'wrong_order,slow',
      PARTNER_DELAY_MS: '500',
    });
    expect(opts).toEqual({
      port: 9000,
      host: '0.0.0.0',
      product: 'ifttt',
      serviceKey: 'sk',
      clientId: 'cid',
      clientSecret: 'cs',
      publicUrl: 'http://localhost:9000',
      oauthFlavour: 'oauth_pkce',
      redirectUris: ['http://localhost:8080/a', 'http://localhost:8080/b/*'],
      apiTokens: ['t1', 't2'],
      accessTokenTtlSeconds: 60,
      modes: ['wrong_order', 'slow'],
      delayMs: 500,
    });
    expect(optionsFromEnv({ PORT: '8080' })).toEqual({});
    expect(() => optionsFromEnv({ PARTNER_OAUTH_FLAVOUR: 'magic' })).toThrow();
    expect(() => optionsFromEnv({ PARTNER_MODES: 'explode' })).toThrow();
    expect(() => optionsFromEnv({ PARTNER_PORT: 'eighty' })).toThrow();
  });

  it('spells header prefixes as the protocol shows them', () => {
    expect(productHeaderPrefix('switchyard')).toBe('Switchyard');
    expect(productHeaderPrefix('ifttt')).toBe('IFTTT');
    expect(productHeaderPrefix('my-platform')).toBe('My-Platform');
    expect(demoServiceSettings('http://x', { product: 'ifttt' }).serviceKeyHeader).toBe('IFTTT-Service-Key');
  });
});
