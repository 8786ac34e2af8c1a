import { createHash, timingSafeEqual } from 'node:crypto';

/** RFC 7636: a verifier or challenge is 43 to 128 characters of [A-Za-z0-9-._~]. */
export const PKCE_VALUE = /^[A-Za-z0-9\-._~]{43,128}$/;

export function s256Challenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export function verifierMatches(verifier: string, challenge: string): boolean {
  if (!PKCE_VALUE.test(verifier)) return false;
  const a = Buffer.from(s256Challenge(verifier));
  const b = Buffer.from(challenge);
  return a.length === b.length && timingSafeEqual(a, b);
}
