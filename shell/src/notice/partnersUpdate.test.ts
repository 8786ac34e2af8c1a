import {
  closedVersion,
  parentDomain,
  PARTNERS_UPDATE_MAX_AGE,
  partnersUpdateCookie,
  showsPartnersUpdate,
} from './partnersUpdate';

describe('parentDomain', () => {
  it('is the host without its first label', () => {
    expect(parentDomain('portal.example.com')).toBe('example.com');
    expect(parentDomain('a.portal.example.com')).toBe('portal.example.com');
    expect(parentDomain('Portal.Example.COM.')).toBe('example.com');
    expect(parentDomain('portal.example.com:8443')).toBe('example.com');
  });

  it('is the host itself when it has two labels', () => {
    expect(parentDomain('example.com')).toBe('example.com');
  });

  it('is none for localhost, a single label or an IP address', () => {
    for (const host of [
      'localhost',
      'localhost:8080',
      'app.localhost',
      'intranet',
      '127.0.0.1',
      '10.0.0.12:80',
      '[::1]',
      '::1',
      '',
    ])
      expect(parentDomain(host)).toBeNull();
  });
});

describe('partnersUpdateCookie', () => {
  it('keeps the version for 365 days on the parent domain, the whole site, SameSite Lax', () => {
    expect(PARTNERS_UPDATE_MAX_AGE).toBe(31_536_000);
    expect(partnersUpdateCookie('2026-11', { host: 'portal.example.com', secure: true })).toBe(
      'partners_update=2026-11; Max-Age=31536000; Domain=example.com; Path=/; SameSite=Lax; Secure',
    );
  });

  it('has no Domain on localhost or an IP, nor when asked for none; Secure only on https', () => {
    expect(partnersUpdateCookie('v1', { host: 'localhost', secure: false })).toBe(
      'partners_update=v1; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(partnersUpdateCookie('v1', { host: '192.168.1.4', secure: false })).not.toContain('Domain');
    expect(partnersUpdateCookie('v1', { host: 'portal.example.co.uk', secure: true, domain: null })).toBe(
      'partners_update=v1; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    );
  });

  it('encodes a version that is not cookie-safe', () => {
    expect(partnersUpdateCookie('a b;c', { host: 'localhost', secure: false })).toMatch(
      /^partners_update=a%20b%3Bc;/,
    );
  });
});

describe('closedVersion and showsPartnersUpdate', () => {
  it('reads the closed version among other cookies', () => {
    expect(closedVersion('a=1; partners_update=2026-11; b=2')).toBe('2026-11');
    expect(closedVersion('partners_update=a%20b%3Bc')).toBe('a b;c');
    expect(closedVersion('a=1; xpartners_update=v')).toBeNull();
    expect(closedVersion('')).toBeNull();
    expect(closedVersion('partners_update=%E0%A4%A')).toBeNull();
  });

  it('shows the notice until its own version is closed; a newer version shows again', () => {
    expect(showsPartnersUpdate('', 'v2')).toBe(true);
    expect(showsPartnersUpdate('partners_update=v2', 'v2')).toBe(false);
    expect(showsPartnersUpdate('partners_update=v1', 'v2')).toBe(true);
  });
});
