export { LOGS_MESSAGES, LogsView, type LogsViewProps } from './LogsView';
export { LogFiltersForm, type LogFiltersFormProps } from './LogFiltersForm';
export { LogTable } from './LogTable';
export { LogDetails } from './LogDetails';
export {
  defaultFilters,
  filtersFromSearch,
  filterVariables,
  isFiltered,
  LOGS_PER_PAGE,
  MAX_QUERY_LENGTH,
  pageFromSearch,
  setFilterParams,
} from './logFilters';
export { formatBody, formatDuration, formatLogTime, isSuccess, splitUrl, statusLabel } from './logFormat';
export type { LogEntry, LogFilterOption, LogFilterOptions, LogFilters, LogHeader, LogPage } from './logTypes';
