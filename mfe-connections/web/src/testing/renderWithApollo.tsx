import type { MockedResponse } from '@apollo/client/testing';
import { renderWithMockedApollo } from '@switchyard/client/testing';
import type { ReactElement } from 'react';
import { cachePolicies } from '../cachePolicies';

/** Renders against mocked GraphQL responses, in a cache with this remote's policies. */
export const renderWithApollo = (ui: ReactElement, mocks: readonly MockedResponse[] = []) =>
  renderWithMockedApollo(ui, { mocks, cachePolicies });
