import { configurationProblems, NO_AUTHENTICATION, NOT_OAUTH, NOT_REFRESH } from './authTestConfig';

const complete = {
  authentication_type: 'oauth_refresh_token',
  oauth_client_id: 'client',
  oauth_client_secret: 'secret',
  oauth_authorization_url: 'https://partner.example/authorize',
  oauth_token_url: 'https://partner.example/token',
  api_url_prefix: 'https://partner.example',
};
const attributes = (problems: { attribute: string }[]) => problems.map((p) => p.attribute);

describe('configurationProblems', () => {
  it('finds nothing to fix in a complete service, for every call', () => {
    for (const call of ['authorize', 'token', 'refresh', 'user_info'] as const) {
      expect(configurationProblems(complete, call)).toEqual([]);
    }
  });

  it('needs the client id, secret and both URLs to authorize; the token calls skip the authorization URL', () => {
    const empty = {
      ...complete,
      oauth_client_id: ' ',
      oauth_client_secret: null,
      oauth_authorization_url: null,
      oauth_token_url: '',
    };
    expect(attributes(configurationProblems(empty, 'authorize'))).toEqual([
      'oauth_client_id',
      'oauth_client_secret',
      'oauth_authorization_url',
      'oauth_token_url',
    ]);
    expect(attributes(configurationProblems(empty, 'token'))).toEqual([
      'oauth_client_id',
      'oauth_client_secret',
      'oauth_token_url',
    ]);
    expect(configurationProblems(empty, 'token').every((p) => p.code === 'not_configured')).toBe(true);
  });

  it('lets the PKCE types go without a secret', () => {
    for (const type of ['oauth_pkce', 'oauth_pkce_refresh_token']) {
      expect(
        configurationProblems({ ...complete, authentication_type: type, oauth_client_secret: null }, 'token'),
      ).toEqual([]);
    }
    expect(
      attributes(
        configurationProblems(
          { ...complete, authentication_type: 'oauth', oauth_client_secret: '' },
          'token',
        ),
      ),
    ).toEqual(['oauth_client_secret']);
  });

  it('wants http(s) URLs', () => {
    expect(
      configurationProblems({ ...complete, oauth_token_url: 'ftp://partner.example/token' }, 'refresh'),
    ).toEqual([
      {
        attribute: 'oauth_token_url',
        message: 'must be a URL starting with http:// or https://',
        code: 'not_configured',
      },
    ]);
  });

  it('needs the API URL prefix for user information, for OAuth and API token types', () => {
    for (const type of ['oauth', 'api_token_auth']) {
      expect(
        configurationProblems({ ...complete, authentication_type: type, api_url_prefix: null }, 'user_info'),
      ).toEqual([{ attribute: 'api_url_prefix', message: "can't be blank", code: 'not_configured' }]);
    }
  });

  it('refuses what the type has no step for', () => {
    const none = { ...complete, authentication_type: 'auth_not_required' };
    for (const call of ['authorize', 'token', 'refresh', 'user_info'] as const) {
      expect(configurationProblems(none, call)).toEqual([
        { attribute: 'authentication_type', message: NO_AUTHENTICATION, code: 'no_authentication' },
      ]);
    }
    const api = { ...complete, authentication_type: 'api_token_auth' };
    expect(configurationProblems(api, 'authorize')).toEqual([
      { attribute: 'authentication_type', message: NOT_OAUTH, code: 'not_oauth' },
    ]);
    expect(configurationProblems({ ...complete, authentication_type: 'oauth_pkce' }, 'refresh')).toEqual([
      { attribute: 'authentication_type', message: NOT_REFRESH, code: 'not_refresh_type' },
    ]);
  });
});
