import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { NoSchemaIntrospectionCustomRule, type GraphQLSchema } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { Request } from 'express';
import { inputGuardPlugin } from './inputGuardPlugin';
import type { GatewayContext } from './supergraph';

/** Limits measured to refuse query bombs before any resolver runs (ARCHITECTURE.md §7). */
export const graphqlLimits = { maxDepth: 8, maxAliases: 15, maxCost: 5000, maxTokens: 2000 };

export function createGraphqlHandler(opts: {
  schema: GraphQLSchema;
  production: boolean;
  context: (req: Request) => Promise<GatewayContext>;
}) {
  const plugins: Plugin[] = [
    EnvelopArmorPlugin({
      maxDepth: { n: graphqlLimits.maxDepth },
      maxAliases: { n: graphqlLimits.maxAliases },
      costLimit: { maxCost: graphqlLimits.maxCost },
      maxTokens: { n: graphqlLimits.maxTokens },
      blockFieldSuggestion: { enabled: opts.production },
    }) as Plugin,
    inputGuardPlugin(),
  ];
  if (opts.production) {
    plugins.push({
      onValidate: ({ addValidationRule }) => addValidationRule(NoSchemaIntrospectionCustomRule),
    });
  }
  return createYoga<{ req: Request }>({
    schema: opts.schema,
    graphqlEndpoint: '/graphql',
    graphiql: !opts.production,
    landingPage: false,
    logging: false,
    maskedErrors: true,
    plugins,
    context: ({ req }) => opts.context(req),
  });
}
