import { ROUTE_LOADED, useQuery } from '@switchyard/client/apollo';
import { getSession, linkClick, navigate, useLocation } from '@switchyard/client';
import { Button, EmptyState, ErrorState, LoadingState, Pagination } from '@switchyard/ui';
import { LogFiltersForm } from './LogFilters';
import {
  defaultFilters,
  filtersFromSearch,
  isFiltered,
  logsHref,
  pageFromSearch,
  type LogFilters,
} from './logsAddress';
import { LOGS_MESSAGES } from './logsMessages';
import { LogsPageDocument, TransactionLogsDocument, type LogFilterOptions } from './logsOperations';
import type { TransactionLogsQueryVariables } from '../../gql/graphql';
import { LogTable } from './LogTable';
import '../../observability.css';
import './LogsPage.css';

/** Rows per page. */
export const LOGS_PER_PAGE = 25;

/** The service whose logs an address asks for (?service=), if any. */
export const logsServiceOf = (search: URLSearchParams) => search.get('service')?.trim() || null;

/** /logs?service={module_name}: the service's transaction logs (spec 2.8, 4.9). */
export function LogsPage() {
  const { search } = useLocation();
  const service = logsServiceOf(search);
  if (!service) {
    return (
      <section className="ob-page">
        <h1>Transaction logs</h1>
        <EmptyState title="Choose a service to see its logs">
          Open them with &ldquo;See logs&rdquo; on a service&rsquo;s adapter script page, or add{' '}
          <code>?service=</code> and the service&rsquo;s module name to this address (for example{' '}
          <code>/logs?service=my_service</code>).
        </EmptyState>
      </section>
    );
  }
  return <ServiceLogs key={service} moduleName={service} search={search} />;
}

function ServiceLogs({ moduleName, search }: { moduleName: string; search: URLSearchParams }) {
  const { data, loading, refetch } = useQuery(LogsPageDocument, {
    variables: { module_name: moduleName },
    fetchPolicy: ROUTE_LOADED,
  });
  if (!data) {
    if (loading) return <LoadingState label="Loading logs…" />;
    return (
      <ErrorState message={LOGS_MESSAGES.loadFailed} onRetry={() => void refetch().catch(() => undefined)} />
    );
  }
  const { service, transactionLogFilters: options } = data;
  // Staff may read any service's logs; anybody else only those of their organizations' services.
  if (!service && !getSession().viewer?.staff) {
    return (
      <EmptyState title="Service not found">
        There is no service &ldquo;{moduleName}&rdquo; in your organizations.
      </EmptyState>
    );
  }
  const filters = filtersFromSearch(search, options);
  const page = pageFromSearch(search);
  const go = (next: LogFilters, nextPage = 1) => navigate(logsHref(moduleName, next, options, nextPage));
  const name = service?.name ?? moduleName;

  return (
    <section className="ob-page" aria-labelledby="logs-title">
      {service && (
        <nav aria-label="Breadcrumb" className="ob-breadcrumb">
          <a href={`/services/${encodeURIComponent(service.module_name)}`} onClick={linkClick}>
            {service.name}
          </a>
        </nav>
      )}
      <h1 id="logs-title">{name} transaction logs</h1>
      <p className="ob-intro">
        Every request Switchyard sent to {name}&rsquo;s API (endpoint tests, authentication tests, adapter
        script runs and more), newest first. Secrets in headers and bodies are shown as [REDACTED].
      </p>
      <LogFiltersForm
        options={options}
        filters={filters}
        onChange={(next) => go(next)}
        onReset={isFiltered(filters, options) ? () => go(defaultFilters(options)) : undefined}
      />
      <LogList
        moduleName={moduleName}
        name={name}
        filters={filters}
        options={options}
        page={page}
        onPage={(p) => go(filters, p)}
      />
    </section>
  );
}

function LogList({
  moduleName,
  name,
  filters,
  options,
  page,
  onPage,
}: {
  moduleName: string;
  name: string;
  filters: LogFilters;
  options: LogFilterOptions;
  page: number;
  onPage: (page: number) => void;
}) {
  const variables: TransactionLogsQueryVariables = {
    module_name: moduleName,
    page,
    per_page: LOGS_PER_PAGE,
    request_type: filters.request_type,
    response_status: filters.response_status,
    timeframe: filters.timeframe,
    ...(filters.query ? { query: filters.query } : {}),
  };
  const { data, previousData, loading, error, refetch } = useQuery(TransactionLogsDocument, {
    variables,
    notifyOnNetworkStatusChange: true,
  });
  const retry = () => void refetch().catch(() => undefined);

  // While other filters load, the last answer stays in view (dimmed) rather than flashing away.
  const shown = (data ?? (loading ? previousData : undefined))?.transactionLogs;
  if (!shown) {
    if (loading) return <LoadingState label="Loading logs…" />;
    return <ErrorState message={LOGS_MESSAGES.loadFailed} onRetry={retry} />;
  }
  if (error && !loading) return <ErrorState message={LOGS_MESSAGES.loadFailed} onRetry={retry} />;

  const timeframe = options.timeframes.find((o) => o.value === filters.timeframe)?.label ?? '';
  return (
    <div className="ob-results" aria-busy={loading}>
      <div className="ob-results__bar">
        <p className="ob-muted" aria-live="polite">
          {timeframe}
          {(shown.page_count > 1 || shown.page_count_capped) &&
            ` · page ${shown.page_number} of ${shown.page_count}${shown.page_count_capped ? ' or more' : ''}`}
        </p>
        <Button onClick={retry} disabled={loading}>
          {loading ? 'Refreshing…' : 'Refresh'}
        </Button>
      </div>
      {shown.data.length === 0 ? (
        <EmptyState title={LOGS_MESSAGES.empty}>
          {isFiltered(filters, options)
            ? 'Nothing matches these filters. Try a longer timeframe or clear the filters.'
            : `${name} has had no requests in this timeframe. Try a longer one.`}
        </EmptyState>
      ) : (
        <>
          <LogTable logs={shown.data} caption={`Requests to ${name}, newest first`} />
          {/* Past 10,000 matching logs the server stops counting: more pages follow the last it knows. */}
          <Pagination
            page={shown.page_number}
            count={shown.page_count}
            more={shown.page_count_capped}
            onChange={onPage}
            label="Log pages"
          />
        </>
      )}
    </div>
  );
}
