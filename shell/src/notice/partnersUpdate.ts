/**
 * The partner update notice (spec/connections.md#2-screens-and-routes, "Partner update notice
 * banner"; spec/connections.md#4-states-and-transitions: hidden for good once closed; spec/connections.md#9-business-constants-and-limits: the cookie lasts 365 days, on the parent domain).
 * Publishing a new update is a new PARTNERS_UPDATE: its version differs from the one a user closed,
 * so the notice shows again.
 */
export const PARTNERS_UPDATE = {
  version: '2026-11-connections-3',
  title: 'New for partners',
  text: 'Your connections now have a detail screen with user feedback, endpoints and API logs, and your service has analytics.',
  linkText: 'See your connections',
  href: '/connections',
} as const;

export const PARTNERS_UPDATE_COOKIE = 'partners_update';
export const PARTNERS_UPDATE_MAX_AGE = 365 * 24 * 60 * 60;

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The domain the cookie is set on: the page's host without its first label (portal.example.com →
 * example.com), the host itself when it has only two labels (example.com), and none for localhost,
 * a single-label host or an IP address (a cookie there is the host's alone).
 */
export function parentDomain(host: string): string | null {
  const name = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (!name || name.startsWith('[') || name.includes(':') || IPV4.test(name)) return null;
  const labels = name.split('.');
  if (labels.length < 2 || labels[labels.length - 1] === 'localhost') return null;
  return labels.length === 2 ? name : labels.slice(1).join('.');
}

/**
 * The Set-Cookie string (for document.cookie) that keeps the notice of `version` closed:
 * `partners_update=<version>; Max-Age=31536000; Domain=<parent>; Path=/; SameSite=Lax`, Secure on
 * https. `domain: null` leaves Domain out (the fallback when a browser refuses the parent domain,
 * e.g. a public suffix such as co.uk).
 */
export function partnersUpdateCookie(
  version: string,
  { host, secure, domain = parentDomain(host) }: { host: string; secure: boolean; domain?: string | null },
): string {
  return [
    `${PARTNERS_UPDATE_COOKIE}=${encodeURIComponent(version)}`,
    `Max-Age=${PARTNERS_UPDATE_MAX_AGE}`,
    ...(domain ? [`Domain=${domain}`] : []),
    'Path=/',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The version the user closed, from a `document.cookie` string; null when none. */
export function closedVersion(cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== PARTNERS_UPDATE_COOKIE) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** Whether the notice of `version` shows: not once the user closed that version. */
export const showsPartnersUpdate = (cookies: string, version: string) => closedVersion(cookies) !== version;

/**
 * Closes the notice for good in this browser: the cookie on the parent domain, or on the host
 * alone when the browser would not take the parent domain.
 */
export function closePartnersUpdate(doc: Document, version: string): void {
  const { hostname, protocol } = doc.location;
  const secure = protocol === 'https:';
  doc.cookie = partnersUpdateCookie(version, { host: hostname, secure });
  if (closedVersion(doc.cookie) !== version)
    doc.cookie = partnersUpdateCookie(version, { host: hostname, secure, domain: null });
}
