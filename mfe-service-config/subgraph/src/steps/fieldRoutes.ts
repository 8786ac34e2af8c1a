import { handle, type Db, type DomainDeps } from '@switchyard/server-kit';
import express, { type Request } from 'express';
import {
  deleteIngredient,
  insertIngredient,
  isTaken,
  updateIngredient,
  type IngredientRow,
} from '../queries/queryStore';
import {
  validateActionField,
  validateTriggerField,
} from '@switchyard/service-config-common/rules/stepFieldForm';
import { TAKEN } from '@switchyard/service-config-common/rules/stepName';
import {
  validateTriggerIngredient,
  type TriggerIngredientFormValue,
} from '@switchyard/service-config-common/rules/triggerIngredientForm';
import { param, payloadOf, restWrite } from './restWrite';
import {
  deleteStepField,
  fieldCount,
  findActionField,
  findTriggerField,
  insertActionField,
  insertTriggerField,
  isFieldSlugTaken,
  lockStep,
  updateActionField,
  updateTriggerField,
  type ActionFieldRow,
  type TriggerFieldRow,
} from './stepFieldStore';
import { findStepOfService, type ActionRow, type TriggerRow } from './stepStore';
import { findTriggerIngredient } from './triggerIngredientStore';

/**
 * The trigger field, action field and trigger ingredient forms' REST calls (service-config §7).
 * `:slug` is the service's module name, `:trigger_id` / `:action_id` the step's id, and the last
 * segment the field's key name or the ingredient's slug. The payload's own module_name, trigger_id
 * and action_id are ignored: the path decides.
 */
export const TRIGGER_FIELDS_PATH = '/services/:slug/triggers/:trigger_id/trigger_fields';
export const TRIGGER_FIELD_PATH = `${TRIGGER_FIELDS_PATH}/:field_slug`;
export const ACTION_FIELDS_PATH = '/services/:slug/actions/:action_id/action_fields';
export const ACTION_FIELD_PATH = `${ACTION_FIELDS_PATH}/:field_slug`;
export const TRIGGER_INGREDIENTS_PATH = '/services/:slug/triggers/:trigger_id/ingredients';
export const TRIGGER_INGREDIENT_PATH = `${TRIGGER_INGREDIENTS_PATH}/:ingredient_slug`;

export const STEP_FIELD_REST_PATHS = [
  TRIGGER_FIELDS_PATH,
  TRIGGER_FIELD_PATH,
  ACTION_FIELDS_PATH,
  ACTION_FIELD_PATH,
  TRIGGER_INGREDIENTS_PATH,
  TRIGGER_INGREDIENT_PATH,
];

/** A feed trigger's form hides 'Add field' once it has one (service-config §2); the server agrees. */
export const FEED_TRIGGER_ONE_FIELD = 'A feed trigger can have only one field.';

const TRIGGER_NOT_FOUND = 'Trigger not found.';
const ACTION_NOT_FOUND = 'Action not found.';
const TRIGGER_FIELD_NOT_FOUND = 'Trigger field not found.';
const ACTION_FIELD_NOT_FOUND = 'Action field not found.';
const INGREDIENT_NOT_FOUND = 'Ingredient not found.';

const TRIGGER_FIELD_KEY = 'partner_trigger_field';
const ACTION_FIELD_KEY = 'partners_action_field';
const INGREDIENT_KEY = 'partner_trigger_ingredient';

/** What the answers show of each item. */
export const triggerFieldJson = (f: TriggerFieldRow) => ({
  id: f.id,
  name: f.name,
  slug: f.slug,
  trigger_field_type: f.trigger_field_type,
  helper_text: f.helper_text,
  shareable: f.shareable,
  populator_values: f.populator_values,
  regex_value: f.regex_value,
  regex_error_message: f.regex_error_message,
  weight: f.weight,
});
export const actionFieldJson = (f: ActionFieldRow) => ({
  id: f.id,
  name: f.name,
  slug: f.slug,
  action_field_type: f.action_field_type,
  helper_text: f.helper_text,
  required: f.required,
  shareable: f.shareable,
  populator_values: f.populator_values,
  weight: f.weight,
});
export const triggerIngredientJson = (i: IngredientRow) => ({
  id: i.id,
  name: i.name,
  slug: i.slug,
  note: i.note,
  value_type: i.value_type,
  example: i.example,
  weight: i.weight,
});

const refusal = (errors: { attribute: string; message: string }[]) => ({ errors });
const deleted = () => ({ errors: [] });

