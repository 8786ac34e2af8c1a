import { PKCE_VALUE, s256Challenge, verifierMatches } from './pkce';

describe('PKCE S256', () => {
  it('computes the RFC 7636 appendix B example', () => {
    expect(s256Challenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('matches only the right verifier of a valid length', () => {
    const verifier = 'a'.repeat(43);
    expect(verifierMatches(verifier, s256Challenge(verifier))).toBe(true);
    expect(verifierMatches('b'.repeat(43), s256Challenge(verifier))).toBe(false);
    expect(verifierMatches('short', s256Challenge('short'))).toBe(false);
    expect(PKCE_VALUE.test('x'.repeat(129))).toBe(false);
  });
});
