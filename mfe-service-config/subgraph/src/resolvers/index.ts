import { JSONScalar, type DomainDeps } from '@switchyard/server-kit';
import type { Resolvers } from '../generated/resolverTypes';
import { adminResolvers } from '../admins/adminResolvers';
import { authTestResolvers } from '../authTests/authTestResolvers';
import { checklistResolvers } from '../checklist/checklistResolvers';
import { endpointTestResolvers } from '../endpointTests/endpointTestResolvers';
import { mutationResolvers } from '../services/serviceMutations';
import { organizationResolvers } from '../services/organizationResolvers';
import { permissionResolvers } from '../permissions/permissionResolvers';
import { queryResolvers } from '../services/serviceQueries';
import { queryMutationResolvers } from '../queries/queryMutations';
import { queryAreaResolvers } from '../queries/queryResolvers';
import { scriptResolvers } from '../script/scriptResolvers';
import { serviceResolvers } from '../services/serviceResolvers';
import { serviceKeyResolvers } from '../serviceKey/serviceKeyResolvers';
import { stepMutationResolvers } from '../steps/stepMutations';
import { stepResolvers } from '../steps/stepResolvers';

export function createResolvers(deps: DomainDeps): Resolvers {
  const queryArea = queryAreaResolvers(deps);
  const steps = stepResolvers(deps);
  const permissions = permissionResolvers(deps);
  const script = scriptResolvers(deps);
  const endpointTests = endpointTestResolvers(deps);
  const authTests = authTestResolvers(deps);
  const serviceKey = serviceKeyResolvers(deps);
  const checklist = checklistResolvers(deps);
  return {
    Query: { ...queryResolvers(deps), ...queryArea.Query, ...steps.Query },
    Mutation: {
      ...mutationResolvers(deps),
      ...queryMutationResolvers(deps),
      ...stepMutationResolvers(deps),
      ...permissions.Mutation,
      ...script.Mutation,
      ...serviceKey.Mutation,
      ...checklist.Mutation,
    },
    Service: {
      ...serviceResolvers(deps),
      ...queryArea.Service,
      ...steps.Service,
      ...script.Service,
      ...endpointTests.Service,
      ...authTests.Service,
      ...serviceKey.Service,
      ...checklist.Service,
      ...adminResolvers(deps).Service,
    },
    Organization: organizationResolvers(deps),
    ServiceQuery: queryArea.ServiceQuery,
    Ingredient: queryArea.Ingredient,
    Trigger: { ...steps.Trigger, ...permissions.Trigger },
    Action: { ...steps.Action, ...permissions.Action },
    PermissionChannel: permissions.PermissionChannel,
    JSON: JSONScalar,
  };
}
