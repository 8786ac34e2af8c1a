import type { Resolvers } from '../generated/resolverTypes';
import type { OrgServices } from '../services';
import { mutationResolvers } from './Mutation';
import { organizationResolvers } from './Organization';
import { queryResolvers } from './Query';
import { userResolvers } from './User';

export function orgResolvers(s: OrgServices): Resolvers {
  return {
    Query: queryResolvers(s),
    Mutation: mutationResolvers(s),
    Organization: organizationResolvers(s),
    User: userResolvers(s),
  };
}
