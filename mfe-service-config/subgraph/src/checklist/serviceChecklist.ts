import type { Db } from '@switchyard/server-kit';
import {
  checklistEditPath,
  checklistOf,
  type ChecklistStep,
  type ChecklistStepType,
} from '@switchyard/service-config-common/checklist';
import { fieldsOfQueries, ingredientsOfQueries, queriesOfServices } from '../queries/queryStore';
import type { ServiceRow } from '../services/serviceStore';
import { fieldsOfActions, fieldsOfTriggers } from '../steps/stepFieldStore';
import { actionsOfServices, triggersOfServices } from '../steps/stepStore';
import { ingredientsOfTriggers } from '../steps/triggerIngredientStore';
import { endpointTestOutcomes, skipId, skipsOfService } from './checklistStore';

/** A ChecklistItem as the API returns it. */
export interface ChecklistItemRow {
  key: string;
  channel_module_name: string;
  step_module_name: string;
  step_type: ChecklistStepType;
  satisfied: boolean;
  skipped: boolean;
  title: string;
  edit_path: string;
}

/** A step with the name the checklist knows it by (a trigger's slug, a feed trigger's id). */
type NamedStep = Omit<ChecklistStep, 'endpointTest'> & { module_name: string };

async function stepsOf(db: Db, serviceId: string): Promise<NamedStep[]> {
  const [triggers, queries, actions] = await Promise.all([
    triggersOfServices(db, [serviceId]).then((m) => m.get(serviceId) ?? []),
    queriesOfServices(db, [serviceId]).then((m) => m.get(serviceId) ?? []),
    actionsOfServices(db, [serviceId]).then((m) => m.get(serviceId) ?? []),
  ]);
  const triggerIds = triggers.map((t) => t.id);
  const queryIds = queries.map((q) => q.id);
  const [triggerFields, triggerIngredients, queryFields, queryIngredients, actionFields] = await Promise.all([
    fieldsOfTriggers(db, triggerIds),
    ingredientsOfTriggers(db, triggerIds),
    fieldsOfQueries(db, queryIds),
    ingredientsOfQueries(db, queryIds),
    fieldsOfActions(
      db,
      actions.map((a) => a.id),
    ),
  ]);
  return [
    ...triggers.map<NamedStep>((t) => ({
      type: 'trigger',
      module_name: t.slug ?? t.id,
      name: t.name,
      description: t.description,
      verbiage: t.verbiage,
      feed: Boolean(t.feed_url),
      fields: triggerFields.get(t.id) ?? [],
      ingredients: triggerIngredients.get(t.id) ?? [],
    })),
    ...queries.map<NamedStep>((q) => ({
      type: 'query',
      module_name: q.module_name,
      name: q.name,
      description: q.description,
      fields: queryFields.get(q.id) ?? [],
      ingredients: queryIngredients.get(q.id) ?? [],
    })),
    ...actions.map<NamedStep>((a) => ({
      type: 'action',
      module_name: a.slug,
      name: a.name,
      description: a.description,
      verbiage: a.verbiage,
      fields: actionFields.get(a.id) ?? [],
    })),
  ];
}

/** The service's checklist: its triggers', queries' and actions' items, in the order of the steps. */
export async function serviceChecklist(db: Db, service: ServiceRow): Promise<ChecklistItemRow[]> {
  const [steps, outcomes, skips] = await Promise.all([
    stepsOf(db, service.id),
    endpointTestOutcomes(db, service.id),
    skipsOfService(db, service.id),
  ]);
  return steps.flatMap((step) => {
    const endpointTest = outcomes.get(`${step.type}\u0000${step.module_name}`) ?? 'untested';
    return checklistOf({ ...step, endpointTest }).map((item) => ({
      key: item.key,
      channel_module_name: service.module_name,
      step_module_name: step.module_name,
      step_type: step.type,
      satisfied: item.satisfied,
      skipped: skips.has(skipId({ step_type: step.type, step_module_name: step.module_name, key: item.key })),
      title: item.title,
      edit_path: checklistEditPath(service.module_name, step.type, step.module_name, item.key),
    }));
  });
}
