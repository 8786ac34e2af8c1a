/**
 * How a link in an outbox e-mail is rendered: same-origin links become in-app paths (so they
 * navigate without a reload), other http(s) links stay absolute, anything else is not a link.
 */
export function messageLink(link: string | null, origin: string): { href: string; internal: boolean } | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin === origin) return { href: url.pathname + url.search + url.hash, internal: true };
  return { href: url.href, internal: false };
}
