import { handle, type Db, type DomainDeps, type FieldError } from '@switchyard/server-kit';
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
  type ActionFieldFormValue as ActionFieldValue,
  type TriggerFieldFormValue as TriggerFieldValue,
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
 * The trigger field, action field and trigger ingredient forms' REST calls (see spec/service-config.md#rest).
 * `:slug` is the service's module name, `:trigger_id` / `:action_id` the step's id, and the last segment the
 * field's key name or the ingredient's slug. The payload's own module_name, trigger_id and action_id are
 * ignored: the path decides.
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

/**
 * A feed trigger's form hides 'Add field' once it has one (see spec/service-config.md#trigger-endpoint-form);
 * the server agrees.
 */
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

const refusal = (errors: FieldError[]) => ({ errors });

/**
 * One kind of part of a step the forms write over REST: what differs between trigger fields,
 * action fields and trigger ingredients is data, and one set of routes serves all three.
 */
interface StepPartKind<Row extends { id: string }, Value> {
  collection: string;
  item: string;
  /** The path parameter naming the part (its key name or slug). */
  itemParam: string;
  /** The step the part belongs to. */
  table: 'triggers' | 'actions';
  stepNotFound: string;
  partNotFound: string;
  /** The request and answer key of the part (the partner portal's names). */
  key: string;
  validate(payload: Record<string, unknown>): { value: Value; errors: FieldError[] };
  find(tx: Db, stepId: string, slug: string): Promise<Row | null>;
  slugTaken(tx: Db, stepId: string, slug: string, exceptId: string | null): Promise<boolean>;
  /** Refusals a new part meets beyond its own input (e.g. a feed trigger's one field). */
  createRefusals?(tx: Db, step: TriggerRow | ActionRow): Promise<FieldError[]>;
  insert(tx: Db, stepId: string, value: Value): Promise<Row>;
  update(tx: Db, id: string, value: Value): Promise<Row>;
  remove(tx: Db, id: string): Promise<void>;
  json(row: Row): object;
}

const triggerFields: StepPartKind<TriggerFieldRow, TriggerFieldValue> = {
  collection: TRIGGER_FIELDS_PATH,
  item: TRIGGER_FIELD_PATH,
  itemParam: 'field_slug',
  table: 'triggers',
  stepNotFound: TRIGGER_NOT_FOUND,
  partNotFound: TRIGGER_FIELD_NOT_FOUND,
  key: TRIGGER_FIELD_KEY,
  validate: validateTriggerField,
  find: findTriggerField,
  slugTaken: (tx, stepId, slug, exceptId) => isFieldSlugTaken(tx, 'trigger_fields', stepId, slug, exceptId),
  async createRefusals(tx, trigger) {
    const feed = (trigger as TriggerRow).feed_url;
    return feed && (await fieldCount(tx, 'trigger_fields', trigger.id)) > 0
      ? [{ attribute: 'base', message: FEED_TRIGGER_ONE_FIELD }]
      : [];
  },
  insert: insertTriggerField,
  update: updateTriggerField,
  remove: (tx, id) => deleteStepField(tx, 'trigger_fields', id),
  json: triggerFieldJson,
};

const actionFields: StepPartKind<ActionFieldRow, ActionFieldValue> = {
  collection: ACTION_FIELDS_PATH,
  item: ACTION_FIELD_PATH,
  itemParam: 'field_slug',
  table: 'actions',
  stepNotFound: ACTION_NOT_FOUND,
  partNotFound: ACTION_FIELD_NOT_FOUND,
  key: ACTION_FIELD_KEY,
  validate: validateActionField,
  find: findActionField,
  slugTaken: (tx, stepId, slug, exceptId) => isFieldSlugTaken(tx, 'action_fields', stepId, slug, exceptId),
  insert: insertActionField,
  update: updateActionField,
  remove: (tx, id) => deleteStepField(tx, 'action_fields', id),
  json: actionFieldJson,
};

