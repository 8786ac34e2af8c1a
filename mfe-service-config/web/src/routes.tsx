import { Suspense, type ReactElement } from 'react';
import { useLocation } from '@switchyard/client';
import { preloadQuery } from '@switchyard/client/apollo';
import { lazyPage, type RouteLocation } from '@switchyard/client/remote';
import { EmptyState, LoadingState } from '@switchyard/ui';
import { decodeSegment } from './decodeSegment';
import {
  ActionEditDocument,
  AuthTestServiceDocument,
  ChannelQueriesDocument,
  EndpointTestServiceDocument,
  NewServiceOrganizationDocument,
  QueryEditDocument,
  ScriptPageDocument,
  ServicePageDocument,
  ServiceStepsDocument,
  TriggerEditDocument,
} from './gql/graphql';

const AuthTestsPage = lazyPage(() =>
  import(/* webpackChunkName: "page-auth-tests" */ './authTests/AuthTestsPage').then((m) => m.AuthTestsPage),
);
const EndpointTestsScreen = lazyPage(() =>
  import(/* webpackChunkName: "page-endpoint-tests" */ './endpointTests/EndpointTestsScreen').then(
    (m) => m.EndpointTestsScreen,
  ),
);
const NewServicePage = lazyPage(() =>
  import(/* webpackChunkName: "page-new-service" */ './services/NewServicePage').then(
    (m) => m.NewServicePage,
  ),
);
const QueryIndexView = lazyPage(() =>
  import(/* webpackChunkName: "page-queries" */ './queries/QueryIndexView').then((m) => m.QueryIndexView),
);
const QueryEditorArea = lazyPage(() =>
  import(/* webpackChunkName: "page-query-editor" */ './queries/QueryEditorArea').then(
    (m) => m.QueryEditorArea,
  ),
);
const ScriptPage = lazyPage(() =>
  import(/* webpackChunkName: "page-script" */ './script/ScriptPage').then((m) => m.ScriptPage),
);
const ServicePage = lazyPage(() =>
  import(/* webpackChunkName: "page-service" */ './services/ServicePage').then((m) => m.ServicePage),
);
const StepsRoute = lazyPage(() =>
  import(/* webpackChunkName: "page-steps" */ './steps/StepsRoute').then((m) => m.StepsRoute),
);

/** A path's page, and its loader: what starts as the route matches (the page's code, its queries). */
interface Route {
  element: ReactElement;
  /** Starts the page's queries and code; resolves once the code has loaded. */
  load(): Promise<void>;
}

