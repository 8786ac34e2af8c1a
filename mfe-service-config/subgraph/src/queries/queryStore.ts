import type { Db } from '@switchyard/server-kit';
import type { IngredientFormValue } from '@switchyard/service-config-common/rules/ingredientForm';
import type {
  QueryFieldFormValue,
  StaticOption,
} from '@switchyard/service-config-common/rules/queryFieldForm';
import type { QueryFormValue } from '@switchyard/service-config-common/rules/queryForm';
import { isUuid } from '../services/serviceStore';

/** Rows of the queries area's tables (migrations/0003_queries.sql), as the resolvers receive them. */
export interface QueryRow {
  id: string;
  service_id: string;
  module_name: string;
  name: string;
  description: string;
  weight: number;
}

export interface QueryFieldRow {
  id: string;
  query_id: string;
  slug: string;
  label: string;
  helper_text: string | null;
  required: boolean;
  weight: number;
  normalized_field_type: string;
  field_type_definition_slug: string;
  static_options: StaticOption[];
}

export interface IngredientRow {
  id: string;
  parent_type: string;
  parent_id: string;
  name: string;
  slug: string;
  note: string;
  value_type: string;
  example: string | null;
  target_query_id: string | null;
  weight: number;
}

const Q = 'service_config.queries';
const F = 'service_config.query_fields';
const I = 'service_config.ingredients';
const QUERY_COLUMNS = 'id, service_id, module_name, name, description, weight';
const FIELD_COLUMNS = `id, query_id, slug, label, helper_text, required, weight, normalized_field_type,
  field_type_definition_slug, static_options`;
const INGREDIENT_COLUMNS =
  'id, parent_type, parent_id, name, slug, note, value_type, example, target_query_id, weight';

function groupBy<T>(keys: string[], rows: T[], keyOf: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>(keys.map((k) => [k, []]));
  for (const row of rows) map.get(keyOf(row))?.push(row);
  return map;
}

/** Each service's queries, by weight then name. */
export async function queriesOfServices(db: Db, serviceIds: string[]): Promise<Map<string, QueryRow[]>> {
  const ids = serviceIds.filter(isUuid);
  if (ids.length === 0) return groupBy(serviceIds, [], () => '');
  const { rows } = await db.query<QueryRow>(
    `SELECT ${QUERY_COLUMNS} FROM ${Q} WHERE service_id = ANY($1::uuid[]) ORDER BY weight, name, module_name`,
    [ids],
  );
  return groupBy(serviceIds, rows, (r) => r.service_id);
}

/** Each query's fields, by weight then key name. */
export async function fieldsOfQueries(db: Db, queryIds: string[]): Promise<Map<string, QueryFieldRow[]>> {
  const { rows } = await db.query<QueryFieldRow>(
    `SELECT ${FIELD_COLUMNS} FROM ${F} WHERE query_id = ANY($1::uuid[]) ORDER BY weight, slug`,
    [queryIds.filter(isUuid)],
  );
  return groupBy(queryIds, rows, (r) => r.query_id);
}

/** Each query's ingredients, by weight then slug. */
export async function ingredientsOfQueries(
  db: Db,
  queryIds: string[],
): Promise<Map<string, IngredientRow[]>> {
  const { rows } = await db.query<IngredientRow>(
    `SELECT ${INGREDIENT_COLUMNS} FROM ${I} WHERE query_id = ANY($1::uuid[]) ORDER BY weight, slug`,
    [queryIds.filter(isUuid)],
  );
  return groupBy(queryIds, rows, (r) => r.parent_id);
}

export async function queriesByIds(db: Db, ids: string[]): Promise<Map<string, QueryRow>> {
  const { rows } = await db.query<QueryRow>(`SELECT ${QUERY_COLUMNS} FROM ${Q} WHERE id = ANY($1::uuid[])`, [
    ids.filter(isUuid),
  ]);
  return new Map(rows.map((r) => [r.id, r]));
}

export async function findQueryById(db: Db, id: string): Promise<QueryRow | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<QueryRow>(`SELECT ${QUERY_COLUMNS} FROM ${Q} WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

export async function findQueryByModuleName(
  db: Db,
  serviceId: string,
  moduleName: string,
): Promise<QueryRow | null> {
  const { rows } = await db.query<QueryRow>(
    `SELECT ${QUERY_COLUMNS} FROM ${Q} WHERE service_id = $1 AND module_name = $2`,
    [serviceId, moduleName],
  );
  return rows[0] ?? null;
}

export async function findQueryFieldById(db: Db, id: string): Promise<QueryFieldRow | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<QueryFieldRow>(`SELECT ${FIELD_COLUMNS} FROM ${F} WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

export async function findIngredientById(db: Db, id: string): Promise<IngredientRow | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<IngredientRow>(`SELECT ${INGREDIENT_COLUMNS} FROM ${I} WHERE id = $1`, [
    id,
  ]);
  return rows[0] ?? null;
}

