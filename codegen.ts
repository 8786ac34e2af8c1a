// `pnpm codegen`: typed documents for each web remote (client preset) and resolver types for each
// subgraph, from the committed API schema and the subgraphs' schema.graphql. `pnpm codegen --check`
// (part of `pnpm check`) fails when the generated files are stale or an operation does not validate.
import type { CodegenConfig } from '@graphql-codegen/cli';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';

const domains = readdirSync(__dirname).filter((d) => d.startsWith('mfe-'));
const scalars = { JSON: 'unknown' };

/** Every subgraph: its SDL, where its resolver types go, and its mappers file. */
const subgraphs = [
  {
    schema: 'gateway/src/identity/schema.graphql',
    out: 'gateway/src/identity/generated/resolverTypes.ts',
    mappers: 'gateway/src/identity/mappers.ts',
  },
  {
    schema: 'engine/schema.graphql',
    out: 'engine/src/generated/resolverTypes.ts',
    mappers: 'engine/src/resolvers/mappers.ts',
  },
  ...domains
    .filter((d) => existsSync(`${d}/subgraph/schema.graphql`))
    .map((d) => ({
      schema: `${d}/subgraph/schema.graphql`,
      out: `${d}/subgraph/src/generated/resolverTypes.ts`,
      mappers: `${d}/subgraph/src/resolvers/mappers.ts`,
    })),
];

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
    ...domains
      .filter((d) => existsSync(`${d}/web/src`))
      .map((d) => [
        `${d}/web/src/gql/`,
        {
          schema: 'gateway/api-schema.graphql',
          documents: [`${d}/web/src/**/*.graphql`, 'shared/client/src/graphql/*.graphql'],
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
    ...subgraphs.map((g) => [
      g.out,
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
          mappers: mappersOf(g.mappers, g.out),
        },
      },
    ]),
  ]),
};

export default config;
