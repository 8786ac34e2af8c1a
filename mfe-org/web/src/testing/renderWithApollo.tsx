import type { MockedResponse } from '@apollo/client/testing';
import { navigate } from '@switchyard/client';
import { renderWithMockedApollo } from '@switchyard/client/testing';
import { FlashHost } from '@switchyard/ui';
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { cachePolicies } from '../cachePolicies';
import { OrgRoutes } from '../routes';

/** Renders against mocked GraphQL responses, with the flash host the shell provides in the page. */
export const renderWithApollo = (ui: ReactElement, mocks: readonly MockedResponse[] = []) =>
  renderWithMockedApollo(ui, {
    mocks,
    cachePolicies,
    wrapper: (content) => (
      <>
        {content}
        <FlashHost />
      </>
    ),
  });

/** Renders the remote's routes at a path, as the shell mounts it. */
export function renderAt(path: string, mocks: readonly MockedResponse[] = []) {
  act(() => navigate(path, { replace: true }));
  return renderWithApollo(<OrgRoutes />, mocks);
}
