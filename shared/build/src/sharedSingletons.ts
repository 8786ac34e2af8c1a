/**
 * Modules that exist once in the page: the shell provides them, every remote consumes the shell's
 * copy. Adding one here is a contract change for every remote.
 */
export const sharedSingletons = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  '@apollo/client',
  'graphql',
  'jotai',
  '@switchyard/ui',
  '@switchyard/client',
] as const;

export function sharedConfig(eager = false) {
  return Object.fromEntries(
    sharedSingletons.map((name) => [name, { singleton: true, requiredVersion: false as const, eager }]),
  );
}
