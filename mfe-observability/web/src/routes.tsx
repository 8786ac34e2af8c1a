import { useLocation } from '@switchyard/client';
import { preloadQuery } from '@switchyard/client/apollo';
import type { RouteLocation } from '@switchyard/client/remote';
import { EmptyState } from '@switchyard/ui';
import { LOGS_PATH } from './pages/LogsPage/logsAddress';
import { LogsPage, logsServiceOf } from './pages/LogsPage/LogsPage';
import { LogsPageDocument } from './pages/LogsPage/logsOperations';

const isLogsPage = (pathname: string) => pathname.replace(/\/+$/, '') === LOGS_PATH;

/**
 * The route loader: the logs page's query (the service and its filter options) starts as the route
 * matches. The log list's own query follows it: its filters are checked against those options.
 */
export function loadObservabilityRoute({ pathname, search }: RouteLocation): void {
  const moduleName = isLogsPage(pathname) ? logsServiceOf(search) : null;
  if (moduleName) preloadQuery(LogsPageDocument, { module_name: moduleName });
}

/** The remote's pages under /logs (the service is chosen by ?service=, see the domain README). */
export function ObservabilityRoutes() {
  const { pathname } = useLocation();
  if (isLogsPage(pathname)) return <LogsPage />;
  return <EmptyState title="Page not found">There is nothing at this address.</EmptyState>;
}