/** Whether another row of the same parent already uses the value (the unique constraints' check, in advance). */
export async function isTaken(
  db: Db,
  table: 'queries' | 'query_fields' | 'ingredients',
  parent: { column: string; id: string },
  column: string,
  value: string,
  exceptId: string | null,
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM service_config.${table}
     WHERE ${parent.column} = $1 AND ${column} = $2 AND ($3::uuid IS NULL OR id <> $3::uuid) LIMIT 1`,
    [parent.id, value, exceptId],
  );
  return rows.length > 0;
}

/** The weight a new last item gets: one more than the largest (0 for the first). */
async function nextWeight(db: Db, table: string, parentColumn: string, parentId: string): Promise<number> {
  const { rows } = await db.query<{ w: number }>(
    `SELECT coalesce(max(weight) + 1, 0)::int AS w FROM service_config.${table} WHERE ${parentColumn} = $1`,
    [parentId],
  );
  return rows[0].w;
}

export async function insertQuery(
  db: Db,
  serviceId: string,
  v: Omit<QueryFormValue, 'weight'>,
): Promise<QueryRow> {
  const weight = await nextWeight(db, 'queries', 'service_id', serviceId);
  const { rows } = await db.query<QueryRow>(
    `INSERT INTO ${Q} (service_id, module_name, name, description, weight) VALUES ($1, $2, $3, $4, $5)
     RETURNING ${QUERY_COLUMNS}`,
    [serviceId, v.module_name, v.name, v.description, weight],
  );
  return rows[0];
}

export async function updateQuery(db: Db, id: string, v: QueryFormValue): Promise<QueryRow> {
  const { rows } = await db.query<QueryRow>(
    `UPDATE ${Q} SET module_name = $2, name = $3, description = $4, weight = coalesce($5, weight)
     WHERE id = $1 RETURNING ${QUERY_COLUMNS}`,
    [id, v.module_name, v.name, v.description, v.weight],
  );
  return rows[0];
}

/** Deletes a query; its fields and ingredients go with it (ON DELETE CASCADE). */
export async function deleteQuery(db: Db, id: string): Promise<void> {
  await db.query(`DELETE FROM ${Q} WHERE id = $1`, [id]);
}

export async function insertQueryField(
  db: Db,
  queryId: string,
  v: Omit<QueryFieldFormValue, 'weight'>,
): Promise<QueryFieldRow> {
  const weight = await nextWeight(db, 'query_fields', 'query_id', queryId);
  const { rows } = await db.query<QueryFieldRow>(
    `INSERT INTO ${F} (query_id, slug, label, helper_text, required, weight, normalized_field_type,
       field_type_definition_slug, static_options)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb) RETURNING ${FIELD_COLUMNS}`,
    [
      queryId,
      v.slug,
      v.label,
      v.helper_text,
      v.required,
      weight,
      v.normalized_field_type,
      v.field_type_definition_slug,
      JSON.stringify(v.static_options),
    ],
  );
  return rows[0];
}

export async function updateQueryField(db: Db, id: string, v: QueryFieldFormValue): Promise<QueryFieldRow> {
  const { rows } = await db.query<QueryFieldRow>(
    `UPDATE ${F} SET slug = $2, label = $3, helper_text = $4, required = $5, weight = coalesce($6, weight),
       normalized_field_type = $7, field_type_definition_slug = $8, static_options = $9::jsonb
     WHERE id = $1 RETURNING ${FIELD_COLUMNS}`,
    [
      id,
      v.slug,
      v.label,
      v.helper_text,
      v.required,
      v.weight,
      v.normalized_field_type,
      v.field_type_definition_slug,
      JSON.stringify(v.static_options),
    ],
  );
  return rows[0];
}

export async function deleteQueryField(db: Db, id: string): Promise<void> {
  await db.query(`DELETE FROM ${F} WHERE id = $1`, [id]);
}

export async function insertIngredient(
  db: Db,
  parent: { type: 'query' | 'trigger'; id: string },
  v: Omit<IngredientFormValue, 'weight'>,
): Promise<IngredientRow> {
  const weight = await nextWeight(db, 'ingredients', 'parent_id', parent.id);
  const { rows } = await db.query<IngredientRow>(
    `INSERT INTO ${I} (parent_type, parent_id, name, slug, note, value_type, example, target_query_id, weight)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${INGREDIENT_COLUMNS}`,
    [parent.type, parent.id, v.name, v.slug, v.note, v.value_type, v.example, v.target_query_id, weight],
  );
  return rows[0];
}

export async function updateIngredient(db: Db, id: string, v: IngredientFormValue): Promise<IngredientRow> {
  const { rows } = await db.query<IngredientRow>(
    `UPDATE ${I} SET name = $2, slug = $3, note = $4, value_type = $5, example = $6, target_query_id = $7,
       weight = coalesce($8, weight)
     WHERE id = $1 RETURNING ${INGREDIENT_COLUMNS}`,
    [id, v.name, v.slug, v.note, v.value_type, v.example, v.target_query_id, v.weight],
  );
  return rows[0];
}

export async function deleteIngredient(db: Db, id: string): Promise<void> {
  await db.query(`DELETE FROM ${I} WHERE id = $1`, [id]);
}

/** Tables whose rows are ordered by weight within their parent. */
export type ReorderTable =
  'triggers' | 'queries' | 'actions' | 'query_fields' | 'ingredients' | 'trigger_fields' | 'action_fields';
/** The columns naming an item's parent (ingredients: query_id or trigger_id, generated from parent_id). */
export type ParentColumn = 'service_id' | 'query_id' | 'trigger_id' | 'action_id';

/** The ids of a parent's items, for checking a reorder's list. */
export async function childIds(
  db: Db,
  table: ReorderTable,
  parentColumn: ParentColumn,
  parentId: string,
): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM service_config.${table} WHERE ${parentColumn} = $1`,
    [parentId],
  );
  return rows.map((r) => r.id);
}

