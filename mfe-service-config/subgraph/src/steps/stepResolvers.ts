import { batchLoader, perRequest, type DomainDeps, type RequestContext } from '@switchyard/server-kit';
import { memberService as memberServiceOf } from '../access';
import type { IngredientRow } from '../queries/queryStore';
import { fieldEndpointTemplate } from '@switchyard/service-config-common/rules/fieldEndpoints';
import { triggerTypeOf } from '@switchyard/service-config-common/rules/triggerForm';
import { apiUrlPrefixesOfServices, type ServiceRow } from '../services/serviceStore';
import {
  fieldsOfActions,
  fieldsOfTriggers,
  type ActionFieldRow,
  type TriggerFieldRow,
} from './stepFieldStore';
import {
  actionsOfServices,
  findActionBySlug,
  findTriggerBySlugOrId,
  triggersOfServices,
  type ActionRow,
  type TriggerRow,
} from './stepStore';
import { ingredientsOfTriggers } from './triggerIngredientStore';

/** A trigger or action row, with its service's api_url_prefix when it was read through the service. */
type WithPrefix<T> = T & { api_url_prefix?: string | null };

/**
 * Reads of triggers and actions with their fields and ingredients. They are reached only through a
 * service the viewer's organizations own (Service resolvers and memberService check), so the types
 * need no check. Lists load in one batched query per level of the request.
 */
export function stepResolvers(deps: DomainDeps) {
  const { db } = deps;
  const product = deps.settings.productSlug;
  const loaders = perRequest(() => ({
    triggers: batchLoader((ids: string[]) => triggersOfServices(db, ids), [] as TriggerRow[]),
    actions: batchLoader((ids: string[]) => actionsOfServices(db, ids), [] as ActionRow[]),
    triggerFields: batchLoader((ids: string[]) => fieldsOfTriggers(db, ids), [] as TriggerFieldRow[]),
    actionFields: batchLoader((ids: string[]) => fieldsOfActions(db, ids), [] as ActionFieldRow[]),
    triggerIngredients: batchLoader((ids: string[]) => ingredientsOfTriggers(db, ids), [] as IngredientRow[]),
    apiUrlPrefix: batchLoader((ids: string[]) => apiUrlPrefixesOfServices(db, ids), null as string | null),
  }));

  const memberService = (moduleName: string, ctx: RequestContext) => memberServiceOf(db, moduleName, ctx);

  /** A step read through its service carries the service's api_url_prefix (no query for the templates). */
  const withPrefix = <T extends TriggerRow | ActionRow>(steps: T[], service: ServiceRow): WithPrefix<T>[] =>
    steps.map((step) => ({ ...step, api_url_prefix: service.api_url_prefix }));

  const template =
    (stepType: 'triggers' | 'actions', kind: 'options' | 'validate') =>
    async (step: WithPrefix<TriggerRow | ActionRow>, _: unknown, ctx: RequestContext) =>
      fieldEndpointTemplate({
        apiUrlPrefix:
          step.api_url_prefix !== undefined
            ? step.api_url_prefix
            : await loaders(ctx).apiUrlPrefix(step.service_id),
        product,
        stepType,
        step: step.slug ?? step.id,
        kind,
      });

  return {
    Query: {
      async trigger(_: unknown, a: { channel_module_name: string; slug_or_id: string }, ctx: RequestContext) {
        const service = await memberService(a.channel_module_name, ctx);
        const trigger = service && (await findTriggerBySlugOrId(db, service.id, a.slug_or_id));
        return trigger && withPrefix([trigger], service)[0];
      },
      async action(_: unknown, a: { channel_module_name: string; slug: string }, ctx: RequestContext) {
        const service = await memberService(a.channel_module_name, ctx);
        const action = service && (await findActionBySlug(db, service.id, a.slug));
        return action && withPrefix([action], service)[0];
      },
    },
    Service: {
      triggers: async (s: ServiceRow, _: unknown, ctx: RequestContext) =>
        withPrefix(await loaders(ctx).triggers(s.id), s),
      actions: async (s: ServiceRow, _: unknown, ctx: RequestContext) =>
        withPrefix(await loaders(ctx).actions(s.id), s),
    },
    Trigger: {
      trigger_type: (t: TriggerRow) => triggerTypeOf(t),
      fields: (t: TriggerRow, _: unknown, ctx: RequestContext) => loaders(ctx).triggerFields(t.id),
      ingredients: (t: TriggerRow, _: unknown, ctx: RequestContext) => loaders(ctx).triggerIngredients(t.id),
      field_options_url_template: template('triggers', 'options'),
      field_validation_url_template: template('triggers', 'validate'),
    },
    Action: {
      fields: (a: ActionRow, _: unknown, ctx: RequestContext) => loaders(ctx).actionFields(a.id),
      field_options_url_template: template('actions', 'options'),
    },
  };
}
