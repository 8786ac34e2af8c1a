import type { LogFilterOption, LogFilterOptions, LogFilters } from './logTypes';

/** The longest free-text query the server takes. */
export const MAX_QUERY_LENGTH = 200;

/** Rows per page of the logs views. */
export const LOGS_PER_PAGE = 25;

const SELECTS = [
  ['request_type', 'request_types'],
  ['response_status', 'response_statuses'],
  ['timeframe', 'timeframes'],
] as const satisfies readonly (readonly [keyof LogFilters, keyof LogFilterOptions])[];

const first = (options: LogFilterOption[]) => options[0]?.value ?? '';

/** Each filter's first option (spec 4.9: the timeframe's is the last day) and no query. */
export function defaultFilters(options: LogFilterOptions): LogFilters {
  const filters = { query: '' } as LogFilters;
  for (const [name, list] of SELECTS) filters[name] = first(options[list]);
  return filters;
}

/** The filters of an address's parameters; a value that is not an option is read as the default. */
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

/**
 * Writes the filters that differ from their defaults, and the page when above 1, into `params`
 * (the names filtersFromSearch and pageFromSearch read back).
 */
export function setFilterParams(
  params: URLSearchParams,
  filters: LogFilters,
  options: LogFilterOptions,
  page = 1,
): URLSearchParams {
  const defaults = defaultFilters(options);
  for (const [name] of SELECTS) if (filters[name] !== defaults[name]) params.set(name, filters[name]);
  const query = filters.query.trim();
  if (query) params.set('query', query);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** transactionLogs' filter arguments for these filters (`query` left out when blank). */
export function filterVariables(filters: LogFilters): {
  request_type: string;
  response_status: string;
  timeframe: string;
  query?: string;
} {
  return {
    request_type: filters.request_type,
    response_status: filters.response_status,
    timeframe: filters.timeframe,
    ...(filters.query ? { query: filters.query } : {}),
  };
}
