import { useQuery } from '@switchyard/client/apollo';
import { ErrorState, LoadingState } from '@switchyard/ui';
import {
  defaultFilters,
  filterVariables,
  LOGS_PER_PAGE,
  LogsView,
  type LogFilterOptions,
  type LogFilters,
} from '@switchyard/ui/logs';
import { useState } from 'react';
import { ConnectionLogFiltersDocument, ConnectionLogsDocument } from './operations';

export const LOG_FILTERS_FAILED = "Couldn't load log data. Please try again later.";
export const LOGS_EMPTY_HINT = 'This connection has had no requests in this timeframe. Try a longer one.';

/**
 * The API logs tab: the connection's own Connect API calls, webhooks and its features' runs, with the
 * logs page's filters (the observability domain's `transactionLogs` by the owner service and the
 * connection; the shared logs view of `@switchyard/ui/logs`).
 */
export function LogsTab({ serviceId, connectionId }: { serviceId: string; connectionId: string }) {
  const { data, loading, refetch } = useQuery(ConnectionLogFiltersDocument);
  const options = data?.transactionLogFilters;
  if (options) return <ConnectionLogs serviceId={serviceId} connectionId={connectionId} options={options} />;
  if (loading) return <LoadingState label="Loading logs…" />;
  return <ErrorState message={LOG_FILTERS_FAILED} onRetry={() => void refetch().catch(() => undefined)} />;
}

function ConnectionLogs({
  serviceId,
  connectionId,
  options,
}: {
  serviceId: string;
  connectionId: string;
  options: LogFilterOptions;
}) {
  const [filters, setFilters] = useState<LogFilters>(() => defaultFilters(options));
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useQuery(ConnectionLogsDocument, {
    variables: {
      service_id: serviceId,
      connection_id: connectionId,
      page,
      per_page: LOGS_PER_PAGE,
      ...filterVariables(filters),
    },
    notifyOnNetworkStatusChange: true,
  });
  return (
    <LogsView
      options={options}
      filters={filters}
      onFiltersChange={(next) => {
        setFilters(next);
        setPage(1);
      }}
      logs={(data ?? (loading ? previousData : undefined))?.transactionLogs}
      loading={loading}
      failed={Boolean(error)}
      onRefresh={() => void refetch().catch(() => undefined)}
      onPage={setPage}
      subject="this connection"
      emptyHint={LOGS_EMPTY_HINT}
    />
  );
}
