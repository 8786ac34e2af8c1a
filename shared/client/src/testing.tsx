import type { TypePolicies } from '@switchyard/client/apollo';
import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { createCache } from '@switchyard/client/apollo';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

/**
 * Renders against mocked GraphQL responses (an operation that is not mocked fails visibly), in a
 * cache with the remote's own type policies, built as the page's client builds it.
 */
export function renderWithMockedApollo(
  ui: ReactElement,
  opts: {
    mocks?: readonly MockedResponse[];
    cachePolicies?: TypePolicies;
    wrapper?: (ui: ReactElement) => ReactNode;
  },
) {
  const content = opts.wrapper ? opts.wrapper(ui) : ui;
  return render(
    <MockedProvider mocks={opts.mocks ?? []} cache={createCache(opts.cachePolicies)}>
      <>{content}</>
    </MockedProvider>,
  );
}
