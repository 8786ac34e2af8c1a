import type { Db, DomainDeps, FieldError, RequestContext } from '@switchyard/server-kit';
import { writeToService } from './writeAccess';
import {
  childIds,
  cloneQuery,
  deleteIngredient,
  deleteQuery,
  deleteQueryField,
  findIngredientById,
  findQueryById,
  findQueryByModuleName,
  findQueryFieldById,
  insertIngredient,
  insertQuery,
  insertQueryField,
  isTaken,
  moduleNamesOfService,
  updateIngredient,
  updateQuery,
  updateQueryField,
  writeWeights,
  type IngredientRow,
  type ParentColumn,
  type QueryFieldRow,
  type QueryRow,
  type ReorderTable,
} from './queryStore';
import {
  INGREDIENT_PARENT_TYPES,
  TARGET_QUERY_FOREIGN,
  validateIngredient,
  type IngredientFormInput,
} from '@switchyard/service-config-common/rules/ingredientForm';
import { cloneModuleName, cloneName } from '@switchyard/service-config-common/rules/queryClone';
import {
  validateQueryField,
  type QueryFieldFormInput,
} from '@switchyard/service-config-common/rules/queryFieldForm';
import { validateQuery, type QueryFormInput } from '@switchyard/service-config-common/rules/queryForm';
import { reorderProblem } from '@switchyard/service-config-common/rules/reorder';
import { NOT_IN_LIST } from '@switchyard/service-config-common/rules/stepName';
import { isUuid } from '../services/serviceStore';
import { itemMutations, type ItemKind, type ItemScope } from '../steps/itemMutations';
import { lockStep } from '../steps/stepFieldStore';
import { findActionBySlug, findTriggerBySlugOrId } from '../steps/stepStore';

/** Step types whose fields reorderStepFields orders, and the table and parent column of those fields. */
const FIELD_PARENTS: Record<string, { table: ReorderTable; column: ParentColumn }> = {
  query: { table: 'query_fields', column: 'query_id' },
  trigger: { table: 'trigger_fields', column: 'trigger_id' },
  action: { table: 'action_fields', column: 'action_id' },
};
/** Step types whose ingredients reorderStepIngredients orders (ingredients.query_id / trigger_id). */
const INGREDIENT_PARENTS: Record<string, { table: ReorderTable; column: ParentColumn }> = {
  query: { table: 'ingredients', column: 'query_id' },
  trigger: { table: 'ingredients', column: 'trigger_id' },
};
const STEP_NOT_FOUND: Record<string, string> = {
  query: 'Query not found.',
  trigger: 'Trigger not found.',
  action: 'Action not found.',
};
/** The service's list each step type of reorderTqas orders. */
const TQA_TABLES: Record<string, 'triggers' | 'queries' | 'actions'> = {
  trigger: 'triggers',
  query: 'queries',
  action: 'actions',
};

const QUERY_NOT_FOUND = 'Query not found.';
const SERVICE_NOT_FOUND = 'Service not found.';

const stepPayload = (errors: FieldError[]) => ({ errors });
const queryPayload = (errors: FieldError[]): { query: QueryRow | null; errors: FieldError[] } => ({
  query: null,
  errors,
});

export async function serviceIdByModuleName(tx: Db, moduleName: string) {
  const { rows } = await tx.query<{ id: string }>(
    'SELECT id FROM service_config.services WHERE module_name = $1',
    [moduleName],
  );
  return rows[0] ? { serviceId: rows[0].id, item: rows[0].id } : null;
}

const queryOf = async (tx: Db, id: string) => {
  const query = await findQueryById(tx, id);
  return query && { serviceId: query.service_id, item: query };
};

/** A query of the service and its service id, for the writes addressed by service and endpoint. */
async function queryByModuleNames(tx: Db, channel: string, moduleName: string) {
  const service = await serviceIdByModuleName(tx, channel);
  const query = service && (await findQueryByModuleName(tx, service.serviceId, moduleName));
  return query && { serviceId: query.service_id, item: query };
}

/** The target query, when one is named, must be a query of the same service. */
async function targetQueryErrors(tx: Db, serviceId: string, targetId: string | null): Promise<FieldError[]> {
  if (targetId === null) return [];
  const target = isUuid(targetId) ? await findQueryById(tx, targetId) : null;
  return target && target.service_id === serviceId
    ? []
    : [{ attribute: 'target_query_id', message: TARGET_QUERY_FOREIGN }];
}

/** Checked before anything is looked up: a step type the reorder does not know is bad input. */
const unknownStepType = (stepType: string, known: Record<string, unknown>) =>
  Object.hasOwn(known, stepType)
    ? null
    : Promise.resolve(stepPayload([{ attribute: 'step_type', message: NOT_IN_LIST }]));