/** Gives the listed rows the weights 0..n-1 in list order (the list is checked complete by the caller). */
export async function writeWeights(db: Db, table: ReorderTable, ids: string[]): Promise<void> {
  await db.query(
    `UPDATE service_config.${table} AS t SET weight = o.ord - 1
     FROM unnest($1::uuid[]) WITH ORDINALITY AS o(id, ord) WHERE t.id = o.id`,
    [ids],
  );
}

/** Copies a query with its fields and ingredients as the service's last query; returns the copy. */
export async function cloneQuery(
  db: Db,
  original: QueryRow,
  copy: { module_name: string; name: string },
): Promise<QueryRow> {
  const clone = await insertQuery(db, original.service_id, { ...copy, description: original.description });
  await db.query(
    `INSERT INTO ${F} (query_id, slug, label, helper_text, required, weight, normalized_field_type,
       field_type_definition_slug, static_options)
     SELECT $2, slug, label, helper_text, required, weight, normalized_field_type,
       field_type_definition_slug, static_options
     FROM ${F} WHERE query_id = $1`,
    [original.id, clone.id],
  );
  // An ingredient that pointed at its own query points at the copy.
  await db.query(
    `INSERT INTO ${I} (parent_type, parent_id, name, slug, note, value_type, example, target_query_id, weight)
     SELECT 'query', $2, name, slug, note, value_type, example,
       CASE WHEN target_query_id = $1 THEN $2::uuid ELSE target_query_id END, weight
     FROM ${I} WHERE query_id = $1`,
    [original.id, clone.id],
  );
  return clone;
}

/** The endpoints a service's queries use. */
export async function moduleNamesOfService(db: Db, serviceId: string): Promise<Set<string>> {
  const { rows } = await db.query<{ module_name: string }>(
    `SELECT module_name FROM ${Q} WHERE service_id = $1`,
    [serviceId],
  );
  return new Set(rows.map((r) => r.module_name));
}

/**
 * The service row, locked against publication until the transaction ends, so a write checked
 * against an unpublished service cannot land on a published one. The lock is exclusive (writes of
 * one service take turns): every write also bumps the service's config_version, and two writers
 * holding a shared lock that both upgrade it would deadlock.
 */
export async function lockService<T>(
  db: Db,
  where: { id: string } | { module_name: string },
): Promise<T | null> {
  const [column, value] = 'id' in where ? ['id', where.id] : ['module_name', where.module_name];
  if (column === 'id' && !isUuid(value)) return null;
  const { rows } = await db.query<T>(
    `SELECT * FROM service_config.services WHERE ${column} = $1 FOR NO KEY UPDATE`,
    [value],
  );
  return rows[0] ?? null;
}
