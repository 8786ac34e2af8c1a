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
 * Depth and cost (×1.5 a level of nesting) count fragments flattened: a named fragment is only a way
 * to write its fields once, so it must weigh what the same fields written in place weigh.
 * Unflattened, each spread counted as more levels: the connections editor's query was 11 deep and
 * cost 8,400 with fragments, 5 and 1,600 without. `operationLimits.test.ts` checks every operation
 * the web sends against these limits.
 */
export const depthLimitOptions = { n: graphqlLimits.maxDepth, flattenFragments: true };
export const costLimitOptions = { maxCost: graphqlLimits.maxCost, flattenFragments: true };

/**
 * What every router in front of the supergraph applies before planning a query: the limits, the
 * edge's input guard, and (in production) no introspection and no field suggestions.
 */
export function graphqlPolicyPlugins(production: boolean): GatewayPlugin[] {
  const plugins: GatewayPlugin[] = [
    EnvelopArmorPlugin({
      maxDepth: depthLimitOptions,
      maxAliases: { n: graphqlLimits.maxAliases },
      costLimit: costLimitOptions,
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
