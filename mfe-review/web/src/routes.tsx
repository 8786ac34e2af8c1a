import { useLocation } from '@switchyard/client';
import { preloadQuery } from '@switchyard/client/apollo';
import type { RouteLocation } from '@switchyard/client/remote';
import { EmptyState } from '@switchyard/ui';
import { AppletDefaultsPage } from './appletDefaults/AppletDefaultsPage';
import { QueuePage } from './queue/QueuePage';
import { ReviewPage } from './reviewPage/ReviewPage';
import {
  AppletDefaultsDocument,
  ReviewQueueDocument,
  ReviewServiceDocument,
  ServiceRedirectsDocument,
} from './reviewOperations';
import { SettingsPage } from './settings/SettingsPage';
import { SubmitPage } from './submit/SubmitPage';

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

type ReviewRoute =
  | { page: 'queue' }
  | { page: 'submit' | 'settings' | 'appletDefaults' | 'review'; moduleName: string }
  | { page: 'notFound' };

const SERVICE_PAGES = [
  [/^\/reviews\/([^/]+)\/submit$/, 'submit'],
  [/^\/reviews\/([^/]+)\/settings$/, 'settings'],
  [/^\/reviews\/([^/]+)\/applet_defaults$/, 'appletDefaults'],
  [/^\/reviews\/([^/]+)$/, 'review'],
] as const;

/** Which page of this remote a pathname shows (the spec does not show their paths; see the README). */
export function matchReviewRoute(pathname: string): ReviewRoute {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/reviews') return { page: 'queue' };
  for (const [pattern, page] of SERVICE_PAGES) {
    const match = pattern.exec(path);
    const moduleName = match && decode(match[1]);
    if (moduleName) return { page, moduleName };
  }
  return { page: 'notFound' };
}

/**
 * The route loader: a page's query starts as the route matches, before React renders it. The review
 * page's sections (ReviewDetails) are not among them: the page asks for them once it has painted.
 */
export function loadReviewRoute({ pathname }: RouteLocation): void {
  const route = matchReviewRoute(pathname);
  if (route.page === 'queue') preloadQuery(ReviewQueueDocument, {});
  else if (route.page === 'settings')
    preloadQuery(ServiceRedirectsDocument, { module_name: route.moduleName });
  else if (route.page === 'appletDefaults')
    preloadQuery(AppletDefaultsDocument, { module_name: route.moduleName });
  else if (route.page !== 'notFound') preloadQuery(ReviewServiceDocument, { module_name: route.moduleName });
}

/** The remote's pages under /reviews. */
export function ReviewRoutes() {
  const route = matchReviewRoute(useLocation().pathname);
  switch (route.page) {
    case 'queue':
      return <QueuePage />;
    case 'submit':
      return <SubmitPage key={route.moduleName} moduleName={route.moduleName} />;
    case 'settings':
      return <SettingsPage key={route.moduleName} moduleName={route.moduleName} />;
    case 'appletDefaults':
      return <AppletDefaultsPage key={route.moduleName} moduleName={route.moduleName} />;
    case 'review':
      return <ReviewPage key={route.moduleName} moduleName={route.moduleName} />;
    case 'notFound':
      return <EmptyState title="Page not found">There is nothing at this address.</EmptyState>;
  }
}
