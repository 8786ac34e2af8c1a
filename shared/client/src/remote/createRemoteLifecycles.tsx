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
  const { bootstrap, mount, unmount } = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Root,
    errorBoundary: (error) => <RemoteCrash error={error} remote={opts.name} />,
  });
  return { bootstrap, mount, unmount };
}
