import { ApolloProvider } from '@apollo/client';
import { getApolloClient } from '@switchyard/client/apollo';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ObservabilityRoutes } from './routes';

function Root() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <ObservabilityRoutes />
    </ApolloProvider>
  );
}

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: Root,
  errorBoundary: () => (
    <div className="sy-state sy-state--error" role="alert">
      <p className="sy-state__title">This part of Switchyard could not be loaded</p>
      <button type="button" className="sy-btn sy-btn--secondary" onClick={() => window.location.reload()}>
        Retry
      </button>
    </div>
  ),
});

export const { bootstrap, mount, unmount } = lifecycles;
