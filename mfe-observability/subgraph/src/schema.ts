import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSubgraphSchema } from '@apollo/subgraph';
import type { DomainDeps } from '@switchyard/server-kit';
import { parse, type DocumentNode } from 'graphql';
import { createResolvers } from './resolvers';

export const typeDefs = parse(readFileSync(join(__dirname, '..', 'schema.graphql'), 'utf8'));

// Resolvers are typed by their own modules; the federation helper's map type is too loose to check them.
type SchemaModule = Extract<Parameters<typeof buildSubgraphSchema>[0], { typeDefs: DocumentNode }>;

/** The domain's subgraph schema; it opens no port (the gateway or server.ts serves it). */
export function buildSchema(deps: DomainDeps) {
  return buildSubgraphSchema({
    typeDefs,
    resolvers: createResolvers(deps) as unknown as SchemaModule['resolvers'],
  });
}
