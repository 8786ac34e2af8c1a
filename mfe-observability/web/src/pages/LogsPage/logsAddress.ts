import type { FilterOption, LogFilterOptions } from './logsOperations';

/** The logs page: /logs?service={module_name} plus the filters and page that differ from their defaults. */
export const LOGS_PATH = '/logs';

/** The longest free-text query the server takes. */
export const MAX_QUERY_LENGTH = 200;

/** The filters the page applies (the address's names, the transactionLogs argument names). */
export interface LogFilters {
  request_type: string;
  response_status: string;
  timeframe: string;
  /** Free text; '' for none. */
  query: string;
}

const SELECTS = [
  ['request_type', 'request_types'],
  ['response_status', 'response_statuses'],
  ['timeframe', 'timeframes'],
] as const satisfies readonly (readonly [keyof LogFilters, keyof LogFilterOptions])[];

const first = (options: FilterOption[]) => options[0]?.value ?? '';

/** Each filter's first option (spec 4.9: the timeframe's is the last day) and no query. */
export function defaultFilters(options: LogFilterOptions): LogFilters {
  const filters = { query: '' } as LogFilters;
  for (const [name, list] of SELECTS) filters[name] = first(options[list]);
  return filters;
}

/** The filters of an address; a value that is not an option is read as the default. */
export function filtersFromSearch(search: URLSearchParams, options: LogFilterOptions): LogFilters {
  const filters = defaultFilters(options);
  for (const [name, list] of SELECTS) {
    const asked = search.get(name);
    if (asked !== null && options[list].some((o) => o.value === asked)) filters[name] = asked;
  }
  filters.query = (search.get('query') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  return filters;
}

/** The page of an address: a whole number from 1 (the server keeps it within the page count). */
export function pageFromSearch(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** Whether any filter differs from its default. */
export function isFiltered(filters: LogFilters, options: LogFilterOptions): boolean {
  const defaults = defaultFilters(options);
  return (Object.keys(defaults) as (keyof LogFilters)[]).some((k) => filters[k] !== defaults[k]);
}

/** /logs?service=…, with the filters that differ from their defaults and the page when above 1. */
export function logsHref(service: string, filters: LogFilters, options: LogFilterOptions, page = 1): string {
  const params = new URLSearchParams({ service });
  const defaults = defaultFilters(options);
  for (const [name] of SELECTS) if (filters[name] !== defaults[name]) params.set(name, filters[name]);
  const query = filters.query.trim();
  if (query) params.set('query', query);
  if (page > 1) params.set('page', String(page));
  return `${LOGS_PATH}?${params.toString()}`;
}
