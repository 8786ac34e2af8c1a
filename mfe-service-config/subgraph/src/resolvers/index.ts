import type { DomainDeps } from '@switchyard/server-kit';
import { mutationResolvers } from './Mutation';
import { organizationResolvers } from './Organization';
import { permissionResolvers } from './permissions';
import { queryResolvers } from './Query';
import { queryMutationResolvers } from './queryMutations';
import { queryAreaResolvers } from './queryTypes';
import { serviceResolvers } from './Service';
import { stepMutationResolvers } from './stepMutations';
import { stepResolvers } from './stepTypes';

export function createResolvers(deps: DomainDeps) {
  const queryArea = queryAreaResolvers(deps);
  const steps = stepResolvers(deps);
  const permissions = permissionResolvers(deps);
  return {
    Query: { ...queryResolvers(deps), ...queryArea.Query, ...steps.Query },
    Mutation: {
      ...mutationResolvers(deps),
      ...queryMutationResolvers(deps),
      ...stepMutationResolvers(deps),
      ...permissions.Mutation,
    },
    Service: { ...serviceResolvers(deps), ...queryArea.Service, ...steps.Service },
    Organization: organizationResolvers(deps),
    ServiceQuery: queryArea.ServiceQuery,
    Ingredient: queryArea.Ingredient,
    Trigger: { ...steps.Trigger, ...permissions.Trigger },
    Action: { ...steps.Action, ...permissions.Action },
    PermissionChannel: permissions.PermissionChannel,
  };
}
