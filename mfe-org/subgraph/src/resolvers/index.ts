import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper';
import type { OrgServices } from '../services';
import { mutationResolvers } from './Mutation';
import { organizationResolvers } from './Organization';
import { queryResolvers } from './Query';
import { userResolvers } from './User';

export function orgResolvers(s: OrgServices) {
  return {
    Query: queryResolvers(s),
    Mutation: mutationResolvers(s),
    Organization: organizationResolvers(s),
    User: userResolvers(s),
  } as unknown as GraphQLResolverMap<unknown>;
}
