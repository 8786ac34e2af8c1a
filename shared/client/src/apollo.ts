import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
// By package name, not './csrfFetch': this entry is its own shared module, and the CSRF token
// lives in the page's one copy of @switchyard/client.
import { csrfFetch } from '@switchyard/client';

let client: ApolloClient<unknown> | null = null;

/**
 * The page's one Apollo client. A separate entry (@switchyard/client/apollo) so that pages can start
 * before Apollo and graphql have loaded: the shell fetches this chunk in parallel with the remotes.
 */
/** The page's one Apollo client (this module is a shared singleton, so every remote gets the same). */
export function getApolloClient(): ApolloClient<unknown> {
  if (!client) {
    client = new ApolloClient({
      link: new HttpLink({ uri: '/graphql', fetch: csrfFetch }),
      cache: new InMemoryCache({
        typePolicies: {
          Organization: {
            keyFields: ['id'],
            // Lists the server sends whole: the incoming list replaces the cached one.
            fields: {
              users: { merge: false },
              pending_invitations: { merge: false },
              expired_invitations: { merge: false },
              invoices: { merge: false },
            },
          },
          Service: { keyFields: ['id'] },
          User: { keyFields: ['id'] },
          // is_owner and email depend on the organization the user is listed in: never merge
          // the same person across organizations.
          OrgUser: { keyFields: false },
        },
      }),
      defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
    });
  }
  return client;
}
