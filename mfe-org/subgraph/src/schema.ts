import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildDomainSchema, type DomainDeps } from '@switchyard/server-kit';
import type { GraphQLSchema } from 'graphql';
import gql from 'graphql-tag';
import { orgResolvers } from './resolvers';
import { orgServices, type OrgServices } from './services';

export const typeDefs = gql(readFileSync(join(__dirname, '..', 'schema.graphql'), 'utf8'));

/** The org subgraph schema; opens no port. `overrides` lets tests set the clock. */
export function orgSchema(deps: DomainDeps, overrides: Partial<Omit<OrgServices, 'db'>> = {}): GraphQLSchema {
  return buildDomainSchema(typeDefs, orgResolvers(orgServices(deps, overrides)));
}
