/** Where an anonymous visitor is sent: the login page, returning to this page afterwards. */
export function loginUrl(location: { pathname: string; search: string }): string {
  return `/login?return_to=${encodeURIComponent(location.pathname + location.search)}`;
}
