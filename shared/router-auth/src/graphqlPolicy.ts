import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { GatewayPlugin } from '@graphql-hive/gateway-runtime';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import { inputGuardPlugin } from './inputGuardPlugin';

/**
 * Limits measured to refuse query bombs before any resolver runs (see
 * ARCHITECTURE.md#7-known-to-work-here-node-20-checked-on-this-kind-of-machine).
 */
export const graphqlLimits = { maxDepth: 8, maxAliases: 15, maxCost: 5000, maxTokens: 2000 };

/**
 * What every router in front of the supergraph applies before planning a query: the limits, the
 * edge's input guard, and (in production) no introspection and no field suggestions.
 */
export function graphqlPolicyPlugins(production: boolean): GatewayPlugin[] {
  const plugins: GatewayPlugin[] = [
    EnvelopArmorPlugin({
      maxDepth: { n: graphqlLimits.maxDepth },
      maxAliases: { n: graphqlLimits.maxAliases },
      costLimit: { maxCost: graphqlLimits.maxCost },
      maxTokens: { n: graphqlLimits.maxTokens },
      blockFieldSuggestion: { enabled: production },
    }) as GatewayPlugin,
    inputGuardPlugin() as GatewayPlugin,
  ];
  if (production)
    plugins.push({
      onValidate: ({ addValidationRule }) => addValidationRule(NoSchemaIntrospectionCustomRule),
    });
  return plugins;
}