/**
 * The step a field or ingredient reorder names, with its service id: a query by its endpoint, a
 * trigger by its slug or (feed trigger) id, an action by its slug.
 */
async function stepByModuleNames(tx: Db, channel: string, stepType: string, moduleName: string) {
  if (stepType === 'query') {
    const query = await queryByModuleNames(tx, channel, moduleName);
    return query && { serviceId: query.serviceId, item: query.item.id };
  }
  const service = await serviceIdByModuleName(tx, channel);
  if (!service) return null;
  const step =
    stepType === 'trigger'
      ? await findTriggerBySlugOrId(tx, service.serviceId, moduleName)
      : await findActionBySlug(tx, service.serviceId, moduleName);
  return step && { serviceId: step.service_id, item: step.id };
}

/** Field and ingredient writes of a trigger or action take turns (as the REST routes' do). */
async function lockParent(tx: Db, stepType: string, stepId: string) {
  if (stepType === 'trigger' || stepType === 'action')
    await lockStep(tx, stepType === 'trigger' ? 'triggers' : 'actions', stepId);
}

/** Refuses a list that is not every item of the parent once; else writes weights 0..n-1. */
async function reorder(
  tx: Db,
  table: ReorderTable,
  parent: { column: ParentColumn; id: string },
  attribute: string,
  ids: string[],
) {
  const problem = reorderProblem(await childIds(tx, table, parent.column, parent.id), ids);
  if (problem) return stepPayload([{ attribute, message: problem }]);
  await writeWeights(tx, table, ids);
  return stepPayload([]);
}

type QueryValue = ReturnType<typeof validateQuery>['value'];
type QueryFieldValue = ReturnType<typeof validateQueryField>['value'];
type IngredientValue = ReturnType<typeof validateIngredient>['value'];

/** A query of a service: the service owns it and is its parent. */
const queries: ItemKind<QueryRow, QueryValue, QueryFormInput> = {
  key: 'query',
  notFound: QUERY_NOT_FOUND,
  takenAttribute: 'module_name',
  validate: validateQuery,
  taken: (tx, serviceId, v, exceptId) =>
    isTaken(tx, 'queries', { column: 'service_id', id: serviceId }, 'module_name', v.module_name, exceptId),
  async find(tx, id) {
    const query = await findQueryById(tx, id);
    return query && { scope: { serviceId: query.service_id, parentId: query.service_id }, row: query };
  },
  insert: insertQuery,
  update: updateQuery,
  remove: deleteQuery,
};

/** A field of a query; its name's slug is unique in the query (reported on 'name'). */
const queryFields: ItemKind<QueryFieldRow, QueryFieldValue, QueryFieldFormInput> = {
  key: 'query_field',
  notFound: 'Query field not found.',
  takenAttribute: 'name',
  validate: (a) => validateQueryField({ ...a, weight: a.weight ?? null }),
  taken: (tx, queryId, v, exceptId) =>
    isTaken(tx, 'query_fields', { column: 'query_id', id: queryId }, 'slug', v.slug, exceptId),
  async find(tx, id) {
    const field = await findQueryFieldById(tx, id);
    const query = field && (await findQueryById(tx, field.query_id));
    return field && query && { scope: { serviceId: query.service_id, parentId: query.id }, row: field };
  },
  insert: insertQueryField,
  update: updateQueryField,
  remove: deleteQueryField,
};

/** An ingredient of a query (ingredients of triggers are written over REST); its target query is of the same service. */
const ingredients: ItemKind<IngredientRow, IngredientValue, IngredientFormInput> = {
  key: 'ingredient',
  notFound: 'Ingredient not found.',
  takenAttribute: 'slug',
  validate: validateIngredient,
  checks: (tx, scope, v) => targetQueryErrors(tx, scope.serviceId, v.target_query_id),
  taken: (tx, queryId, v, exceptId) =>
    isTaken(tx, 'ingredients', { column: 'query_id', id: queryId }, 'slug', v.slug, exceptId),
  async find(tx, id) {
    const ingredient = await findIngredientById(tx, id);
    if (!ingredient || ingredient.parent_type !== 'query') return null;
    const query = await findQueryById(tx, ingredient.parent_id);
    return query && { scope: { serviceId: query.service_id, parentId: query.id }, row: ingredient };
  },
  insert: (tx, queryId, v) => insertIngredient(tx, { type: 'query', id: queryId }, v),
  update: updateIngredient,
  remove: deleteIngredient,
};

/** The query a field or ingredient is created in, by id. */
async function queryNamed(tx: Db, id: string): Promise<ItemScope | null> {
  const query = await findQueryById(tx, id);
  return query && { serviceId: query.service_id, parentId: query.id };
}
interface ReorderTqasArgs {
  channel_module_name: string;
  step_type: string;
  ids: string[];
}
interface ReorderFieldsArgs {
  channel_module_name: string;
  step_module_name: string;
  step_type: string;
  field_ids: string[];
}
interface ReorderIngredientsArgs {
  channel_module_name: string;
  step_type: string;
  step_type_module_name: string;
  ingredient_ids: string[];
}
type Id = { id: string };

