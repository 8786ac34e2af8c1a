import type { Db } from '@switchyard/server-kit';
import { fieldsOfQueries, queriesOfServices, type QueryFieldRow, type QueryRow } from '../queries/queryStore';
import {
  ACTION_DYNAMIC_OPTION_TYPE_IDS,
  TRIGGER_DYNAMIC_OPTION_TYPE_IDS,
  TRIGGER_VALIDATION_TYPE_IDS,
} from '@switchyard/service-config-common/rules/fieldTypes';
import { fieldsOfActions, fieldsOfTriggers } from '../steps/stepFieldStore';
import { actionsOfServices, triggersOfServices, type TriggerRow } from '../steps/stepStore';

/** A field whose options the partner serves (…/fields/{slug}/options). */
export interface OptionsField {
  slug: string;
  /** A nested dropdown: groups of options are allowed. */
  nested: boolean;
}

export interface PlannedTrigger {
  trigger: TriggerRow;
  hasFields: boolean;
  /** 'Validate via my service' fields (…/fields/{slug}/validate). */
  validatedFields: string[];
  optionsFields: OptionsField[];
}

export interface PlannedStep {
  slug: string;
  hasFields: boolean;
  optionsFields: OptionsField[];
}

/** What an endpoint test of the service calls, in the order the service lists its steps. */
export interface TestPlan {
  triggers: PlannedTrigger[];
  actions: PlannedStep[];
  queries: PlannedStep[];
}

const TRIGGER_NESTED_TYPE = 18;
const ACTION_NESTED_TYPE = 17;

export async function loadTestPlan(db: Db, serviceId: string): Promise<TestPlan> {
  const [triggers, actions, queries] = await Promise.all([
    triggersOfServices(db, [serviceId]).then((m) => m.get(serviceId) ?? []),
    actionsOfServices(db, [serviceId]).then((m) => m.get(serviceId) ?? []),
    queriesOfServices(db, [serviceId]).then((m) => m.get(serviceId) ?? ([] as QueryRow[])),
  ]);
  const [triggerFields, actionFields, queryFields] = await Promise.all([
    fieldsOfTriggers(
      db,
      triggers.map((t) => t.id),
    ),
    fieldsOfActions(
      db,
      actions.map((a) => a.id),
    ),
    fieldsOfQueries(
      db,
      queries.map((q) => q.id),
    ),
  ]);
  return {
    triggers: triggers.map((trigger) => {
      const fields = triggerFields.get(trigger.id) ?? [];
      return {
        trigger,
        hasFields: fields.length > 0,
        validatedFields: fields
          .filter((f) => TRIGGER_VALIDATION_TYPE_IDS.includes(f.trigger_field_type))
          .map((f) => f.slug),
        optionsFields: fields
          .filter((f) => TRIGGER_DYNAMIC_OPTION_TYPE_IDS.includes(f.trigger_field_type))
          .map((f) => ({ slug: f.slug, nested: f.trigger_field_type === TRIGGER_NESTED_TYPE })),
      };
    }),
    actions: actions.map((action) => {
      const fields = actionFields.get(action.id) ?? [];
      return {
        slug: action.slug,
        hasFields: fields.length > 0,
        optionsFields: fields
          .filter((f) => ACTION_DYNAMIC_OPTION_TYPE_IDS.includes(f.action_field_type))
          .map((f) => ({ slug: f.slug, nested: f.action_field_type === ACTION_NESTED_TYPE })),
      };
    }),
    queries: queries.map((query) => {
      const fields: QueryFieldRow[] = queryFields.get(query.id) ?? [];
      return {
        slug: query.module_name,
        hasFields: fields.length > 0,
        optionsFields: fields
          .filter((f) => f.field_type_definition_slug === 'dropdown_dynamic')
          .map((f) => ({ slug: f.slug, nested: false })),
      };
    }),
  };
}
