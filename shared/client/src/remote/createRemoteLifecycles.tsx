import {
  ApolloProvider,
  getApolloClient,
  registerCachePolicies,
  type TypePolicies,
} from '@switchyard/client/apollo';
import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { RemoteCrash } from './RemoteCrash';

/** Where the browser is: what a route loader matches on. */
export interface RouteLocation {
  pathname: string;
  search: URLSearchParams;
}

const currentLocation = (): RouteLocation => ({
  pathname: window.location.pathname,
  search: new URLSearchParams(window.location.search),
});

/**
 * The single-spa lifecycles of a domain's web remote (its exposed `./app`): the remote's routes in
 * the page's Apollo client, its cache policies registered, the standard crash view if a page throws.
 * Flash messages render in the shell's FlashHost, so a remote mounts none.
 */
export function createRemoteLifecycles(opts: {
  /** The remote's name, as the shell registers it (e.g. "org"). */
  name: string;
  routes: ComponentType;
  cachePolicies?: TypePolicies;
  /**
   * The remote's route loader: called as the remote mounts and on each navigation while mounted,
   * before React renders the route, to start the page's code and first queries in parallel
   * (lazyPage's preload, preloadQuery). Paths it does not know are its to ignore. What it returns
   * (the page's code loading) the first render waits for, so the page shows without a Suspense
   * fallback in between.
   */
  loadRoute?: (location: RouteLocation) => Promise<unknown> | void;
}) {
  if (opts.cachePolicies) registerCachePolicies(opts.cachePolicies);
  const Routes = opts.routes;
  function Root() {
    return (
      <ApolloProvider client={getApolloClient()}>
        <Routes />
      </ApolloProvider>
    );
  }
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Root,
    errorBoundary: (error) => <RemoteCrash error={error} remote={opts.name} />,
  });
  const { loadRoute } = opts;
  if (!loadRoute)
    return { bootstrap: lifecycles.bootstrap, mount: lifecycles.mount, unmount: lifecycles.unmount };
  // One load per address: a pushState brings two popstate events (single-spa's, then navigate()'s).
  let loaded: string | null = null;
  const load = () => {
    const href = window.location.pathname + window.location.search;
    if (href === loaded) return;
    loaded = href;
    return loadRoute(currentLocation());
  };
  // Listening before React's own popstate listener (useLocation), so a navigation's queries start first.
  return {
    bootstrap: lifecycles.bootstrap,
    mount: async (props: Parameters<typeof lifecycles.mount>[0]) => {
      const pageCode = load();
      window.addEventListener('popstate', load);
      await pageCode;
      return lifecycles.mount(props);
    },
    unmount: (props: Parameters<typeof lifecycles.unmount>[0]) => {
      window.removeEventListener('popstate', load);
      loaded = null;
      return lifecycles.unmount(props);
    },
  };
}
