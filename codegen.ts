// `pnpm codegen`: typed documents for each web remote (client preset) and resolver types for each
// subgraph, from the committed API schema and the subgraphs' schema.graphql. `pnpm codegen --check`
// (part of `pnpm check`) fails when the generated files are stale or an operation does not validate.
import type { CodegenConfig } from '@graphql-codegen/cli';
import { readdirSync, existsSync } from 'node:fs';

const domains = readdirSync(__dirname).filter((d) => d.startsWith('mfe-'));
const scalars = { JSON: 'unknown' };

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
    ...domains
      .filter((d) => existsSync(`${d}/subgraph/schema.graphql`))
      .map((d) => [
        `${d}/subgraph/src/generated/resolverTypes.ts`,
        {
          schema: `${d}/subgraph/schema.graphql`,
          plugins: ['typescript', 'typescript-resolvers'],
          config: {
            federation: true,
            useTypeImports: true,
            enumsAsTypes: true,
            scalars,
            contextType: '@switchyard/server-kit#RequestContext',
            useIndexSignature: true,
          },
        },
      ]),
  ]),
};

export default config;
