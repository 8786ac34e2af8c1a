import type { ReactNode } from 'react';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import { Pagination } from '../Pagination';
import { LoadingState } from '../Spinner';
import { defaultFilters, isFiltered } from './logFilters';
import { LogFiltersForm } from './LogFiltersForm';
import { LogTable } from './LogTable';
import type { LogFilterOptions, LogFilters, LogPage } from './logTypes';
import './logs.css';

/**
 * The logs views' messages (spec/review-org-diagnostics.md#8-the-error-catalogue, verbatim where the
 * spec gives them).
 */
export const LOGS_MESSAGES = {
  loadFailed: "Couldn't load log data. Please try again later.",
  empty: 'No requests available',
  loading: 'Loading logs…',
} as const;

export interface LogsViewProps {
  /** The filters' options (`transactionLogFilters`), each list's first option its default. */
  options: LogFilterOptions;
  /** The filters applied. */
  filters: LogFilters;
  /** A filter changed (a select at once, the search on submit): ask for page 1 of the new filters. */
  onFiltersChange(filters: LogFilters): void;
  /**
   * The page to show: the answer, or while the next one loads the previous answer (it stays in
   * view, dimmed). Undefined: nothing to show yet (loading) or the first request failed.
   */
  logs: LogPage | undefined;
  /** A request is in flight (first load, other filters, a page, Refresh). */
  loading: boolean;
  /** The last request failed (shown once it is no longer loading, with Retry). */
  failed: boolean;
  /** Refresh and Retry: ask again with the same filters and page. */
  onRefresh(): void;
  /** Another page was chosen (1…). */
  onPage(page: number): void;
  /** What was called, for the table's caption: 'Requests to {subject}, newest first'. */
  subject: string;
  /** The empty state's hint when no filter is set (default: '{Subject} has had no requests in this timeframe. Try a longer one.'). */
  emptyHint?: ReactNode;
}

/**
 * A list of transaction logs with the logs page's filters, summary line, table and pagination
 * (spec/review-org-diagnostics.md#28-logs-page). Presentational: the caller asks `transactionLogs` with
 * its own operation and passes the answer in.
 */
export function LogsView({
  options,
  filters,
  onFiltersChange,
  logs,
  loading,
  failed,
  onRefresh,
  onPage,
  subject,
  emptyHint,
}: LogsViewProps) {
  const filtered = isFiltered(filters, options);
  return (
    <div className="sy-logs">
      <LogFiltersForm
        options={options}
        filters={filters}
        onChange={onFiltersChange}
        onReset={filtered ? () => onFiltersChange(defaultFilters(options)) : undefined}
      />
      <LogResults
        options={options}
        filters={filters}
        filtered={filtered}
        logs={logs}
        loading={loading}
        failed={failed}
        onRefresh={onRefresh}
        onPage={onPage}
        subject={subject}
        emptyHint={emptyHint}
      />
    </div>
  );
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function LogResults({
  options,
  filters,
  filtered,
  logs,
  loading,
  failed,
  onRefresh,
  onPage,
  subject,
  emptyHint,
}: Omit<LogsViewProps, 'onFiltersChange'> & { filtered: boolean }) {
  if (!logs) {
    if (loading) return <LoadingState label={LOGS_MESSAGES.loading} />;
    return <ErrorState message={LOGS_MESSAGES.loadFailed} onRetry={onRefresh} />;
  }
  if (failed && !loading) return <ErrorState message={LOGS_MESSAGES.loadFailed} onRetry={onRefresh} />;

  const timeframe = options.timeframes.find((o) => o.value === filters.timeframe)?.label ?? '';
  return (
    <div className="sy-logs__results" aria-busy={loading}>
      <div className="sy-logs__bar">
        <p className="sy-logs-muted" aria-live="polite">
          {timeframe}
          {(logs.page_count > 1 || logs.page_count_capped) &&
            ` · page ${logs.page_number} of ${logs.page_count}${logs.page_count_capped ? ' or more' : ''}`}
        </p>
        <Button onClick={onRefresh} disabled={loading}>
          {loading ? 'Refreshing…' : 'Refresh'}
        </Button>
      </div>
      {logs.data.length === 0 ? (
        <EmptyState title={LOGS_MESSAGES.empty}>
          {filtered
            ? 'Nothing matches these filters. Try a longer timeframe or clear the filters.'
            : (emptyHint ??
              `${capitalised(subject)} has had no requests in this timeframe. Try a longer one.`)}
        </EmptyState>
      ) : (
        <>
          <LogTable logs={logs.data} caption={`Requests to ${subject}, newest first`} />
          {/* Past 10,000 matching logs the server stops counting: more pages follow the last it knows. */}
          <Pagination
            page={logs.page_number}
            count={logs.page_count}
            more={logs.page_count_capped}
            onChange={onPage}
            label="Log pages"
          />
        </>
      )}
    </div>
  );
}
