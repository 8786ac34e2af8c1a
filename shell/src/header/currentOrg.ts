/** localStorage key of the organization the user last chose in the header. */
export const CURRENT_ORG_KEY = 'sy.currentOrg';

const ORG_PATH = /^\/organizations\/([^/]+)/;

export function orgIdInPath(pathname: string): string | null {
  const m = ORG_PATH.exec(pathname);
  return m ? decodeURIComponent(m[1]) : null;
}

interface OrgLike {
  id: string;
  services?: { url: string }[] | null;
}

export interface Place {
  pathname: string;
  search: URLSearchParams;
}

/** The observability pages of a service, which name it by ?service={module}: logs, feedback, charts. */
const DIAGNOSTICS_PAGES = ['/logs', '/feedback', '/charts', '/analytics'];
const isDiagnosticsPage = (pathname: string) => DIAGNOSTICS_PAGES.includes(pathname.replace(/\/+$/, ''));

/**
 * Whether the URL is about the service at `serviceUrl` (/services/{module}): one of its pages, or
 * its logs, feedback, charts or analytics (/logs?service={module} and the like).
 */
export function isServicePlace(serviceUrl: string, { pathname, search }: Place): boolean {
  if (pathname === serviceUrl || pathname.startsWith(`${serviceUrl}/`)) return true;
  const diagnosticsOf = isDiagnosticsPage(pathname) ? search.get('service') : null;
  return !!diagnosticsOf && serviceUrl === `/services/${encodeURIComponent(diagnosticsOf)}`;
}

/** The organization the URL is about: /organizations/{id}..., /services/new?org_id=..., or one of its service pages. */
export function orgInUrl<T extends OrgLike>(orgs: T[], { pathname, search }: Place): T | null {
  const byId = (id: string | null) => (id ? (orgs.find((o) => o.id === id) ?? null) : null);
  const fromPath = byId(orgIdInPath(pathname));
  if (fromPath) return fromPath;
  if (pathname === '/services/new') return byId(search.get('org_id'));
  return orgs.find((o) => o.services?.some((s) => isServicePlace(s.url, { pathname, search }))) ?? null;
}

/** The current organization: the one in the URL, else the last one chosen, else the first. */
export function pickCurrentOrg<T extends OrgLike>(
  orgs: T[],
  place: Place,
  chosenId: string | null,
): T | null {
  return orgInUrl(orgs, place) ?? orgs.find((o) => o.id === chosenId) ?? orgs[0] ?? null;
}

/**
 * Where choosing `targetId` in the organization menu leads: the same organization page for the
 * target when on one, the new-service form for the target, home when on another org's service,
 * otherwise the page stays.
 */
export function orgSwitchHref(
  targetId: string,
  { pathname, search }: Place,
  currentId: string | null,
): string {
  const id = encodeURIComponent(targetId);
  const query = search.toString() ? `?${search}` : '';
  if (currentId && orgIdInPath(pathname) === currentId)
    return pathname.replace(ORG_PATH, `/organizations/${id}`) + query;
  if (pathname === '/services/new') return `/services/new?org_id=${id}`;
  if (pathname.startsWith('/services/') || isDiagnosticsPage(pathname)) return '/';
  return pathname + query;
}

export function readChosenOrg(): string | null {
  try {
    return window.localStorage.getItem(CURRENT_ORG_KEY);
  } catch {
    return null;
  }
}

export function saveChosenOrg(id: string): void {
  try {
    window.localStorage.setItem(CURRENT_ORG_KEY, id);
  } catch {
    // Storage can be unavailable (private mode, quota); the choice then lasts for this page only.
  }
}