/**
 * The queries area's mutations (see spec/service-config.md#graphql-single-endpoint-path-not-shown); every one
 * answers refusals as errors and changes nothing then.
 */
export function queryMutationResolvers(deps: DomainDeps) {
  const { db, events } = deps;
  const query = itemMutations(deps, queries);
  const field = itemMutations(deps, queryFields);
  const ingredient = itemMutations(deps, ingredients);
  const createIngredient = ingredient.create(
    (tx: Db, a: { parent_id: string }) => queryNamed(tx, a.parent_id),
    QUERY_NOT_FOUND,
  );
  return {
    reorderTqas: (_: unknown, a: ReorderTqasArgs, ctx: RequestContext) =>
      (Object.hasOwn(TQA_TABLES, a.step_type)
        ? null
        : Promise.resolve(stepPayload([{ attribute: 'step_type', message: NOT_IN_LIST }]))) ??
      writeToService({
        ctx,
        db,
        events,
        find: (tx) => serviceIdByModuleName(tx, a.channel_module_name),
        notFoundMessage: SERVICE_NOT_FOUND,
        refuse: stepPayload,
        write: (tx, serviceId) =>
          reorder(tx, TQA_TABLES[a.step_type], { column: 'service_id', id: serviceId }, 'ids', a.ids),
      }),

    queryCreate: query.create(async (tx: Db, a: { channel_module_name: string }) => {
      const service = await serviceIdByModuleName(tx, a.channel_module_name);
      return service && { serviceId: service.serviceId, parentId: service.serviceId };
    }, SERVICE_NOT_FOUND),
    queryUpdate: query.update,
    queryDelete: query.remove,

    queryClone: (_: unknown, a: Id, ctx: RequestContext) =>
      writeToService({
        ctx,
        db,
        events,
        find: (tx) => queryOf(tx, a.id),
        notFoundMessage: QUERY_NOT_FOUND,
        refuse: queryPayload,
        takenAttribute: 'module_name',
        async write(tx, query: QueryRow) {
          const taken = await moduleNamesOfService(tx, query.service_id);
          const copy = {
            module_name: cloneModuleName(query.module_name, taken),
            name: cloneName(query.name),
          };
          return { query: await cloneQuery(tx, query, copy), errors: [] };
        },
      }),

    queryFieldCreate: field.create(
      (tx: Db, a: { query_id: string }) => queryNamed(tx, a.query_id),
      QUERY_NOT_FOUND,
    ),
    queryFieldUpdate: field.update,
    queryFieldDelete: field.remove,

    reorderStepFields: (_: unknown, a: ReorderFieldsArgs, ctx: RequestContext) =>
      unknownStepType(a.step_type, FIELD_PARENTS) ??
      writeToService({
        ctx,
        db,
        events,
        find: (tx) => stepByModuleNames(tx, a.channel_module_name, a.step_type, a.step_module_name),
        notFoundMessage: STEP_NOT_FOUND[a.step_type],
        refuse: stepPayload,
        async write(tx, stepId: string) {
          await lockParent(tx, a.step_type, stepId);
          const { table, column } = FIELD_PARENTS[a.step_type];
          return reorder(tx, table, { column, id: stepId }, 'field_ids', a.field_ids);
        },
      }),

    ingredientCreate: (
      parent: unknown,
      a: Omit<IngredientFormInput, 'weight'> & { parent_id: string; parent_type: string },
      ctx: RequestContext,
    ) =>
      INGREDIENT_PARENT_TYPES.includes(a.parent_type)
        ? createIngredient(parent, { ...a, weight: null }, ctx)
        : Promise.resolve({ ingredient: null, errors: [{ attribute: 'parent_type', message: NOT_IN_LIST }] }),
    ingredientUpdate: ingredient.update,
    ingredientDelete: ingredient.remove,

    reorderStepIngredients: (_: unknown, a: ReorderIngredientsArgs, ctx: RequestContext) =>
      unknownStepType(a.step_type, INGREDIENT_PARENTS) ??
      writeToService({
        ctx,
        db,
        events,
        find: (tx) => stepByModuleNames(tx, a.channel_module_name, a.step_type, a.step_type_module_name),
        notFoundMessage: STEP_NOT_FOUND[a.step_type],
        refuse: stepPayload,
        async write(tx, stepId: string) {
          await lockParent(tx, a.step_type, stepId);
          const { table, column } = INGREDIENT_PARENTS[a.step_type];
          return reorder(tx, table, { column, id: stepId }, 'ingredient_ids', a.ingredient_ids);
        },
      }),
  };
}
