import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type TypePolicies } from '@apollo/client';
// By package name, not './csrfFetch': this entry is its own shared module, and the CSRF token
// lives in the page's one copy of @switchyard/client.
import { csrfFetch, leavesNoFieldNull } from '@switchyard/client';

// The page's Apollo, as remotes may use it: this entry is the one shared module of Apollo (shared
// whole, @apollo/client would ship every export, suspense hooks and the GraphQL parser included, to
// every page; re-exported here, the build keeps what these need).
export { ApolloError, ApolloProvider, useApolloClient, useMutation, useQuery } from '@apollo/client';
export type {
  ApolloClient,
  FieldFunctionOptions,
  Reference,
  StoreObject,
  TypedDocumentNode,
  TypePolicies,
} from '@apollo/client';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';

let client: ApolloClient<unknown> | null = null;

/** A cache with a remote's type policies: the page's client and each remote's tests build it alike. */
export const createCache = (typePolicies: TypePolicies = {}) => new InMemoryCache({ typePolicies });

/** Answers without the errors that leave no field null (leavesNoFieldNull): the page shows them whole. */
const wholeAnswers = new ApolloLink((operation, forward) =>
  forward(operation).map((result) => {
    const errors = result.errors?.filter((e) => !leavesNoFieldNull(e));
    if (!result.errors || errors?.length === result.errors.length) return result;
    return { ...result, errors: errors?.length ? errors : undefined };
  }),
);

/**
 * The page's one Apollo client. A separate entry (@switchyard/client/apollo, a shared singleton) so
 * that pages can start before Apollo and graphql have loaded, and every remote gets the same client.
 */
export function getApolloClient(): ApolloClient<unknown> {
  if (!client) {
    client = new ApolloClient({
      link: wholeAnswers.concat(new HttpLink({ uri: '/graphql', fetch: csrfFetch })),
      cache: createCache(),
      defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
    });
  }
  return client;
}

/** Adds a remote's type policies to the page's cache; each remote registers its own when it loads. */
export function registerCachePolicies(typePolicies: TypePolicies) {
  (getApolloClient().cache as InMemoryCache).policies.addTypePolicies(typePolicies);
}

/** The fetch policy of a page's query that its route's loader started (preloadQuery). */
export const ROUTE_LOADED = 'cache-first' as const;

/**
 * A route loader's query: asked of the network as the route matches, while the page's code is still
 * loading, instead of when its component mounts. The page reads the same query with fetchPolicy
 * 'cache-first': still in flight, Apollo joins that request; landed, the page reads the cache. A
 * failure is left to the page, whose own query (nothing cached) asks again and shows its error view.
 * Always asked, even of a query a page on screen watches: that page may be the one being left, its
 * data out of date (the composer, after saving, goes to the applet's page).
 */
export function preloadQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): void {
  getApolloClient()
    .query({ query, variables, fetchPolicy: 'network-only' })
    .catch(() => undefined);
}
