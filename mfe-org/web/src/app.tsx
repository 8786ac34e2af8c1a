import { ApolloProvider } from '@apollo/client';
import { getApolloClient } from '@switchyard/client/apollo';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { RemoteCrash } from './RemoteCrash';
import { OrgRoutes } from './routes';

// Flash messages render in the shell's FlashHost (one per page), so the remote mounts none.
function Root() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <div className="org-remote">
        <OrgRoutes />
      </div>
    </ApolloProvider>
  );
}

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: Root,
  errorBoundary: (error) => <RemoteCrash error={error} />,
});

export const { bootstrap, mount, unmount } = lifecycles;
