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

/** A GraphQL request the page's own client sent (see answerGraphqlRequests). */
export interface SentOperation {
  operationName: string;
  variables: Record<string, unknown>;
}

/**
 * Answers the page's Apollo client (getApolloClient, over fetch) from a function, and records what it
 * was asked: for tests of what a route loader sends and what a page then sends on top. Returns the
 * list of requests and a restore function for afterEach.
 */
export function answerGraphqlRequests(answer: (operation: SentOperation) => unknown) {
  const sent: SentOperation[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (_url: unknown, init?: RequestInit) => {
    const operation = JSON.parse(String(init?.body)) as SentOperation;
    sent.push({ operationName: operation.operationName, variables: operation.variables });
    const body = JSON.stringify({ data: answer(operation) });
    return {
      ok: true,
      status: 200,
      headers: new Headers({ 'content-type': 'application/json' }),
      text: async () => body,
    };
  }) as typeof fetch;
  return { sent, restore: () => void (globalThis.fetch = realFetch) };
}
