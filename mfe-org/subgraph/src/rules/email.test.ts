import { checkEmail, sameEmail } from './email';

describe('checkEmail', () => {
  it('accepts ordinary addresses, trimmed and lower-cased', () => {
    expect(checkEmail('  Nia@Example.com ')).toEqual({ email: 'nia@example.com' });
    expect(checkEmail('first.last+tag@mail.example.co.uk')).toEqual({
      email: 'first.last+tag@mail.example.co.uk',
    });
  });

  it('refuses a missing address', () => {
    for (const v of ['', '   ', undefined, null, 42]) {
      expect(checkEmail(v).error).toEqual({ attribute: 'email', message: 'E-mail address is required' });
    }
  });

  it('refuses malformed addresses', () => {
    for (const v of [
      'nia',
      'nia@',
      '@example.com',
      'nia@example',
      'nia@@example.com',
      'ni a@example.com',
      'nia@exa mple.com',
      'nia@-example.com',
      '<nia@example.com>',
      `${'a'.repeat(65)}@example.com`,
      `a@${'b'.repeat(250)}.com`,
    ]) {
      expect(checkEmail(v).error).toEqual({ attribute: 'email', message: 'E-mail address is not valid' });
    }
  });

  it('compares addresses case-insensitively', () => {
    expect(sameEmail('Nia@Example.com', 'nia@example.com ')).toBe(true);
    expect(sameEmail('nia@example.com', 'milo@example.com')).toBe(false);
  });
});
