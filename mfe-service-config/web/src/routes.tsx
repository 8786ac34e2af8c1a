import { useLocation } from '@switchyard/client';
import { EmptyState } from '@switchyard/ui';
import { NewServicePage } from './pages/NewServicePage/NewServicePage';
import { QueriesArea } from './pages/Queries/QueriesArea';
import { ServicePage } from './pages/ServicePage/ServicePage';

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The remote's pages under /services. */
export function ServiceConfigRoutes() {
  const { pathname, search } = useLocation();
  const path = pathname.replace(/\/+$/, '');
  if (path === '/services/new') return <NewServicePage organizationId={search.get('org_id')} />;
  const queries = /^\/services\/([^/]+)\/queries(\/.*)?$/.exec(path);
  const queriesOf = queries && decodeSegment(queries[1]);
  if (queriesOf) return <QueriesArea serviceModuleName={queriesOf} subPath={queries[2] ?? ''} />;
  const match = /^\/services\/([^/]+)$/.exec(path);
  const moduleName = match && decodeSegment(match[1]);
  if (moduleName) return <ServicePage key={moduleName} moduleName={moduleName} />;
  return <EmptyState title="Page not found">There is nothing at this address.</EmptyState>;
}
