// The operations live in operations.graphql; codegen types them (pnpm codegen).
export {
  ActionCreateDocument,
  ActionDeleteDocument,
  type ActionDeleteMutation,
  ActionEditDocument,
  ActionFieldFieldsFragmentDoc,
  ActionFieldsFragmentDoc,
  ActionUpdateDocument,
  PermissionFieldsFragmentDoc,
  ServiceStepsDocument,
  TriggerCreateDocument,
  TriggerDeleteDocument,
  type TriggerDeleteMutation,
  TriggerEditDocument,
  TriggerFieldFieldsFragmentDoc,
  TriggerFieldsFragmentDoc,
  TriggerUpdateDocument,
} from '../gql/graphql';
import type {
  ActionEditQuery,
  ActionFieldFieldsFragment,
  ActionFieldsFragment,
  PermissionFieldsFragment,
  ServiceStepsQuery,
  TriggerDeleteMutation,
  TriggerEditQuery,
  TriggerFieldFieldsFragment,
  TriggerFieldsFragment,
} from '../gql/graphql';

/** The shapes the triggers and actions pages read, as codegen types them from operations.graphql. */
export type TriggerData = TriggerFieldsFragment;
export type ActionData = ActionFieldsFragment;
/**
 * Which other services a step may be combined with (see "Permission" in
 * spec/service-config.md#3-entities-and-their-fields).
 */
export type PermissionData = PermissionFieldsFragment;
export type PermissionChannelData = PermissionData['channels'][number];
export type ServiceSteps = NonNullable<ServiceStepsQuery['service']>;
/** The service as the triggers and actions pages need it. */
export type StepsService = Pick<
  ServiceSteps,
  'id' | 'module_name' | 'name' | 'published' | 'viewer_is_member'
>;
export type TriggerFieldData = TriggerFieldFieldsFragment;
export type ActionFieldData = ActionFieldFieldsFragment;
/** A trigger as its edit page shows it: with its fields, ingredients and the partner endpoints. */
export type TriggerDetails = NonNullable<TriggerEditQuery['trigger']>;
/** An ingredient of a trigger (a trigger ingredient has no target query). */
export type TriggerIngredientData = TriggerDetails['ingredients'][number];
/** An action as its edit page shows it: with its fields and the options endpoint template. */
export type ActionDetails = NonNullable<ActionEditQuery['action']>;
export type StepPayload = TriggerDeleteMutation['triggerDelete'];

export const servicePath = (moduleName: string) => `/services/${encodeURIComponent(moduleName)}`;

/** How a trigger is named in the partner API paths and the reorder mutations: its slug, or a feed trigger's id. */
export const triggerKey = (trigger: Pick<TriggerData, 'id' | 'slug'>) => trigger.slug ?? trigger.id;

/** A feed trigger has no slug: its id addresses it. */
export const triggerPath = (moduleName: string, trigger: Pick<TriggerData, 'id' | 'slug'>) =>
  `${servicePath(moduleName)}/triggers/${encodeURIComponent(triggerKey(trigger))}`;

export const actionPath = (moduleName: string, action: Pick<ActionData, 'slug'>) =>
  `${servicePath(moduleName)}/actions/${encodeURIComponent(action.slug)}`;

// Reordering a trigger's or an action's fields and a trigger's ingredients reuses the queries area's mutations.
export {
  ReorderStepFieldsDocument,
  ReorderStepIngredientsDocument,
  type ReorderStepFieldsData,
  type ReorderStepIngredientsData,
} from '../queries/operations';
