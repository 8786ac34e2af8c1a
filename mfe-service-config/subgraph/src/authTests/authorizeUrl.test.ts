import { authTestCallbackPath, buildAuthorizeUrl, publicOrigin } from './authorizeUrl';

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

describe('publicOrigin', () => {
  it('prefers the Origin the browser sent', () => {
    expect(
      publicOrigin({
        publicUrl: 'http://localhost:8080',
        originHeader: 'http://127.0.0.1:8080',
        protocol: 'http',
        host: 'x',
      }),
    ).toBe('http://127.0.0.1:8080');
  });

  it('then PUBLIC_URL (with its path prefix, without a trailing slash)', () => {
    expect(
      publicOrigin({ publicUrl: 'https://sy.example/', originHeader: 'null', protocol: 'http', host: 'x' }),
    ).toBe('https://sy.example');
    expect(publicOrigin({ publicUrl: 'https://corp.example/switchyard/', protocol: 'http' })).toBe(
      'https://corp.example/switchyard',
    );
  });

  it('then the request’s host; origins that are not http(s) do not count', () => {
    expect(publicOrigin({ originHeader: 'null', protocol: 'http', host: 'localhost:8080' })).toBe(
      'http://localhost:8080',
    );
    expect(publicOrigin({ originHeader: 'javascript:alert(1)', protocol: 'https', host: 'sy.example' })).toBe(
      'https://sy.example',
    );
    expect(publicOrigin({ publicUrl: 'not a url', protocol: 'http', host: null })).toBe('http://localhost');
  });
});
