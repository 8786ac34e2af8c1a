import { useLocation } from '@switchyard/client';
import { preloadQuery } from '@switchyard/client/apollo';
import { lazyPage, type RouteLocation } from '@switchyard/client/remote';
import { EmptyState, LoadingState } from '@switchyard/ui';
import { Suspense } from 'react';
import { LogsPage } from './pages/LogsPage/LogsPage';
import { ServiceAnalyticsDocument } from './gql/graphql';
import { LogsPageDocument } from './pages/LogsPage/logsOperations';
import { ServiceNav } from './serviceNav/ServiceNav';
import { ObservabilityServiceDocument } from './serviceNav/serviceOperations';
import { sectionOf, serviceOf } from './serviceNav/servicePaths';

const FeedbackPage = lazyPage(() =>
  import(/* webpackChunkName: "page-feedback" */ './pages/FeedbackPage/FeedbackPage').then(
    (m) => m.FeedbackPage,
  ),
);
const AnalyticsPage = lazyPage(() =>
  import(/* webpackChunkName: "page-analytics" */ './analytics/AnalyticsPage').then((m) => m.AnalyticsPage),
);
const ChartsPage = lazyPage(() =>
  import(/* webpackChunkName: "page-charts" */ './pages/ChartsPage/ChartsPage').then((m) => m.ChartsPage),
);

/**
 * The route loader: each page's first query starts as the route matches, beside its code. The logs
 * list's own query follows the logs page's (its filters are checked against the options it brings);
 * the feedback list and the charts follow the service (they take its id).
 */
export function loadObservabilityRoute({ pathname, search }: RouteLocation): Promise<void> | void {
  const section = sectionOf(pathname);
  const moduleName = serviceOf(search);
  if (section === 'logs') {
    if (moduleName) preloadQuery(LogsPageDocument, { module_name: moduleName });
    return;
  }
  if (!section) return;
  if (moduleName) preloadQuery(ObservabilityServiceDocument, { module_name: moduleName });
  if (section === 'analytics') {
    // The analytics queries take the module name: they start beside the service's.
    if (moduleName) preloadQuery(ServiceAnalyticsDocument, { module_name: moduleName });
    return AnalyticsPage.preload();
  }
  return section === 'feedback' ? FeedbackPage.preload() : ChartsPage.preload();
}

/**
 * The remote's pages: /logs, /feedback, /charts and /analytics, each about the service of ?service= (see the
 * domain README), with the tab bar between them.
 */
export function ObservabilityRoutes() {
  const { pathname, search } = useLocation();
  const section = sectionOf(pathname);
  if (!section) return <EmptyState title="Page not found">There is nothing at this address.</EmptyState>;
  const moduleName = serviceOf(search);
  return (
    <>
      {moduleName && <ServiceNav moduleName={moduleName} current={section} />}
      <Suspense fallback={<LoadingState label="Loading" />}>
        {section === 'logs' ? (
          <LogsPage />
        ) : section === 'feedback' ? (
          <FeedbackPage />
        ) : section === 'analytics' ? (
          <AnalyticsPage />
        ) : (
          <ChartsPage />
        )}
      </Suspense>
    </>
  );
}
