// What the resolvers return for each GraphQL type, where it is not the API shape (codegen reads
// every `<Type>Mapper` here; see codegen.ts): rows of the domain's tables, completed by the type's
// field resolvers.
export type { ServiceRow as ServiceMapper } from '../services/serviceStore';
export type {
  QueryRow as ServiceQueryMapper,
  QueryFieldRow as QueryFieldMapper,
  IngredientRow as IngredientMapper,
} from '../queries/queryStore';
export type { TriggerRow as TriggerMapper, ActionRow as ActionMapper } from '../steps/stepStore';
export type {
  TriggerFieldRow as TriggerFieldMapper,
  ActionFieldRow as ActionFieldMapper,
} from '../steps/stepFieldStore';
export type {
  PermissionRow as PermissionMapper,
  PermissionChannelRow as PermissionChannelMapper,
} from '../permissions/permissionStore';
/** An organization is a reference the org subgraph completes; this one adds its services. */
export interface OrganizationMapper {
  id: string;
}
