import { ROUTE_LOADED, useQuery } from '@switchyard/client/apollo';
import { getSession, linkClick, navigate, useLocation } from '@switchyard/client';
import { EmptyState, ErrorState, LoadingState } from '@switchyard/ui';
import { filterVariables, LOGS_PER_PAGE, LogsView } from '@switchyard/ui/logs';
import { filtersFromSearch, logsHref, pageFromSearch, type LogFilters } from './logsAddress';
import { LOGS_MESSAGES } from './logsMessages';
import { LogsPageDocument, TransactionLogsDocument, type LogFilterOptions } from './logsOperations';
import type { TransactionLogsQueryVariables } from '../../gql/graphql';
import '../../observability.css';

/** Rows per page. */
export { LOGS_PER_PAGE };

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
      <LogList
        moduleName={moduleName}
        name={name}
        filters={filters}
        options={options}
        page={page}
        onFilters={(next) => go(next)}
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
  onFilters,
  onPage,
}: {
  moduleName: string;
  name: string;
  filters: LogFilters;
  options: LogFilterOptions;
  page: number;
  onFilters: (filters: LogFilters) => void;
  onPage: (page: number) => void;
}) {
  const variables: TransactionLogsQueryVariables = {
    module_name: moduleName,
    page,
    per_page: LOGS_PER_PAGE,
    ...filterVariables(filters),
  };
  const { data, previousData, loading, error, refetch } = useQuery(TransactionLogsDocument, {
    variables,
    notifyOnNetworkStatusChange: true,
  });
  return (
    <LogsView
      options={options}
      filters={filters}
      onFiltersChange={onFilters}
      // While other filters load, the last answer stays in view (dimmed) rather than flashing away.
      logs={(data ?? (loading ? previousData : undefined))?.transactionLogs}
      loading={loading}
      failed={Boolean(error)}
      onRefresh={() => void refetch().catch(() => undefined)}
      onPage={onPage}
      subject={name}
    />
  );
}
