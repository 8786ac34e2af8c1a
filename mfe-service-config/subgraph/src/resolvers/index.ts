import type { DomainDeps } from '@switchyard/server-kit';
import { mutationResolvers } from './Mutation';
import { organizationResolvers } from './Organization';
import { queryResolvers } from './Query';
import { serviceResolvers } from './Service';

export function createResolvers(deps: DomainDeps) {
  return {
    Query: queryResolvers(deps),
    Mutation: mutationResolvers(deps),
    Service: serviceResolvers(deps),
    Organization: organizationResolvers(deps),
  };
}