/** The trigger (or action) the path names, with its service id. */
async function stepOf<T extends TriggerRow | ActionRow>(tx: Db, table: 'triggers' | 'actions', req: Request) {
  const step = await findStepOfService<T>(
    tx,
    table,
    param(req, 'slug'),
    param(req, table === 'triggers' ? 'trigger_id' : 'action_id'),
  );
  return step && { serviceId: step.service_id, item: step };
}

/** The step and the item of it the path's last segment names. */
async function partOf<T extends TriggerRow | ActionRow, I>(
  tx: Db,
  table: 'triggers' | 'actions',
  req: Request,
  findPart: (tx: Db, stepId: string, slug: string) => Promise<I | null>,
  slugParam: string,
) {
  const step = await stepOf<T>(tx, table, req);
  const part = step && (await findPart(tx, step.item.id, param(req, slugParam)));
  return step && part && { serviceId: step.serviceId, item: { step: step.item, part } };
}

const toIngredientValue = (v: TriggerIngredientFormValue) => ({ ...v, target_query_id: null, weight: null });

export function stepFieldRouter(deps: DomainDeps) {
  const router = express.Router();

  // ---- Trigger fields

  router.post(
    TRIGGER_FIELDS_PATH,
    handle((req, res) =>
      restWrite(deps, req, res, {
        status: 201,
        find: (tx) => stepOf<TriggerRow>(tx, 'triggers', req),
        notFoundMessage: TRIGGER_NOT_FOUND,
        takenAttribute: 'slug',
        async write(tx, trigger: TriggerRow) {
          const { payload, errors: shape } = payloadOf(req.body, TRIGGER_FIELD_KEY);
          if (shape.length) return refusal(shape);
          const { value, errors } = validateTriggerField(payload);
          if (errors.length) return refusal(errors);
          await lockStep(tx, 'triggers', trigger.id);
          if (await isFieldSlugTaken(tx, 'trigger_fields', trigger.id, value.slug, null))
            return refusal([{ attribute: 'slug', message: TAKEN }]);
          if (trigger.feed_url && (await fieldCount(tx, 'trigger_fields', trigger.id)) > 0)
            return refusal([{ attribute: 'base', message: FEED_TRIGGER_ONE_FIELD }]);
          const field = await insertTriggerField(tx, trigger.id, value);
          return { [TRIGGER_FIELD_KEY]: triggerFieldJson(field), errors: [] };
        },
      }),
    ),
  );

  router.put(
    TRIGGER_FIELD_PATH,
    handle((req, res) =>
      restWrite(deps, req, res, {
        status: 200,
        find: (tx) =>
          partOf<TriggerRow, TriggerFieldRow>(tx, 'triggers', req, findTriggerField, 'field_slug'),
        notFoundMessage: TRIGGER_FIELD_NOT_FOUND,
        takenAttribute: 'slug',
        async write(tx, { part: field }) {
          const { payload, errors: shape } = payloadOf(req.body, TRIGGER_FIELD_KEY);
          if (shape.length) return refusal(shape);
          const { value, errors } = validateTriggerField(payload);
          if (errors.length) return refusal(errors);
          if (await isFieldSlugTaken(tx, 'trigger_fields', field.trigger_id, value.slug, field.id))
            return refusal([{ attribute: 'slug', message: TAKEN }]);
          const updated = await updateTriggerField(tx, field.id, value);
          return { [TRIGGER_FIELD_KEY]: triggerFieldJson(updated), errors: [] };
        },
      }),
    ),
  );

  router.delete(
    TRIGGER_FIELD_PATH,
    handle((req, res) =>
      restWrite(deps, req, res, {
        status: 200,
        find: (tx) =>
          partOf<TriggerRow, TriggerFieldRow>(tx, 'triggers', req, findTriggerField, 'field_slug'),
        notFoundMessage: TRIGGER_FIELD_NOT_FOUND,
        async write(tx, { part: field }) {
          await deleteStepField(tx, 'trigger_fields', field.id);
          return deleted();
        },
      }),
    ),
  );

  // ---- Action fields

  router.post(
    ACTION_FIELDS_PATH,
    handle((req, res) =>
      restWrite(deps, req, res, {
        status: 201,
        find: (tx) => stepOf<ActionRow>(tx, 'actions', req),
        notFoundMessage: ACTION_NOT_FOUND,
        takenAttribute: 'slug',
        async write(tx, action: ActionRow) {
          const { payload, errors: shape } = payloadOf(req.body, ACTION_FIELD_KEY);
          if (shape.length) return refusal(shape);
          const { value, errors } = validateActionField(payload);
          if (errors.length) return refusal(errors);
          await lockStep(tx, 'actions', action.id);
          if (await isFieldSlugTaken(tx, 'action_fields', action.id, value.slug, null))
            return refusal([{ attribute: 'slug', message: TAKEN }]);
          const field = await insertActionField(tx, action.id, value);
          return { [ACTION_FIELD_KEY]: actionFieldJson(field), errors: [] };
        },
      }),
    ),
  );

  router.put(
    ACTION_FIELD_PATH,
    handle((req, res) =>
      restWrite(deps, req, res, {
        status: 200,
        find: (tx) => partOf<ActionRow, ActionFieldRow>(tx, 'actions', req, findActionField, 'field_slug'),
        notFoundMessage: ACTION_FIELD_NOT_FOUND,
        takenAttribute: 'slug',
        async write(tx, { part: field }) {
          const { payload, errors: shape } = payloadOf(req.body, ACTION_FIELD_KEY);
          if (shape.length) return refusal(shape);
          const { value, errors } = validateActionField(payload);
          if (errors.length) return refusal(errors);
          if (await isFieldSlugTaken(tx, 'action_fields', field.action_id, value.slug, field.id))
            return refusal([{ attribute: 'slug', message: TAKEN }]);
          const updated = await updateActionField(tx, field.id, value);
          return { [ACTION_FIELD_KEY]: actionFieldJson(updated), errors: [] };
        },
      }),
    ),
  );

  router.delete(
    ACTION_FIELD_PATH,
    handle((req, res) =>
      restWrite(deps, req, res, {
        status: 200,
        find: (tx) => partOf<ActionRow, ActionFieldRow>(tx, 'actions', req, findActionField, 'field_slug'),
        notFoundMessage: ACTION_FIELD_NOT_FOUND,
        async write(tx, { part: field }) {
          await deleteStepField(tx, 'action_fields', field.id);
          return deleted();
        },
      }),
    ),
  );

  // ---- Trigger ingredients

  router.post(
    TRIGGER_INGREDIENTS_PATH,
    handle((req, res) =>
      restWrite(deps, req, res, {
        status: 201,
        find: (tx) => stepOf<TriggerRow>(tx, 'triggers', req),
        notFoundMessage: TRIGGER_NOT_FOUND,
        takenAttribute: 'slug',
        async write(tx, trigger: TriggerRow) {
          const { payload, errors: shape } = payloadOf(req.body, INGREDIENT_KEY);
          if (shape.length) return refusal(shape);
          const { value, errors } = validateTriggerIngredient(payload);
          if (errors.length) return refusal(errors);
          await lockStep(tx, 'triggers', trigger.id);
          const parent = { column: 'trigger_id', id: trigger.id };
          if (await isTaken(tx, 'ingredients', parent, 'slug', value.slug, null))
            return refusal([{ attribute: 'slug', message: TAKEN }]);
          const ingredient = await insertIngredient(
            tx,
            { type: 'trigger', id: trigger.id },
            toIngredientValue(value),
          );
          return { [INGREDIENT_KEY]: triggerIngredientJson(ingredient), errors: [] };
        },
      }),
    ),
  );

  router.put(
    TRIGGER_INGREDIENT_PATH,
    handle((req, res) =>
      restWrite(deps, req, res, {
        status: 200,
        find: (tx) =>
          partOf<TriggerRow, IngredientRow>(tx, 'triggers', req, findTriggerIngredient, 'ingredient_slug'),
        notFoundMessage: INGREDIENT_NOT_FOUND,
        takenAttribute: 'slug',
        async write(tx, { step: trigger, part: ingredient }) {
          const { payload, errors: shape } = payloadOf(req.body, INGREDIENT_KEY);
          if (shape.length) return refusal(shape);
          const { value, errors } = validateTriggerIngredient(payload);
          if (errors.length) return refusal(errors);
          const parent = { column: 'trigger_id', id: trigger.id };
          if (await isTaken(tx, 'ingredients', parent, 'slug', value.slug, ingredient.id))
            return refusal([{ attribute: 'slug', message: TAKEN }]);
          const updated = await updateIngredient(tx, ingredient.id, toIngredientValue(value));
          return { [INGREDIENT_KEY]: triggerIngredientJson(updated), errors: [] };
        },
      }),
    ),
  );

  router.delete(
    TRIGGER_INGREDIENT_PATH,
    handle((req, res) =>
      restWrite(deps, req, res, {
        status: 200,
        find: (tx) =>
          partOf<TriggerRow, IngredientRow>(tx, 'triggers', req, findTriggerIngredient, 'ingredient_slug'),
        notFoundMessage: INGREDIENT_NOT_FOUND,
        async write(tx, { part: ingredient }) {
          await deleteIngredient(tx, ingredient.id);
          return deleted();
        },
      }),
    ),
  );

  return router;
}
