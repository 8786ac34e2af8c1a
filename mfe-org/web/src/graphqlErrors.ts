import type { ApolloError } from '@switchyard/client/apollo';

/** Whether the server answered NOT_FOUND (not a member, unknown or malformed id). */
export function isNotFound(error: ApolloError | undefined): boolean {
  return !!error?.graphQLErrors?.some((e) => e.extensions?.code === 'NOT_FOUND');
}
