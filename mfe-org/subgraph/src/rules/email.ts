import type { FieldError } from '@switchyard/server-kit';

const maxLength = 254;
// One @, a local part without spaces, a domain of dot-separated labels ending in a 2+ letter TLD.
const emailPattern = /^[^\s@"(),:;<>[\]\\]+@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** The e-mail check of an invitation: returns the normalised (trimmed, lower-case) address or an error. */
export function checkEmail(
  value: unknown,
  attribute = 'email',
): { email: string; error?: undefined } | { email?: undefined; error: FieldError } {
  if (typeof value !== 'string' || value.trim() === '') {
    return { error: { attribute, message: 'E-mail address is required' } };
  }
  const email = value.trim().toLowerCase();
  if (email.length > maxLength || !emailPattern.test(email) || email.split('@')[0].length > 64) {
    return { error: { attribute, message: 'E-mail address is not valid' } };
  }
  return { email };
}

export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
