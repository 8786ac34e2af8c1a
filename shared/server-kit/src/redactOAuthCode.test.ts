import { REDACTED, redactBody, redactJson, redactUrl } from './redact';

// The authorization code of a token request can be redeemed until it is used: it never reaches a
// transaction log or an authentication test's echoed request. `code` anywhere else stays.
const R = encodeURIComponent(REDACTED);

describe('the authorization code of an OAuth token request', () => {
  it('is redacted in a form body, with or without its content type', () => {
    const form =
      'grant_type=authorization_code&code=code_abc123&redirect_uri=http%3A%2F%2Flocalhost%3A8080%2Fcb&client_id=c';
    for (const type of ['application/x-www-form-urlencoded', '']) {
      const shown = redactBody(form, type)!;
      expect(shown).not.toContain('code_abc123');
      expect(new URLSearchParams(shown).get('code')).toBe(REDACTED);
      expect(new URLSearchParams(shown).get('grant_type')).toBe('authorization_code');
      expect(new URLSearchParams(shown).get('redirect_uri')).toBe('http://localhost:8080/cb');
    }
  });

  it('is redacted in a JSON body, whole or cut short', () => {
    const json = JSON.stringify({ grant_type: 'authorization_code', code: 'code_abc123', client_id: 'c' });
    expect(JSON.parse(redactBody(json)!)).toEqual({
      grant_type: 'authorization_code',
      code: REDACTED,
      client_id: 'c',
    });
    expect(redactBody('{"grant_type":"authorization_code","code":"code_abc123","redir')).toBe(
      `{"grant_type":"authorization_code","code":"${REDACTED}","redir`,
    );
    expect(redactJson({ nested: { grant_type: 'authorization_code', code: 'x' } })).toEqual({
      nested: { grant_type: 'authorization_code', code: REDACTED },
    });
  });

  it('is redacted in a token URL’s query', () => {
    expect(redactUrl('https://p.example/token?grant_type=authorization_code&code=code_abc123')).toBe(
      `https://p.example/token?grant_type=authorization_code&code=${R}`,
    );
  });

  it('leaves `code` alone outside a token request (an error code, a field)', () => {
    expect(redactBody('{"errors":[{"code":"not_found","message":"x"}]}')).toBe(
      '{"errors":[{"code":"not_found","message":"x"}]}',
    );
    expect(redactBody('code=42&name=x', 'application/x-www-form-urlencoded')).toBe('code=42&name=x');
    expect(redactUrl('https://p.example/zip?code=1000')).toBe('https://p.example/zip?code=1000');
  });
});
