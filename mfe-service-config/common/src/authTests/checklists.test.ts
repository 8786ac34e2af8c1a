import {
  authorizationCodeChecklist,
  authTestSteps,
  AUTH_TEST_STEPS,
  checklistPassed,
  isOAuthType,
  isPkceType,
  isRefreshType,
  parseJsonBody,
  tokenChecklist,
  tokensOf,
  userInfoChecklist,
  type ChecklistItem,
  type PartnerResponse,
} from './checklists';

const answer = (statusCode: number, body: unknown): PartnerResponse => ({
  statusCode,
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

/** key → passed */
const outcome = (items: ChecklistItem[]) => Object.fromEntries(items.map((i) => [i.key, i.passed]));
const failing = (items: ChecklistItem[]) => items.filter((i) => !i.passed).map((i) => i.key);

const refreshToken = { token_type: 'Bearer', access_token: 'at_1', refresh_token: 'rt_1', expires_in: 3600 };
const plainToken = { token_type: 'Bearer', access_token: 'at_1' };

describe('authTestSteps', () => {
  it('gives the five steps of the spec, in order, to the refresh types', () => {
    for (const type of ['oauth_refresh_token', 'oauth_pkce_refresh_token']) {
      expect(authTestSteps(type).map((s) => AUTH_TEST_STEPS[s])).toEqual([
        'Retrieve authorization code',
        'Request access token',
        'Retrieve user information',
        'Refresh access token',
        'Ensure older refresh token does not expire immediately',
      ]);
    }
  });

  it('leaves the refresh steps out for oauth and oauth_pkce', () => {
    expect(authTestSteps('oauth')).toEqual(['authorization_code', 'access_token', 'user_info']);
    expect(authTestSteps('oauth_pkce')).toEqual(['authorization_code', 'access_token', 'user_info']);
  });

  it('tests api_token_auth with user information only, and nothing without authentication', () => {
    expect(authTestSteps('api_token_auth')).toEqual(['user_info']);
    expect(authTestSteps('auth_not_required')).toEqual([]);
    expect(authTestSteps('made_up')).toEqual([]);
  });

  it('knows which types refresh, use PKCE and are OAuth', () => {
    expect(
      ['oauth', 'oauth_pkce', 'oauth_refresh_token', 'oauth_pkce_refresh_token'].map(isRefreshType),
    ).toEqual([false, false, true, true]);
    expect(
      ['oauth', 'oauth_pkce', 'oauth_refresh_token', 'oauth_pkce_refresh_token'].map(isPkceType),
    ).toEqual([false, true, false, true]);
    expect(isOAuthType('api_token_auth')).toBe(false);
    expect(isOAuthType('oauth_pkce')).toBe(true);
  });
});

describe('tokenChecklist', () => {
  it('passes a good refresh-type answer, with 200 or 201', () => {
    expect(checklistPassed(tokenChecklist(answer(200, refreshToken), 'oauth_refresh_token'))).toBe(true);
    expect(checklistPassed(tokenChecklist(answer(201, refreshToken), 'oauth_pkce_refresh_token'))).toBe(true);
  });

  it('passes a good non-expiring answer for oauth and oauth_pkce', () => {
    expect(checklistPassed(tokenChecklist(answer(200, plainToken), 'oauth'))).toBe(true);
    expect(checklistPassed(tokenChecklist(answer(201, plainToken), 'oauth_pkce'))).toBe(true);
  });

  it('lists the items of the spec for each kind of type', () => {
    expect(tokenChecklist(answer(200, refreshToken), 'oauth_refresh_token').map((i) => i.label)).toEqual([
      'Status code is 200 or 201',
      'Body is valid JSON',
      'Body is a JSON object',
      'access_token is present',
      'access_token is a string',
      'access_token is at least 1 character long',
      'expires_in, if present, is a positive number',
      'refresh_token is present',
      'refresh_token is a string',
      'refresh_token is not empty',
    ]);
    expect(tokenChecklist(answer(200, plainToken), 'oauth').map((i) => i.key)).toEqual([
      'status',
      'json',
      'object',
      'access_token_present',
      'access_token_string',
      'access_token_length',
      'expires_in',
      'non_expiring',
    ]);
  });

  it.each([199, 202, 204, 301, 400, 401, 500])(
    'fails status %i (only 200 and 201 are accepted)',
    (status) => {
      expect(failing(tokenChecklist(answer(status, refreshToken), 'oauth_refresh_token'))).toEqual([
        'status',
      ]);
    },
  );

  it('fails a body that is not JSON, and everything that depends on it', () => {
    const items = outcome(tokenChecklist(answer(200, 'access_token=at_1&token_type=bearer'), 'oauth'));
    expect(items).toMatchObject({ status: true, json: false, object: false, access_token_present: false });
    expect(items.non_expiring).toBe(false);
    expect(outcome(tokenChecklist(answer(200, ''), 'oauth')).json).toBe(false);
  });

  it.each([
    ['an array', [refreshToken]],
    ['a string', 'at_1'],
    ['a number', 42],
    ['null', null],
  ])('fails a JSON body that is %s: not an object', (_name, value) => {
    const items = outcome(tokenChecklist(answer(200, JSON.stringify(value)), 'oauth_refresh_token'));
    expect(items).toMatchObject({ json: true, object: false, access_token_present: false });
  });

  it('fails a missing access token on presence, type and length', () => {
    const { access_token: _, ...rest } = refreshToken;
    expect(failing(tokenChecklist(answer(200, rest), 'oauth_refresh_token'))).toEqual([
      'access_token_present',
      'access_token_string',
      'access_token_length',
    ]);
    expect(
      failing(tokenChecklist(answer(200, { ...rest, access_token: null }), 'oauth_refresh_token')),
    ).toEqual(['access_token_present', 'access_token_string', 'access_token_length']);
  });

  it('fails an access token that is not a string, or is empty', () => {
    expect(
      failing(tokenChecklist(answer(200, { ...refreshToken, access_token: 12345 }), 'oauth_refresh_token')),
    ).toEqual(['access_token_string', 'access_token_length']);
    expect(
      failing(tokenChecklist(answer(200, { ...refreshToken, access_token: '' }), 'oauth_refresh_token')),
    ).toEqual(['access_token_length']);
  });

  it('accepts a one-character access token', () => {
    expect(checklistPassed(tokenChecklist(answer(200, { ...plainToken, access_token: 'x' }), 'oauth'))).toBe(
      true,
    );
  });

  it.each([
    ['zero', 0],
    ['negative', -5],
    ['a string', '3600'],
    ['a boolean', true],
  ])('fails expires_in that is %s', (_name, value) => {
    expect(
      failing(tokenChecklist(answer(200, { ...refreshToken, expires_in: value }), 'oauth_refresh_token')),
    ).toEqual(['expires_in']);
  });

  it('accepts a fractional positive expires_in, and none at all', () => {
    expect(
      checklistPassed(
        tokenChecklist(answer(200, { ...refreshToken, expires_in: 0.5 }), 'oauth_refresh_token'),
      ),
    ).toBe(true);
    const { expires_in: _, ...noExpiry } = refreshToken;
    expect(checklistPassed(tokenChecklist(answer(200, noExpiry), 'oauth_refresh_token'))).toBe(true);
  });

  it('needs a refresh token for the refresh types: present, a string, not empty', () => {
    const { refresh_token: _, ...rest } = refreshToken;
    for (const type of ['oauth_refresh_token', 'oauth_pkce_refresh_token']) {
      expect(failing(tokenChecklist(answer(200, rest), type))).toEqual([
        'refresh_token_present',
        'refresh_token_string',
        'refresh_token_not_empty',
      ]);
      expect(failing(tokenChecklist(answer(200, { ...rest, refresh_token: 99 }), type))).toEqual([
        'refresh_token_string',
        'refresh_token_not_empty',
      ]);
      expect(failing(tokenChecklist(answer(200, { ...rest, refresh_token: '' }), type))).toEqual([
        'refresh_token_not_empty',
      ]);
    }
  });

  it('needs a non-expiring token for oauth and oauth_pkce: no expires_in, no expires_at', () => {
    for (const type of ['oauth', 'oauth_pkce']) {
      expect(failing(tokenChecklist(answer(200, { ...plainToken, expires_in: 3600 }), type))).toEqual([
        'non_expiring',
      ]);
      expect(failing(tokenChecklist(answer(200, { ...plainToken, expires_at: 1795332957 }), type))).toEqual([
        'non_expiring',
      ]);
      // A refresh token is no fault there, and a null expiry says nothing.
      expect(checklistPassed(tokenChecklist(answer(200, { ...plainToken, refresh_token: 'rt' }), type))).toBe(
        true,
      );
      expect(checklistPassed(tokenChecklist(answer(200, { ...plainToken, expires_in: null }), type))).toBe(
        true,
      );
    }
  });

  it('fails every item when there was no answer', () => {
    const items = tokenChecklist(null, 'oauth_refresh_token');
    expect(items.every((i) => !i.passed)).toBe(true);
    expect(tokenChecklist(null, 'oauth').every((i) => !i.passed)).toBe(true);
  });
});

describe('userInfoChecklist', () => {
  const good = { data: { name: 'Ada Lovelace', id: 'user_ada', url: 'https://example.com/ada' } };

  it('passes a 200 with a data object holding a string name and id', () => {
    const items = userInfoChecklist(answer(200, good));
    expect(items.map((i) => i.label)).toEqual([
      'Status code is 200',
      'Body is valid JSON',
      'Body is a JSON object',
      'Body has a top-level data object',
      'data.name is a string',
      'data.id is a string',
    ]);
    expect(checklistPassed(items)).toBe(true);
  });

  it('requires 200 exactly', () => {
    expect(failing(userInfoChecklist(answer(201, good)))).toEqual(['status']);
    expect(failing(userInfoChecklist(answer(401, good)))).toEqual(['status']);
  });

  it('fails a body that is not JSON or not an object', () => {
    expect(failing(userInfoChecklist(answer(200, '<html>')))).toEqual([
      'json',
      'object',
      'data',
      'name',
      'id',
    ]);
    expect(failing(userInfoChecklist(answer(200, [good])))).toEqual(['object', 'data', 'name', 'id']);
  });

  it('needs data at the top level, as an object', () => {
    expect(failing(userInfoChecklist(answer(200, good.data)))).toEqual(['data', 'name', 'id']);
    expect(failing(userInfoChecklist(answer(200, { data: [good.data] })))).toEqual(['data', 'name', 'id']);
    expect(failing(userInfoChecklist(answer(200, { data: null })))).toEqual(['data', 'name', 'id']);
    expect(failing(userInfoChecklist(answer(200, { user: good })))).toEqual(['data', 'name', 'id']);
  });

  it('needs a string name and a string id', () => {
    expect(failing(userInfoChecklist(answer(200, { data: { name: 'Ada', id: 42 } })))).toEqual(['id']);
    expect(failing(userInfoChecklist(answer(200, { data: { id: 'user_ada' } })))).toEqual(['name']);
    expect(failing(userInfoChecklist(answer(200, { data: { name: null, id: 'x' } })))).toEqual(['name']);
  });

  it('fails every item when there was no answer', () => {
    expect(userInfoChecklist(null).every((i) => !i.passed)).toBe(true);
  });
});

describe('authorizationCodeChecklist', () => {
  it('passes a code with the state that was sent', () => {
    const items = authorizationCodeChecklist({ code: 'code_1', state: 's1' }, 's1');
    expect(items.map((i) => i.label)).toEqual([
      'An authorization code was returned',
      'The state matches the one sent',
    ]);
    expect(checklistPassed(items)).toBe(true);
  });

  it('fails without a code (e.g. error=access_denied)', () => {
    expect(failing(authorizationCodeChecklist({ state: 's1' }, 's1'))).toEqual(['code']);
    expect(failing(authorizationCodeChecklist({ code: '', state: 's1' }, 's1'))).toEqual(['code']);
  });

  it('fails a state that differs, is missing, or has nothing to match', () => {
    expect(failing(authorizationCodeChecklist({ code: 'c', state: 's2' }, 's1'))).toEqual(['state']);
    expect(failing(authorizationCodeChecklist({ code: 'c' }, 's1'))).toEqual(['state']);
    expect(failing(authorizationCodeChecklist({ code: 'c', state: '' }, ''))).toEqual(['state']);
    expect(failing(authorizationCodeChecklist({ code: 'c', state: 's1' }, null))).toEqual(['state']);
  });
});

describe('helpers', () => {
  it('parseJsonBody tells JSON from the rest', () => {
    expect(parseJsonBody('{"a":1}')).toEqual({ valid: true, value: { a: 1 } });
    expect(parseJsonBody('null')).toEqual({ valid: true, value: null });
    expect(parseJsonBody('{oops')).toEqual({ valid: false });
    expect(parseJsonBody('  ')).toEqual({ valid: false });
  });

  it('checklistPassed needs at least one item, all passing', () => {
    expect(checklistPassed([])).toBe(false);
    expect(checklistPassed([{ key: 'a', label: 'A', passed: true }])).toBe(true);
    expect(
      checklistPassed([
        { key: 'a', label: 'A', passed: true },
        { key: 'b', label: 'B', passed: false },
      ]),
    ).toBe(false);
  });

  it('tokensOf picks the non-empty token strings of an answer', () => {
    expect(tokensOf(answer(200, refreshToken))).toEqual({ accessToken: 'at_1', refreshToken: 'rt_1' });
    expect(tokensOf(answer(200, { access_token: '', refresh_token: 5 }))).toEqual({});
    expect(tokensOf(answer(500, 'oops'))).toEqual({});
    expect(tokensOf(null)).toEqual({});
  });
});
