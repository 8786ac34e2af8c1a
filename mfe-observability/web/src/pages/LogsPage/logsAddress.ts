import {
  defaultFilters,
  filtersFromSearch,
  isFiltered,
  MAX_QUERY_LENGTH,
  pageFromSearch,
  setFilterParams,
  type LogFilterOptions,
  type LogFilters,
} from '@switchyard/ui/logs';

export { defaultFilters, filtersFromSearch, isFiltered, MAX_QUERY_LENGTH, pageFromSearch, type LogFilters };

/** The logs page: /logs?service={module_name} plus the filters and page that differ from their defaults. */
export const LOGS_PATH = '/logs';

/** /logs?service=…, with the filters that differ from their defaults and the page when above 1. */
export function logsHref(service: string, filters: LogFilters, options: LogFilterOptions, page = 1): string {
  return `${LOGS_PATH}?${setFilterParams(new URLSearchParams({ service }), filters, options, page).toString()}`;
}
