import {
  capText,
  isSecretKey,
  REDACTED,
  redactBody,
  redactHeaders,
  redactJson,
  redactText,
  redactUrl,
} from './redact';

describe('redactHeaders', () => {
  it('replaces credentials, cookies, CSRF tokens and service/channel keys, keeping the auth scheme', () => {
    expect(
      redactHeaders({
        Authorization: 'Bearer abc.def',
        'Proxy-Authorization': 'Basic dXNlcjpwdw==',
        Cookie: 'sid=1',
        'Set-Cookie': 'sid=2; HttpOnly',
        'X-CSRF-Token': 'csrf',
        'IFTTT-Service-Key': 'svc',
        'Switchyard-Channel-Key': 'chan',
        'X-Api-Key': 'k',
        'X-Refresh-Token': 'r',
        'Content-Type': 'application/json',
        'X-Request-ID': 'req-1',
      }),
    ).toEqual({
      authorization: `Bearer ${REDACTED}`,
      'proxy-authorization': `Basic ${REDACTED}`,
      cookie: REDACTED,
      'set-cookie': REDACTED,
      'x-csrf-token': REDACTED,
      'ifttt-service-key': REDACTED,
      'switchyard-channel-key': REDACTED,
      'x-api-key': REDACTED,
      'x-refresh-token': REDACTED,
      'content-type': 'application/json',
      'x-request-id': 'req-1',
    });
  });

  it('replaces the keys, sessions and signatures an adapter script may send under any name', () => {
    const names = [
      'Api-Key',
      'apikey',
      'X-ApiKey',
      'Service-Key',
      'X-Access-Key',
      'X-Auth-Key',
      'X-Client-Key',
      'X-App-Key',
      'X-Private-Key',
      'X-Session-Id',
      'X-Amz-Security-Token',
      'X-Hub-Signature-256',
      'X-Credentials',
    ];
    const redacted = redactHeaders(Object.fromEntries(names.map((n) => [n, 'secret-value'])))!;
    expect(Object.values(redacted)).toEqual(names.map(() => REDACTED));
    expect(redactHeaders({ 'X-Monkey': 'banana', Accept: 'application/json' })).toEqual({
      'x-monkey': 'banana',
      accept: 'application/json',
    });
  });

  it('redacts an authorization header without a scheme whole', () => {
    expect(redactHeaders({ authorization: 'secret' })).toEqual({ authorization: REDACTED });
    expect(redactHeaders(null)).toBeNull();
  });
});

describe('redactBody', () => {
  it('replaces secret values in JSON at any depth, leaving the rest', () => {
    const body = JSON.stringify({
      access_token: 'at',
      refresh_token: 'rt',
      token_type: 'Bearer',
      expires_in: 3600,
      data: [{ client_secret: 'cs', password: 'pw', name: 'x', accessToken: 'camel', 'api-key': 'k' }],
      code: 'c',
    });
    expect(JSON.parse(redactBody(body)!)).toEqual({
      access_token: REDACTED,
      refresh_token: REDACTED,
      token_type: 'Bearer',
      expires_in: 3600,
      data: [
        {
          client_secret: REDACTED,
          password: REDACTED,
          name: 'x',
          accessToken: REDACTED,
          'api-key': REDACTED,
        },
      ],
      code: 'c',
    });
  });

  it('keeps indented JSON indented', () => {
    expect(redactBody('{\n  "password": "p"\n}')).toBe(`{\n  "password": "${REDACTED}"\n}`);
  });

  it('redacts form bodies', () => {
    const form = 'grant_type=refresh_token&refresh_token=rt&client_id=id&client_secret=cs';
    expect(redactBody(form, 'application/x-www-form-urlencoded')).toBe(
      `grant_type=refresh_token&refresh_token=${encodeURIComponent(REDACTED)}&client_id=id&client_secret=${encodeURIComponent(REDACTED)}`,
    );
  });

  it('redacts JSON cut short and secrets in free text', () => {
    expect(redactBody('{"user":"u","access_token":"abc","more":"x')).toBe(
      `{"user":"u","access_token":"${REDACTED}","more":"x`,
    );
    expect(redactBody('error: bad request for password=hunter2 user=bob')).toBe(
      `error: bad request for password=${REDACTED} user=bob`,
    );
    expect(redactBody('plain text')).toBe('plain text');
    expect(redactBody(null)).toBeNull();
    expect(redactBody('')).toBe('');
  });
});

describe('redactUrl', () => {
  it('replaces secret query parameters and strips credentials', () => {
    expect(redactUrl('https://u:p@api.example.com/x?access_token=abc&page=2')).toBe(
      `https://api.example.com/x?access_token=${encodeURIComponent(REDACTED)}&page=2`,
    );
    expect(redactUrl('https://api.example.com/ifttt/v1/status')).toBe(
      'https://api.example.com/ifttt/v1/status',
    );
    expect(redactUrl('not a url')).toBe('not a url');
  });
});

describe('isSecretKey', () => {
  it.each([
    'access_token',
    'refresh_token',
    'id_token',
    'client_secret',
    'password',
    'api_key',
    'code_verifier',
    'accessToken',
    'serviceKey',
  ])('%s is secret', (k) => expect(isSecretKey(k)).toBe(true));
  it.each(['token_type', 'oauth_token_url', 'expires_in', 'name', 'trigger_identity', 'code', 'keys'])(
    '%s is not',
    (k) => expect(isSecretKey(k)).toBe(false),
  );
});

describe('capText', () => {
  it('cuts to a number of UTF-8 bytes without splitting a character', () => {
    expect(capText('abc', 10)).toEqual({ text: 'abc', truncated: false });
    expect(capText('a'.repeat(20), 10)).toEqual({ text: 'a'.repeat(10), truncated: true });
    const cut = capText('ééééé', 5); // 10 bytes
    expect(cut).toEqual({ text: 'éé', truncated: true });
    expect(capText(null, 5)).toEqual({ text: null, truncated: false });
  });
});

describe('for showing a call as it was sent', () => {
  it('keeps header names as sent when asked', () => {
    expect(
      redactHeaders(
        {
          Authorization: 'Bearer abc',
          'Switchyard-Service-Key': 'k',
          'IFTTT-Channel-Key': 'k',
          'Content-Type': 'application/json',
        },
        { keepNameCase: true },
      ),
    ).toEqual({
      Authorization: `Bearer ${REDACTED}`,
      'Switchyard-Service-Key': REDACTED,
      'IFTTT-Channel-Key': REDACTED,
      'Content-Type': 'application/json',
    });
  });

  it('redacts secret keys of a JSON value at any depth, camelCase too', () => {
    expect(
      redactJson({
        data: { accessToken: 'a', samples: { x: { album: 'y' } }, list: [{ refresh_token: 'r' }] },
      }),
    ).toEqual({
      data: { accessToken: REDACTED, samples: { x: { album: 'y' } }, list: [{ refresh_token: REDACTED }] },
    });
  });

  it('replaces known secrets in any text, ignoring ones too short to be secrets', () => {
    expect(redactText('token=secret-value; other', ['secret-value', 'no'])).toBe(`token=${REDACTED}; other`);
  });
});
