import type { Db, DomainDeps, FieldError, RequestContext } from '@switchyard/server-kit';
import { writeToService } from '../queries/writeAccess';
import { validateAction, type ActionFormInput } from '@switchyard/service-config-common/rules/actionForm';
import { TAKEN } from '@switchyard/service-config-common/rules/stepName';
import { validateTrigger, type TriggerFormInput } from '@switchyard/service-config-common/rules/triggerForm';
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
} from '../steps/stepStore';
import { serviceIdByModuleName } from './queryMutations';

const TRIGGER_NOT_FOUND = 'Trigger not found.';
const ACTION_NOT_FOUND = 'Action not found.';

const stepPayload = (errors: FieldError[]) => ({ errors });
const triggerPayload = (errors: FieldError[]): { trigger: TriggerRow | null; errors: FieldError[] } => ({
  trigger: null,
  errors,
});
const actionPayload = (errors: FieldError[]): { action: ActionRow | null; errors: FieldError[] } => ({
  action: null,
  errors,
});

const triggerOf = async (tx: Db, id: string) => {
  const trigger = await findTriggerById(tx, id);
  return trigger && { serviceId: trigger.service_id, item: trigger };
};
const actionOf = async (tx: Db, id: string) => {
  const action = await findActionById(tx, id);
  return action && { serviceId: action.service_id, item: action };
};

type Id = { id: string };
type Channel = { channel_module_name: string };

/**
 * Writes of triggers and actions (the trigger endpoint form and the action form): members of the
 * owning organization only (NOT_FOUND otherwise), published services refused, bad input and taken
 * slugs answered as errors; nothing is changed then.
 */
export function stepMutationResolvers({ db }: DomainDeps) {
  /** Validates a trigger and checks its slug is free in the service; the value to write, or the refusal. */
  async function checkTrigger(tx: Db, input: TriggerFormInput, serviceId: string, exceptId: string | null) {
    const { value, errors } = validateTrigger(input);
    if (!errors.length && value.slug && (await isSlugTaken(tx, 'triggers', serviceId, value.slug, exceptId)))
      errors.push({ attribute: 'slug', message: TAKEN });
    return { value, errors };
  }

  async function checkAction(tx: Db, input: ActionFormInput, serviceId: string, exceptId: string | null) {
    const { value, errors } = validateAction(input);
    if (!errors.length && (await isSlugTaken(tx, 'actions', serviceId, value.slug, exceptId)))
      errors.push({ attribute: 'slug', message: TAKEN });
    return { value, errors };
  }

  return {
    triggerCreate: (_: unknown, a: TriggerFormInput & Channel, ctx: RequestContext) =>
      writeToService({
        ctx,
        db,
        find: (tx) => serviceIdByModuleName(tx, a.channel_module_name),
        notFoundMessage: 'Service not found.',
        refuse: triggerPayload,
        takenAttribute: 'slug',
        async write(tx, serviceId) {
          const { value, errors } = await checkTrigger(tx, a, serviceId, null);
          if (errors.length) return triggerPayload(errors);
          return { trigger: await insertTrigger(tx, serviceId, value), errors: [] };
        },
      }),

    triggerUpdate: (_: unknown, a: TriggerFormInput & Id, ctx: RequestContext) =>
      writeToService({
        ctx,
        db,
        find: (tx) => triggerOf(tx, a.id),
        notFoundMessage: TRIGGER_NOT_FOUND,
        refuse: triggerPayload,
        takenAttribute: 'slug',
        async write(tx, trigger: TriggerRow) {
          const { value, errors } = await checkTrigger(tx, a, trigger.service_id, trigger.id);
          if (errors.length) return triggerPayload(errors);
          return { trigger: await updateTrigger(tx, trigger.id, value), errors: [] };
        },
      }),

    triggerDelete: (_: unknown, a: Id, ctx: RequestContext) =>
      writeToService({
        ctx,
        db,
        find: (tx) => triggerOf(tx, a.id),
        notFoundMessage: TRIGGER_NOT_FOUND,
        refuse: stepPayload,
        async write(tx, trigger: TriggerRow) {
          await deleteStep(tx, 'triggers', trigger.id);
          return stepPayload([]);
        },
      }),

    actionCreate: (_: unknown, a: ActionFormInput & Channel, ctx: RequestContext) =>
      writeToService({
        ctx,
        db,
        find: (tx) => serviceIdByModuleName(tx, a.channel_module_name),
        notFoundMessage: 'Service not found.',
        refuse: actionPayload,
        takenAttribute: 'slug',
        async write(tx, serviceId) {
          const { value, errors } = await checkAction(tx, a, serviceId, null);
          if (errors.length) return actionPayload(errors);
          return { action: await insertAction(tx, serviceId, value), errors: [] };
        },
      }),

    actionUpdate: (_: unknown, a: ActionFormInput & Id, ctx: RequestContext) =>
      writeToService({
        ctx,
        db,
        find: (tx) => actionOf(tx, a.id),
        notFoundMessage: ACTION_NOT_FOUND,
        refuse: actionPayload,
        takenAttribute: 'slug',
        async write(tx, action: ActionRow) {
          const { value, errors } = await checkAction(tx, a, action.service_id, action.id);
          if (errors.length) return actionPayload(errors);
          return { action: await updateAction(tx, action.id, value), errors: [] };
        },
      }),

    actionDelete: (_: unknown, a: Id, ctx: RequestContext) =>
      writeToService({
        ctx,
        db,
        find: (tx) => actionOf(tx, a.id),
        notFoundMessage: ACTION_NOT_FOUND,
        refuse: stepPayload,
        async write(tx, action: ActionRow) {
          await deleteStep(tx, 'actions', action.id);
          return stepPayload([]);
        },
      }),
  };
}
