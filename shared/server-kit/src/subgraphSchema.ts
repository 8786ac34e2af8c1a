import { buildSubgraphSchema } from '@apollo/subgraph';
import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper';
import type { DocumentNode, GraphQLSchema } from 'graphql';

/**
 * A Federation v2 subgraph schema from its SDL and its resolvers, typed by graphql-codegen
 * (`Resolvers` of src/generated/resolverTypes.ts, checked where they are written). Apollo's own
 * resolver map type is too loose to check anything and does not accept codegen's optional fields,
 * so the one conversion between the two lives here.
 */
export function buildDomainSchema<R extends object>(typeDefs: DocumentNode, resolvers: R): GraphQLSchema {
  return buildSubgraphSchema({ typeDefs, resolvers: resolvers as GraphQLResolverMap<unknown> });
}
