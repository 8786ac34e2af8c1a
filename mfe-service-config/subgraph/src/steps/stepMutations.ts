import type { Db, DomainDeps } from '@switchyard/server-kit';
import { validateAction, type ActionFormInput } from '@switchyard/service-config-common/rules/actionForm';
import { validateTrigger, type TriggerFormInput } from '@switchyard/service-config-common/rules/triggerForm';
import { itemMutations, type ItemKind } from './itemMutations';
import {
  deleteStep,
  findActionById,
  findTriggerById,
  insertAction,
  insertTrigger,
  isSlugTaken,
  updateAction,
  updateTrigger,
  type ActionRow,
  type TriggerRow,
} from './stepStore';
import { serviceIdByModuleName } from '../queries/queryMutations';

type TriggerValue = ReturnType<typeof validateTrigger>['value'];
type ActionValue = ReturnType<typeof validateAction>['value'];

/** A step (trigger or action) with its service as both owner and parent. */
const stepScope = async <R extends { service_id: string }>(row: R | null) =>
  row && { scope: { serviceId: row.service_id, parentId: row.service_id }, row };

const triggers: ItemKind<TriggerRow, TriggerValue, TriggerFormInput> = {
  key: 'trigger',
  notFound: 'Trigger not found.',
  takenAttribute: 'slug',
  validate: validateTrigger,
  // A feed trigger has no slug.
  taken: async (tx, serviceId, v, exceptId) =>
    Boolean(v.slug) && isSlugTaken(tx, 'triggers', serviceId, v.slug!, exceptId),
  find: async (tx, id) => stepScope(await findTriggerById(tx, id)),
  insert: insertTrigger,
  update: updateTrigger,
  remove: (tx, id) => deleteStep(tx, 'triggers', id),
};

const actions: ItemKind<ActionRow, ActionValue, ActionFormInput> = {
  key: 'action',
  notFound: 'Action not found.',
  takenAttribute: 'slug',
  validate: validateAction,
  taken: (tx, serviceId, v, exceptId) => isSlugTaken(tx, 'actions', serviceId, v.slug, exceptId),
  find: async (tx, id) => stepScope(await findActionById(tx, id)),
  insert: insertAction,
  update: updateAction,
  remove: (tx, id) => deleteStep(tx, 'actions', id),
};

/** A step is created in the service its form names. */
const serviceNamed = async (tx: Db, a: { channel_module_name: string }) => {
  const service = await serviceIdByModuleName(tx, a.channel_module_name);
  return service && { serviceId: service.serviceId, parentId: service.serviceId };
};

/**
 * Writes of triggers and actions (the trigger endpoint form and the action form): members of the
 * owning organization only (NOT_FOUND otherwise), published services refused, bad input and taken
 * slugs answered as errors; nothing is changed then.
 */
export function stepMutationResolvers(deps: DomainDeps) {
  const t = itemMutations(deps, triggers);
  const a = itemMutations(deps, actions);
  return {
    triggerCreate: t.create(serviceNamed, 'Service not found.'),
    triggerUpdate: t.update,
    triggerDelete: t.remove,
    actionCreate: a.create(serviceNamed, 'Service not found.'),
    actionUpdate: a.update,
    actionDelete: a.remove,
  };
}
