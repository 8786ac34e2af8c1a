import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation } from '@switchyard/client';
import { EmptyState, LoadingState } from '@switchyard/ui';
import { decodeSegment } from './decodeSegment';

/**
 * A page from a module's named export, loaded when first shown. Each page is a chunk of its own,
 * named as package.json's switchyard.pages names it: the build lists each page's files, and the
 * gateway preloads the ones of the page a browser asks for, so a page costs no extra round trip
 * and loads none of the others' code.
 */
const page = <P,>(load: () => Promise<ComponentType<P>>) => lazy(async () => ({ default: await load() }));

const AuthTestsPage = page(() =>
  import(/* webpackChunkName: "page-auth-tests" */ './authTests/AuthTestsPage').then((m) => m.AuthTestsPage),
);
const EndpointTestsScreen = page(() =>
  import(/* webpackChunkName: "page-endpoint-tests" */ './endpointTests/EndpointTestsScreen').then(
    (m) => m.EndpointTestsScreen,
  ),
);
const NewServicePage = page(() =>
  import(/* webpackChunkName: "page-new-service" */ './services/NewServicePage').then(
    (m) => m.NewServicePage,
  ),
);
const QueryIndexView = page(() =>
  import(/* webpackChunkName: "page-queries" */ './queries/QueryIndexView').then((m) => m.QueryIndexView),
);
const QueryEditorArea = page(() =>
  import(/* webpackChunkName: "page-query-editor" */ './queries/QueryEditorArea').then(
    (m) => m.QueryEditorArea,
  ),
);
const ScriptPage = page(() =>
  import(/* webpackChunkName: "page-script" */ './script/ScriptPage').then((m) => m.ScriptPage),
);
const ServicePage = page(() =>
  import(/* webpackChunkName: "page-service" */ './services/ServicePage').then((m) => m.ServicePage),
);
const StepsRoute = page(() =>
  import(/* webpackChunkName: "page-steps" */ './steps/StepsRoute').then((m) => m.StepsRoute),
);

/** The remote's pages under /services. */
export function ServiceConfigRoutes() {
  return (
    <Suspense fallback={<LoadingState label="Loading" />}>
      <Page />
    </Suspense>
  );
}

function Page() {
  const { pathname, search } = useLocation();
  const path = pathname.replace(/\/+$/, '');
  if (path === '/services/new') return <NewServicePage organizationId={search.get('org_id')} />;
  const queries = /^\/services\/([^/]+)\/queries(\/.*)?$/.exec(path);
  const queriesOf = queries && decodeSegment(queries[1]);
  if (queriesOf) {
    const subPath = queries[2] ?? '';
    if (subPath.replace(/\/+/g, '') === '') return <QueryIndexView serviceModuleName={queriesOf} />;
    return <QueryEditorArea serviceModuleName={queriesOf} subPath={subPath} />;
  }
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
