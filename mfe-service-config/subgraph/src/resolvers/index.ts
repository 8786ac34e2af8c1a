import type { DomainDeps } from '@switchyard/server-kit';
import { mutationResolvers } from './Mutation';
import { organizationResolvers } from './Organization';
import { queryResolvers } from './Query';
import { queryMutationResolvers } from './queryMutations';
import { queryAreaResolvers } from './queryTypes';
import { serviceResolvers } from './Service';

export function createResolvers(deps: DomainDeps) {
  const queryArea = queryAreaResolvers(deps);
  return {
    Query: { ...queryResolvers(deps), ...queryArea.Query },
    Mutation: { ...mutationResolvers(deps), ...queryMutationResolvers(deps) },
    Service: { ...serviceResolvers(deps), ...queryArea.Service },
    Organization: organizationResolvers(deps),
    ServiceQuery: queryArea.ServiceQuery,
    Ingredient: queryArea.Ingredient,
  };
}
