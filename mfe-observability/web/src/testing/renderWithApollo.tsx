import { InMemoryCache } from '@apollo/client';
import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

/** The cache policies of getApolloClient() that matter to this remote. */
export function observabilityCache() {
  return new InMemoryCache({
    typePolicies: { Service: { keyFields: ['id'] }, User: { keyFields: ['id'] } },
  });
}

/** Renders against mocked GraphQL responses (an operation that is not mocked fails visibly). */
export function renderWithApollo(ui: ReactElement, mocks: readonly MockedResponse[] = []) {
  return render(
    <MockedProvider mocks={mocks} cache={observabilityCache()}>
      {ui}
    </MockedProvider>,
  );
}
