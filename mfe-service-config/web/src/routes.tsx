import { useLocation } from '@switchyard/client';
import { EmptyState } from '@switchyard/ui';
import { NewServicePage } from './pages/NewServicePage/NewServicePage';
import { QueriesArea } from './pages/Queries/QueriesArea';
import { ServicePage } from './pages/ServicePage/ServicePage';
import { StepsRoute } from './pages/Steps/StepsRoute';

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
  const steps = /^\/services\/([^/]+)\/(triggers|actions)\/([^/]+)$/.exec(path);
  const stepsOf = steps && decodeSegment(steps[1]);
  if (stepsOf) {
    const stepType = steps[2] as 'triggers' | 'actions';
    return <StepsRoute key={path} serviceModuleName={stepsOf} stepType={stepType} segment={steps[3]} />;
  }
  const match = /^\/services\/([^/]+)$/.exec(path);
  const moduleName = match && decodeSegment(match[1]);
  if (moduleName) return <ServicePage key={moduleName} moduleName={moduleName} />;
  return <EmptyState title="Page not found">There is nothing at this address.</EmptyState>;
}
