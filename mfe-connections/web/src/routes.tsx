import { useLocation } from '@switchyard/client';
import { preloadQuery } from '@switchyard/client/apollo';
import { lazyPage, type RouteLocation } from '@switchyard/client/remote';
import { EmptyState, LoadingState } from '@switchyard/ui';
import { Suspense, type ReactElement } from 'react';
import { loadEditorRoute, type EditorPageProps } from './editor/loadEditorRoute';
import {
  ConnectionDetailDocument,
  ConnectionEndpointsDocument,
  ConnectionPreviewDocument,
  ConnectionServicesDocument,
  ConnectableServicesDocument,
  EnablePageDocument,
  ServiceAppletsDocument,
  ServiceConnectionsDocument,
} from './gql/graphql';

const ConnectionsListPage = lazyPage(() =>
  import(/* webpackChunkName: "page-list" */ './list/ConnectionsListPage').then((m) => m.ConnectionsListPage),
);
const StartPage = lazyPage(() =>
  import(/* webpackChunkName: "page-start" */ './start/StartPage').then((m) => m.StartPage),
);
const PreviewPage = lazyPage(() =>
  import(/* webpackChunkName: "page-preview" */ './preview/PreviewPage').then((m) => m.PreviewPage),
);
const EndpointsPage = lazyPage(() =>
  import(/* webpackChunkName: "page-endpoints" */ './endpoints/EndpointsPage').then((m) => m.EndpointsPage),
);
const DetailPage = lazyPage(() =>
  import(/* webpackChunkName: "page-detail" */ './detail/DetailPage').then((m) => m.DetailPage),
);
const EnablePage = lazyPage(() =>
  import(/* webpackChunkName: "page-enable" */ './enable/EnablePage').then((m) => m.EnablePage),
);
const EditorPage = lazyPage<EditorPageProps>(() =>
  import(/* webpackChunkName: "page-editor" */ './editor/EditorPage').then((m) => m.EditorPage),
);

/** A path's page, and its loader: what starts as the route matches (the page's code, its queries). */
interface Route {
  element: ReactElement;
  /** Starts the page's queries and code; resolves once the code has loaded. */
  load(): Promise<void>;
}

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

function editorRoute(props: EditorPageProps, key: string): Route {
  return {
    element: <EditorPage key={key} {...props} />,
    // The queries start beside the page's chunk: the loader's module holds no page code.
    load: () => {
      loadEditorRoute(props);
      return EditorPage.preload();
    },
  };
}

/**
 * The route for a path under /connections, or null (not found): the list, the start screen, the
 * editor (new, edit, publish), the preview page, the endpoints page, the detail screen and the users' enable page (mfe-connections/README.md, "Web remote").
 */
export function matchConnectionsRoute({ pathname, search }: RouteLocation): Route | null {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/connections') {
    const service = search.get('service') || null;
    return {
      element: <ConnectionsListPage service={service} />,
      load: () => {
        preloadQuery(ConnectionServicesDocument, {});
        if (service) {
          preloadQuery(ServiceConnectionsDocument, { module_name: service });
          preloadQuery(ServiceAppletsDocument, { module_name: service });
        }
        return ConnectionsListPage.preload();
      },
    };
  }
  const configure = /^\/connections\/new\/([^/]+)\/configure$/.exec(path);
  const configureOwner = configure && decode(configure[1]);
  if (configureOwner) {
    const selectedService = search.get('selected_service') ?? undefined;
    return editorRoute(
      { mode: 'new', ownerModuleName: configureOwner, selectedService },
      `new:${configureOwner}:${selectedService ?? ''}`,
    );
  }
  const start = /^\/connections\/new\/([^/]+)$/.exec(path);
  const owner = start && decode(start[1]);
  if (owner) {
    return {
      element: <StartPage key={owner} owner={owner} />,
      load: () => {
        preloadQuery(ConnectionServicesDocument, {});
        preloadQuery(ConnectableServicesDocument, { owner_module_name: owner });
        return StartPage.preload();
      },
    };
  }
  const editing = /^\/connections\/([^/]+)\/(edit|publish)$/.exec(path);
  const editingId = editing && editing[1] !== 'new' && decode(editing[1]);
  if (editing && editingId) {
    const mode = editing[2] as 'edit' | 'publish';
    return editorRoute({ mode, connectionId: editingId }, `${mode}:${editingId}`);
  }
  const endpoints = /^\/connections\/([^/]+)\/endpoints$/.exec(path);
  const endpointsId = endpoints && endpoints[1] !== 'new' && decode(endpoints[1]);
  if (endpointsId) {
    return {
      element: <EndpointsPage key={endpointsId} id={endpointsId} />,
      load: () => {
        preloadQuery(ConnectionEndpointsDocument, { id: endpointsId });
        return EndpointsPage.preload();
      },
    };
  }
  const detail = /^\/connections\/([^/]+)\/detail$/.exec(path);
  const detailId = detail && detail[1] !== 'new' && decode(detail[1]);
  if (detailId) {
    return {
      element: <DetailPage key={detailId} id={detailId} />,
      load: () => {
        preloadQuery(ConnectionDetailDocument, { id: detailId });
        return DetailPage.preload();
      },
    };
  }
  const enable = /^\/connections\/([^/]+)\/enable$/.exec(path);
  const enableId = enable && enable[1] !== 'new' && decode(enable[1]);
  if (enableId) {
    return {
      element: <EnablePage key={enableId} id={enableId} />,
      load: () => {
        preloadQuery(EnablePageDocument, { id: enableId });
        return EnablePage.preload();
      },
    };
  }
  const preview = /^\/connections\/([^/]+)$/.exec(path);
  const id = preview && preview[1] !== 'new' && decode(preview[1]);
  if (!id) return null;
  return {
    element: <PreviewPage key={id} id={id} saved={search.get('saved') === '1'} />,
    load: () => {
      preloadQuery(ConnectionPreviewDocument, { id });
      return PreviewPage.preload();
    },
  };
}

/** The route loader (createRemoteLifecycles calls it as the route matches). */
export const loadConnectionsRoute = (location: RouteLocation) => matchConnectionsRoute(location)?.load();

/** The remote's pages under /connections. */
export function ConnectionsRoutes() {
  const location = useLocation();
  const route = matchConnectionsRoute(location);
  return (
    <Suspense fallback={<LoadingState label="Loading" />}>
      {route?.element ?? <EmptyState title="Page not found">There is nothing at this address.</EmptyState>}
    </Suspense>
  );
}
