import { InMemoryCache } from '@apollo/client';
import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { navigate } from '@switchyard/client';
import { FlashHost } from '@switchyard/ui';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { OrgRoutes } from '../routes';

/** The cache policies of getApolloClient() that matter to this remote. */
export function orgCache() {
  return new InMemoryCache({
    typePolicies: {
      Organization: {
        keyFields: ['id'],
        fields: {
          users: { merge: false },
          pending_invitations: { merge: false },
          expired_invitations: { merge: false },
          invoices: { merge: false },
        },
      },
      OrgUser: { keyFields: false },
    },
  });
}

/** Renders against mocked GraphQL responses, with the flash host the shell provides in the page. */
export function renderWithApollo(ui: ReactElement, mocks: readonly MockedResponse[] = []) {
  return render(
    <MockedProvider mocks={mocks} cache={orgCache()}>
      <>
        {ui}
        <FlashHost />
      </>
    </MockedProvider>,
  );
}

/** Renders the remote's routes at a path, as the shell mounts it. */
export function renderAt(path: string, mocks: readonly MockedResponse[] = []) {
  act(() => navigate(path, { replace: true }));
  return renderWithApollo(<OrgRoutes />, mocks);
}