/** The route for a path under /services, or null (not found). */
export function matchServiceConfigRoute({ pathname, search }: RouteLocation): Route | null {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/services/new') {
    const organizationId = search.get('org_id');
    return {
      element: <NewServicePage organizationId={organizationId} />,
      load: () => {
        if (organizationId) preloadQuery(NewServiceOrganizationDocument, { id: organizationId });
        return NewServicePage.preload();
      },
    };
  }
  const queries = /^\/services\/([^/]+)\/queries(\/.*)?$/.exec(path);
  const queriesOf = queries && decodeSegment(queries[1]);
  if (queriesOf) return queriesRoute(queriesOf, queries[2] ?? '');
  const steps = /^\/services\/([^/]+)\/(triggers|actions)\/([^/]+)$/.exec(path);
  const stepsOf = steps && decodeSegment(steps[1]);
  if (stepsOf) return stepsRoute(stepsOf, steps[2] as 'triggers' | 'actions', steps[3], path);
  const script = /^\/services\/([^/]+)\/script$/.exec(path);
  const scriptOf = script && decodeSegment(script[1]);
  if (scriptOf) {
    return {
      element: <ScriptPage key={scriptOf} moduleName={scriptOf} />,
      load: () => {
        preloadQuery(ScriptPageDocument, { module_name: scriptOf });
        return ScriptPage.preload();
      },
    };
  }
  const endpointTests = /^\/services\/([^/]+)\/endpoint_tests$/.exec(path);
  const endpointTestsOf = endpointTests && decodeSegment(endpointTests[1]);
  if (endpointTestsOf) {
    return {
      element: <EndpointTestsScreen key={endpointTestsOf} moduleName={endpointTestsOf} />,
      load: () => {
        preloadQuery(EndpointTestServiceDocument, { module_name: endpointTestsOf });
        return EndpointTestsScreen.preload();
      },
    };
  }
  // The callback is where the partner's authorization page sends the browser back (same page, same state).
  const authTests = /^\/services\/([^/]+)\/auth_tests(\/callback)?$/.exec(path);
  const authTestsOf = authTests && decodeSegment(authTests[1]);
  if (authTestsOf) {
    return {
      element: (
        <AuthTestsPage
          key={`auth_tests:${authTestsOf}`}
          moduleName={authTestsOf}
          callback={authTests[2] ? search : null}
        />
      ),
      load: () => {
        preloadQuery(AuthTestServiceDocument, { module_name: authTestsOf });
        return AuthTestsPage.preload();
      },
    };
  }
  const service = /^\/services\/([^/]+)$/.exec(path);
  const moduleName = service && decodeSegment(service[1]);
  if (!moduleName) return null;
  return {
    element: <ServicePage key={moduleName} moduleName={moduleName} />,
    load: () => {
      // Its query brings the Triggers and Actions lists too: StepsSections reads them from the cache.
      preloadQuery(ServicePageDocument, { module_name: moduleName });
      return ServicePage.preload();
    },
  };
}

function queriesRoute(serviceModuleName: string, subPath: string): Route {
  const channel = () => preloadQuery(ChannelQueriesDocument, { module_name: serviceModuleName });
  if (subPath.replace(/\/+/g, '') === '') {
    return {
      element: <QueryIndexView serviceModuleName={serviceModuleName} />,
      load: () => {
        channel();
        return QueryIndexView.preload();
      },
    };
  }
  const segments = subPath.split('/').filter(Boolean);
  const queryModuleName = segments.length === 1 && segments[0] !== 'new' ? decodeSegment(segments[0]) : null;
  return {
    element: <QueryEditorArea serviceModuleName={serviceModuleName} subPath={subPath} />,
    load: () => {
      if (segments.length === 1 && segments[0] === 'new') channel();
      else if (queryModuleName)
        preloadQuery(QueryEditDocument, {
          channel_module_name: serviceModuleName,
          module_name: queryModuleName,
        });
      return QueryEditorArea.preload();
    },
  };
}

function stepsRoute(
  serviceModuleName: string,
  stepType: 'triggers' | 'actions',
  segment: string,
  path: string,
): Route {
  const key = decodeSegment(segment);
  return {
    element: (
      <StepsRoute key={path} serviceModuleName={serviceModuleName} stepType={stepType} segment={segment} />
    ),
    load: () => {
      if (key === 'new') preloadQuery(ServiceStepsDocument, { module_name: serviceModuleName });
      else if (key && stepType === 'triggers')
        preloadQuery(TriggerEditDocument, { module_name: serviceModuleName, slug_or_id: key });
      else if (key) preloadQuery(ActionEditDocument, { module_name: serviceModuleName, slug: key });
      return StepsRoute.preload();
    },
  };
}

/** The route loader (createRemoteLifecycles calls it as the route matches). */
export const loadServiceConfigRoute = (location: RouteLocation) => matchServiceConfigRoute(location)?.load();

/** The remote's pages under /services. */
export function ServiceConfigRoutes() {
  const location = useLocation();
  const route = matchServiceConfigRoute(location);
  return (
    <Suspense fallback={<LoadingState label="Loading" />}>
      {route?.element ?? <EmptyState title="Page not found">There is nothing at this address.</EmptyState>}
    </Suspense>
  );
}
