import { useLocation } from '@switchyard/client';
import { EmptyState } from '@switchyard/ui';
import { LOGS_PATH } from './pages/LogsPage/logsAddress';
import { LogsPage } from './pages/LogsPage/LogsPage';

/** The remote's pages under /logs (the service is chosen by ?service=, see the domain README). */
export function ObservabilityRoutes() {
  const { pathname } = useLocation();
  if (pathname.replace(/\/+$/, '') === LOGS_PATH) return <LogsPage />;
  return <EmptyState title="Page not found">There is nothing at this address.</EmptyState>;
}
