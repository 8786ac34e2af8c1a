import { useLocation } from '@switchyard/client';
import { preloadQuery } from '@switchyard/client/apollo';
import type { RouteLocation } from '@switchyard/client/remote';
import { EmptyState } from '@switchyard/ui';
import { ComposerPage } from './composer/ComposerPage';
import { CallbackPage } from './connections/CallbackPage';
import { MY_SERVICES, MyServicesPage } from './connections/MyServicesPage';
import { withoutOutcome } from './composer/draftStore';
import {
  AppletRunsDocument,
  AppletSettingsDocument,
  AppletTagsDocument,
  ComposerAppletDocument,
  ComposerServicesDocument,
  MyAppletsDocument,
  MyServicesDocument,
  PlansViewerDocument,
  ServiceAppletsDocument,
} from './gql/graphql';
import { PLANS_PAGE } from '@switchyard/composer-common/tiers';
import { HelpPage } from './help/HelpPage';
import { MyAppletsPage } from './list/MyAppletsPage';
import { PlansPage } from './plans/PlansPage';
import { ServiceAppletsPage } from './serviceApplets/ServiceAppletsPage';
import { AppletPage } from './show/AppletPage';

const UUID = '[0-9a-fA-F-]{36}';

type ComposerRoute =
  | { page: 'myApplets' | 'myServices' | 'help' | 'plans' | 'notFound' }
  | { page: 'callback'; module: string }
  | { page: 'serviceApplets'; module: string }
  | { page: 'create'; search: URLSearchParams }
  | { page: 'edit' | 'show'; id: string };

/** Which page of this remote an address shows (the spec does not show them; see the README). */
export function matchComposerRoute({ pathname, search }: RouteLocation): ComposerRoute {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/my_applets') return { page: 'myApplets' };
  if (path === MY_SERVICES) return { page: 'myServices' };
  if (path === PLANS_PAGE) return { page: 'plans' };
  // A service's public list of applets: /applets?service={module name}.
  const service = path === '/applets' ? search.get('service') : null;
  if (service) return { page: 'serviceApplets', module: service };
  const callback = /^\/my_services\/([a-z0-9_]+)\/callback$/.exec(path);
  if (callback) return { page: 'callback', module: callback[1] };
  if (path === '/my_applets/new') return { page: 'create', search };
  if (path === '/my_applets/help') return { page: 'help' };
  const edit = new RegExp(`^/my_applets/(${UUID})/edit$`).exec(path);
  if (edit) return { page: 'edit', id: edit[1] };
  const show = new RegExp(`^/(?:my_applets|applets)/(${UUID})$`).exec(path);
  if (show) return { page: 'show', id: show[1] };
  return { page: 'notFound' };
}

/** The route loader: a page's queries start together as the route matches, before React renders it. */
export function loadComposerRoute(location: RouteLocation): void {
  const route = matchComposerRoute(location);
  const composer = (appletId: string | null) => {
    if (appletId) preloadQuery(ComposerAppletDocument, { id: appletId });
    preloadQuery(ComposerServicesDocument, {});
    preloadQuery(AppletTagsDocument, {});
  };
  switch (route.page) {
    case 'myApplets':
      return preloadQuery(MyAppletsDocument, {});
    case 'serviceApplets':
      return preloadQuery(ServiceAppletsDocument, { module_name: route.module });
    case 'myServices':
      preloadQuery(MyServicesDocument, {});
      return preloadQuery(ComposerServicesDocument, {});
    case 'plans':
      return preloadQuery(PlansViewerDocument, {});
    case 'create':
      return composer(route.search.get('template'));
    case 'edit':
      return composer(route.id);
    case 'show':
      // Its runs and settings too: asked only once the applet had come, they came after it.
      preloadQuery(ComposerAppletDocument, { id: route.id });
      preloadQuery(AppletRunsDocument, { id: route.id });
      return preloadQuery(AppletSettingsDocument, { id: route.id });
  }
}

/** The remote's pages under /my_applets, /applets (and /applets?service=), /my_services and /plans. */
export function ComposerRoutes() {
  const location = useLocation();
  const route = matchComposerRoute(location);
  switch (route.page) {
    case 'myApplets':
      return <MyAppletsPage />;
    case 'myServices':
      return <MyServicesPage />;
    case 'serviceApplets':
      return <ServiceAppletsPage key={route.module} module={route.module} />;
    case 'callback':
      return <CallbackPage key={route.module} module={route.module} />;
    case 'create':
      // The connection outcome parameters are read, then dropped: the same page, not a new one.
      return (
        <ComposerPage
          key={withoutOutcome(location.pathname.replace(/\/+$/, ''), route.search)}
          mode={{ kind: 'create', search: route.search }}
        />
      );
    case 'help':
      return <HelpPage />;
    case 'plans':
      return <PlansPage />;
    case 'edit':
      return <ComposerPage key={route.id} mode={{ kind: 'edit', id: route.id }} />;
    case 'show':
      return <AppletPage key={route.id} id={route.id} />;
    case 'notFound':
      return <EmptyState title="Page not found">There is nothing at this address.</EmptyState>;
  }
}
