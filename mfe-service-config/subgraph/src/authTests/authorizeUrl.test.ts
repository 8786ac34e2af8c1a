import { testSettings, type Env } from '@switchyard/server-kit/settings';
import { authTestCallbackPath, authTestRedirectUri, buildAuthorizeUrl } from './authorizeUrl';

const publicUrl = (env: Env) => testSettings(env).publicUrl;

describe('buildAuthorizeUrl', () => {
  const base = {
    authorizationUrl: 'https://partner.example/oauth/authorize',
    clientId: 'client 1',
    scope: 'switchyard',
    state: 'st&te',
    redirectUri: 'https://platform.example/services/acme/auth_tests/callback',
  };

  it('adds client_id, response_type=code, scope, state and redirect_uri, encoded', () => {
    const url = new URL(buildAuthorizeUrl(base));
    expect(url.origin + url.pathname).toBe('https://partner.example/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'client 1',
      response_type: 'code',
      scope: 'switchyard',
      state: 'st&te',
      redirect_uri: 'https://platform.example/services/acme/auth_tests/callback',
    });
  });

  it('adds the S256 challenge for PKCE, and keeps the URL’s own query', () => {
    const url = new URL(
      buildAuthorizeUrl({
        ...base,
        authorizationUrl: `${base.authorizationUrl}?audience=api`,
        codeChallenge: 'abc',
      }),
    );
    expect(url.searchParams.get('audience')).toBe('api');
    expect(url.searchParams.get('code_challenge')).toBe('abc');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  });

  it('overrides parameters the URL already had rather than sending them twice', () => {
    const url = new URL(
      buildAuthorizeUrl({ ...base, authorizationUrl: `${base.authorizationUrl}?state=old` }),
    );
    expect(url.searchParams.getAll('state')).toEqual(['st&te']);
  });
});

describe('authTestCallbackPath', () => {
  it('is the web page under the service', () => {
    expect(authTestCallbackPath('acme_notes')).toBe('/services/acme_notes/auth_tests/callback');
  });
});

describe('authTestRedirectUri', () => {
  it('is the callback page under PUBLIC_URL (with its path prefix, without a trailing slash)', () => {
    expect(authTestRedirectUri(publicUrl({ PUBLIC_URL: 'https://sy.example/' }), 'acme_notes')).toBe(
      'https://sy.example/services/acme_notes/auth_tests/callback',
    );
    expect(authTestRedirectUri(publicUrl({ PUBLIC_URL: 'https://corp.example/switchyard/' }), 'n')).toBe(
      'https://corp.example/switchyard/services/n/auth_tests/callback',
    );
  });

  it('is under the default address when PUBLIC_URL is unset; a PUBLIC_URL not http(s) stops the start', () => {
    for (const PUBLIC_URL of [undefined, ''])
      expect(authTestRedirectUri(publicUrl({ PUBLIC_URL }), 'n')).toBe(
        'http://localhost:8080/services/n/auth_tests/callback',
      );
    for (const PUBLIC_URL of ['not a url', 'javascript:alert(1)'])
      expect(() => publicUrl({ PUBLIC_URL })).toThrow(/^PUBLIC_URL must be a http:\/\/ or https:\/\/ URL/);
  });
});
