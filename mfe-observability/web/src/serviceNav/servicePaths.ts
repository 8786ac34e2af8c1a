import { LOGS_PATH } from '../pages/LogsPage/logsAddress';

/**
 * The remote's four pages about one service, each chosen by `?service={module_name}` (see the
 * domain README, "The platform feedback page" and "The charts page" and "Analytics").
 */
export const FEEDBACK_PATH = '/feedback';
const CHARTS_PATH = '/charts';
const ANALYTICS_PATH = '/analytics';

export const SERVICE_SECTIONS = [
  { id: 'logs', label: 'Logs', path: LOGS_PATH },
  { id: 'feedback', label: 'Feedback', path: FEEDBACK_PATH },
  { id: 'charts', label: 'Charts', path: CHARTS_PATH },
  { id: 'analytics', label: 'Analytics', path: ANALYTICS_PATH },
] as const;

export type ServiceSection = (typeof SERVICE_SECTIONS)[number]['id'];

/** The section a path shows (a trailing slash allowed), or null. */
export function sectionOf(pathname: string): ServiceSection | null {
  const path = pathname.replace(/\/+$/, '');
  return SERVICE_SECTIONS.find((s) => s.path === path)?.id ?? null;
}

/** The service an address asks for (?service=), if any. */
export const serviceOf = (search: URLSearchParams) => search.get('service')?.trim() || null;

/** A section's address for a service, e.g. /charts?service=daybook. */
export function sectionHref(section: ServiceSection, moduleName: string): string {
  const { path } = SERVICE_SECTIONS.find((s) => s.id === section)!;
  return `${path}?${new URLSearchParams({ service: moduleName }).toString()}`;
}