const triggerIngredients: StepPartKind<IngredientRow, TriggerIngredientFormValue> = {
  collection: TRIGGER_INGREDIENTS_PATH,
  item: TRIGGER_INGREDIENT_PATH,
  itemParam: 'ingredient_slug',
  table: 'triggers',
  stepNotFound: TRIGGER_NOT_FOUND,
  partNotFound: INGREDIENT_NOT_FOUND,
  key: INGREDIENT_KEY,
  validate: validateTriggerIngredient,
  find: findTriggerIngredient,
  slugTaken: (tx, stepId, slug, exceptId) =>
    isTaken(tx, 'ingredients', { column: 'trigger_id', id: stepId }, 'slug', slug, exceptId),
  insert: (tx, stepId, value) =>
    insertIngredient(tx, { type: 'trigger', id: stepId }, toIngredientValue(value)),
  update: (tx, id, value) => updateIngredient(tx, id, toIngredientValue(value)),
  remove: deleteIngredient,
  json: triggerIngredientJson,
};

const toIngredientValue = (v: TriggerIngredientFormValue) => ({ ...v, target_query_id: null, weight: null });

/** The step the path names (`:trigger_id` / `:action_id` of the service `:slug`). */
async function stepOf(tx: Db, table: 'triggers' | 'actions', req: Request) {
  const id = param(req, table === 'triggers' ? 'trigger_id' : 'action_id');
  return findStepOfService<TriggerRow | ActionRow>(tx, table, param(req, 'slug'), id);
}

/** POST the collection, PUT and DELETE an item: the same checks for every kind of part. */
function partRoutes<Row extends { id: string }, Value extends { slug: string }>(
  router: express.Router,
  deps: DomainDeps,
  kind: StepPartKind<Row, Value>,
) {
  const input = (req: Request) => {
    const { payload, errors } = payloadOf(req.body, kind.key);
    return errors.length ? { value: null, errors } : kind.validate(payload);
  };
  const findPart = async (tx: Db, req: Request) => {
    const step = await stepOf(tx, kind.table, req);
    const part = step && (await kind.find(tx, step.id, param(req, kind.itemParam)));
    return step && part ? { serviceId: step.service_id, item: { step, part } } : null;
  };
  const answer = (row: Row) => ({ [kind.key]: kind.json(row), errors: [] });

  router.post(
    kind.collection,
    handle((req, res) =>
      restWrite(deps, req, res, {
        status: 201,
        find: async (tx) => {
          const step = await stepOf(tx, kind.table, req);
          return step && { serviceId: step.service_id, item: step };
        },
        notFoundMessage: kind.stepNotFound,
        takenAttribute: 'slug',
        async write(tx, step) {
          const { value, errors } = input(req);
          if (!value || errors.length) return refusal(errors);
          await lockStep(tx, kind.table, step.id);
          if (await kind.slugTaken(tx, step.id, value.slug, null))
            return refusal([{ attribute: 'slug', message: TAKEN }]);
          const refused = (await kind.createRefusals?.(tx, step)) ?? [];
          if (refused.length) return refusal(refused);
          return answer(await kind.insert(tx, step.id, value));
        },
      }),
    ),
  );

  router.put(
    kind.item,
    handle((req, res) =>
      restWrite(deps, req, res, {
        status: 200,
        find: (tx) => findPart(tx, req),
        notFoundMessage: kind.partNotFound,
        takenAttribute: 'slug',
        async write(tx, { step, part }) {
          const { value, errors } = input(req);
          if (!value || errors.length) return refusal(errors);
          if (await kind.slugTaken(tx, step.id, value.slug, part.id))
            return refusal([{ attribute: 'slug', message: TAKEN }]);
          return answer(await kind.update(tx, part.id, value));
        },
      }),
    ),
  );

  router.delete(
    kind.item,
    handle((req, res) =>
      restWrite(deps, req, res, {
        status: 200,
        find: (tx) => findPart(tx, req),
        notFoundMessage: kind.partNotFound,
        async write(tx, { part }) {
          await kind.remove(tx, part.id);
          return { errors: [] };
        },
      }),
    ),
  );
}

export function stepFieldRouter(deps: DomainDeps) {
  const router = express.Router();
  partRoutes(router, deps, triggerFields);
  partRoutes(router, deps, actionFields);
  partRoutes(router, deps, triggerIngredients);
  return router;
}
