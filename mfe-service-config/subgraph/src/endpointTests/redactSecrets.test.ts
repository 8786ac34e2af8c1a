import { REDACTED, redactHeaders, redactJson, redactText } from './redactSecrets';

it('redacts secret headers, keeping the scheme of an authorization', () => {
  expect(
    redactHeaders({
      Authorization: 'Bearer abc',
      'Switchyard-Service-Key': 'k',
      'IFTTT-Channel-Key': 'k',
      'Set-Cookie': 's=1',
      'Content-Type': 'application/json',
    }),
  ).toEqual({
    Authorization: `Bearer ${REDACTED}`,
    'Switchyard-Service-Key': REDACTED,
    'IFTTT-Channel-Key': REDACTED,
    'Set-Cookie': REDACTED,
    'Content-Type': 'application/json',
  });
});

it('redacts secret keys at any depth, camelCase too, and leaves other values', () => {
  expect(
    redactJson({
      data: {
        accessToken: 'a',
        samples: { triggers: { x: { album: 'y' } } },
        list: [{ refresh_token: 'r' }],
      },
    }),
  ).toEqual({
    data: {
      accessToken: REDACTED,
      samples: { triggers: { x: { album: 'y' } } },
      list: [{ refresh_token: REDACTED }],
    },
  });
});

it('replaces known secrets in any text', () => {
  expect(redactText('token=secret-value; other', ['secret-value', 'no'])).toBe(`token=${REDACTED}; other`);
});
