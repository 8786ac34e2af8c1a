/** The cookie that names a browser's session (httpOnly, SameSite=Lax). */
export const SESSION_COOKIE = 'sy_session';

/** A cookie's value from a Cookie header, or undefined. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return decodeURIComponent(part.slice(i + 1).trim());
  }
  return undefined;
}
