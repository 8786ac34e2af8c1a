/**
 * Modules that exist once in the page: the shell provides them, every remote consumes the shell's
 * copy. Adding one here is a contract change for every remote.
 *
 * graphql is deliberately not in the list: only Apollo uses it, so it lives (tree-shaken) inside the
 * one shared Apollo chunk. Shared as a package of its own it would ship whole (45 KB gzip).
 */
export const sharedSingletons = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  '@apollo/client',
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
