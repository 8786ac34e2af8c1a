/**
 * Modules that exist once in the page: the shell provides them, every remote consumes the shell's
 * copy. Adding one here is a contract change for every remote.
 *
 * Apollo is shared through @switchyard/client/apollo alone, which re-exports what remotes use: a
 * shared module ships whole, and @apollo/client whole (suspense hooks, subscriptions, the gql tag
 * with GraphQL's parser) was the largest chunk of every page. Remotes import Apollo from there
 * (ESLint refuses '@apollo/client' in web code: a remote's own copy would miss the page's client).
 * graphql is not in the list for the same reason: Apollo's part of it lives, tree-shaken, inside
 * that chunk.
 */
export const sharedSingletons = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'jotai',
  '@switchyard/ui',
  '@switchyard/client',
  '@switchyard/client/apollo',
] as const;

export function sharedConfig(eager = false) {
  return Object.fromEntries(
    sharedSingletons.map((name) => [name, { singleton: true, requiredVersion: false as const, eager }]),
  );
}
