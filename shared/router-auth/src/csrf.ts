import { timingSafeEqual } from 'node:crypto';

export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_MESSAGE = 'Invalid or missing CSRF token. Reload the page and try again.';
/** Methods that change nothing and so need no CSRF token. */
export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether the token a request gave is its session's, compared in constant time. */
export function csrfTokenMatches(given: unknown, expected: string | undefined): boolean {
  if (typeof given !== 'string' || !expected) return false;
  const x = Buffer.from(given);
  const y = Buffer.from(expected);
  return x.length === y.length && timingSafeEqual(x, y);
}
