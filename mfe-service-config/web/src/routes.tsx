import { useLocation } from '@switchyard/client';
import { EmptyState } from '@switchyard/ui';
import { AuthTestsPage } from './authTests/AuthTestsPage';
import { EndpointTestsScreen } from './endpointTests/EndpointTestsScreen';
import { NewServicePage } from './services/NewServicePage';
import { QueriesArea } from './queries/QueriesArea';
import { ScriptPage } from './script/ScriptPage';
import { ServicePage } from './services/ServicePage';
import { StepsRoute } from './steps/StepsRoute';

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
  const script = /^\/services\/([^/]+)\/script$/.exec(path);
  const scriptOf = script && decodeSegment(script[1]);
  if (scriptOf) return <ScriptPage key={scriptOf} moduleName={scriptOf} />;
  const endpointTests = /^\/services\/([^/]+)\/endpoint_tests$/.exec(path);
  const endpointTestsOf = endpointTests && decodeSegment(endpointTests[1]);
  if (endpointTestsOf) return <EndpointTestsScreen key={endpointTestsOf} moduleName={endpointTestsOf} />;
  // The callback is where the partner's authorization page sends the browser back (same page, same state).
  const authTests = /^\/services\/([^/]+)\/auth_tests(\/callback)?$/.exec(path);
  const authTestsOf = authTests && decodeSegment(authTests[1]);
  if (authTestsOf) {
    return (
      <AuthTestsPage
        key={`auth_tests:${authTestsOf}`}
        moduleName={authTestsOf}
        callback={authTests[2] ? search : null}
      />
    );
  }
  const match = /^\/services\/([^/]+)$/.exec(path);
  const moduleName = match && decodeSegment(match[1]);
  if (moduleName) return <ServicePage key={moduleName} moduleName={moduleName} />;
  return <EmptyState title="Page not found">There is nothing at this address.</EmptyState>;
}
