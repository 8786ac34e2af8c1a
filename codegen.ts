// `pnpm codegen`: typed documents for each web remote (client preset) and resolver types for each
// subgraph, from the committed API schema and the subgraphs' schema.graphql. `pnpm codegen --check`
// (part of `pnpm check`) fails when the generated files are stale or an operation does not validate.
import type { CodegenConfig } from '@graphql-codegen/cli';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { readWorkspace } from '@switchyard/workspace';

// Every subgraph and web remote, as their package.json files declare them (switchyard.subgraph,
// role "web"): the identity subgraph's files are named in the gateway's.
const workspace = readWorkspace(__dirname);
const scalars = { JSON: 'unknown' };

/**
 * A subgraph's mappers, by convention: each `<GraphQLType>Mapper` exported by its mappers file is
 * what its resolvers return for <GraphQLType> (a row, not the API shape).
 */
function mappersOf(file: string, out: string): Record<string, string> {
  if (!existsSync(file)) return {};
  const from = relative(dirname(out), file).replace(/\.ts$/, '');
  const names = new Set([...readFileSync(file, 'utf8').matchAll(/\b([A-Z]\w*)Mapper\b/g)].map((m) => m[1]));
  return Object.fromEntries(
    [...names].map((n) => [n, `${from.startsWith('.') ? from : `./${from}`}#${n}Mapper`]),
  );
}

const config: CodegenConfig = {
  overwrite: true,
  ignoreNoDocuments: true,
  generates: Object.fromEntries([
    // The shell sends its one operation with plain fetch: documents as typed strings, no graphql-js.
    [
      'shell/src/gql/',
      {
        schema: 'gateway/api-schema.graphql',
        documents: ['shell/src/**/*.graphql'],
        preset: 'client',
        presetConfig: { fragmentMasking: false },
        config: {
          useTypeImports: true,
          enumsAsTypes: true,
          scalars,
          skipTypename: true,
          documentMode: 'string',
        },
      },
    ],
    ...workspace.packages
      .filter((p) => p.role === 'web')
      .map((p) => [
        `${p.dir}/src/gql/`,
        {
          schema: 'gateway/api-schema.graphql',
          documents: [`${p.dir}/src/**/*.graphql`, 'shared/client/src/graphql/*.graphql'],
          preset: 'client',
          presetConfig: { fragmentMasking: false },
          config: {
            useTypeImports: true,
            enumsAsTypes: true,
            scalars,
            skipTypename: true,
            dedupeFragments: true,
          },
        },
      ]),
    ...workspace.subgraphs.map((g) => [
      g.resolverTypes,
      {
        schema: g.schema,
        plugins: ['typescript', 'typescript-resolvers'],
        config: {
          federation: true,
          useTypeImports: true,
          enumsAsTypes: true,
          scalars,
          contextType: '@switchyard/server-kit#RequestContext',
          // Resolvers return rows and partial objects that the type's field resolvers complete.
          defaultMapper: 'Partial<{T}>',
          mappers: mappersOf(g.mappers, g.resolverTypes),
        },
      },
    ]),
  ]),
};

export default config;
