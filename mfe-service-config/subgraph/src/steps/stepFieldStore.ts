import type { Db } from '@switchyard/server-kit';
import type {
  ActionFieldFormValue,
  PopulatorValue,
  TriggerFieldFormValue,
} from '@switchyard/service-config-common/rules/stepFieldForm';
import { isUuid } from '../services/serviceStore';

/** Rows of trigger_fields and action_fields (migrations/0006_step_fields.sql). */
export interface TriggerFieldRow {
  id: string;
  trigger_id: string;
  name: string;
  slug: string;
  trigger_field_type: number;
  helper_text: string | null;
  shareable: boolean;
  populator_values: PopulatorValue[];
  regex_value: string | null;
  regex_error_message: string | null;
  weight: number;
}

export interface ActionFieldRow {
  id: string;
  action_id: string;
  name: string;
  slug: string;
  action_field_type: number;
  helper_text: string | null;
  required: boolean;
  shareable: boolean;
  populator_values: PopulatorValue[];
  weight: number;
}

export type StepFieldTable = 'trigger_fields' | 'action_fields';

const TRIGGER_FIELD_COLUMNS = `id, trigger_id, name, slug, trigger_field_type, helper_text, shareable,
  populator_values, regex_value, regex_error_message, weight`;
const ACTION_FIELD_COLUMNS = `id, action_id, name, slug, action_field_type, helper_text, required, shareable,
  populator_values, weight`;

const TABLES = {
  trigger_fields: { parent: 'trigger_id', columns: TRIGGER_FIELD_COLUMNS },
  action_fields: { parent: 'action_id', columns: ACTION_FIELD_COLUMNS },
} as const;

/** Each step's fields, by weight then name (one query for all the steps). */
async function fieldsOfSteps<T extends { id: string }>(
  db: Db,
  table: StepFieldTable,
  stepIds: string[],
  parentOf: (row: T) => string,
): Promise<Map<string, T[]>> {
  const byStep = new Map<string, T[]>(stepIds.map((id) => [id, []]));
  const ids = stepIds.filter(isUuid);
  if (ids.length === 0) return byStep;
  const { parent, columns } = TABLES[table];
  const { rows } = await db.query<T>(
    `SELECT ${columns} FROM service_config.${table} WHERE ${parent} = ANY($1::uuid[]) ORDER BY weight, name, id`,
    [ids],
  );
  for (const row of rows) byStep.get(parentOf(row))?.push(row);
  return byStep;
}

export const fieldsOfTriggers = (db: Db, triggerIds: string[]) =>
  fieldsOfSteps<TriggerFieldRow>(db, 'trigger_fields', triggerIds, (r) => r.trigger_id);
export const fieldsOfActions = (db: Db, actionIds: string[]) =>
  fieldsOfSteps<ActionFieldRow>(db, 'action_fields', actionIds, (r) => r.action_id);

/** A field of the step by its key name (slug); null when the step has none by that name. */
async function findField<T>(db: Db, table: StepFieldTable, stepId: string, slug: string): Promise<T | null> {
  const { parent, columns } = TABLES[table];
  const { rows } = await db.query<T>(
    `SELECT ${columns} FROM service_config.${table} WHERE ${parent} = $1 AND slug = $2`,
    [stepId, slug],
  );
  return rows[0] ?? null;
}

export const findTriggerField = (db: Db, triggerId: string, slug: string) =>
  findField<TriggerFieldRow>(db, 'trigger_fields', triggerId, slug);
export const findActionField = (db: Db, actionId: string, slug: string) =>
  findField<ActionFieldRow>(db, 'action_fields', actionId, slug);

/** Whether another field of the step already has the key name. */
export async function isFieldSlugTaken(
  db: Db,
  table: StepFieldTable,
  stepId: string,
  slug: string,
  exceptId: string | null,
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM service_config.${table}
     WHERE ${TABLES[table].parent} = $1 AND slug = $2 AND ($3::uuid IS NULL OR id <> $3::uuid) LIMIT 1`,
    [stepId, slug, exceptId],
  );
  return rows.length > 0;
}

export async function fieldCount(db: Db, table: StepFieldTable, stepId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM service_config.${table} WHERE ${TABLES[table].parent} = $1`,
    [stepId],
  );
  return rows[0].n;
}

/** The weight a new last field gets: one more than the largest (0 for the first). */
async function nextWeight(db: Db, table: StepFieldTable, stepId: string): Promise<number> {
  const { rows } = await db.query<{ w: number }>(
    `SELECT coalesce(max(weight) + 1, 0)::int AS w FROM service_config.${table} WHERE ${TABLES[table].parent} = $1`,
    [stepId],
  );
  return rows[0].w;
}

export async function insertTriggerField(
  db: Db,
  triggerId: string,
  v: TriggerFieldFormValue,
): Promise<TriggerFieldRow> {
  const weight = await nextWeight(db, 'trigger_fields', triggerId);
  const { rows } = await db.query<TriggerFieldRow>(
    `INSERT INTO service_config.trigger_fields (trigger_id, name, slug, trigger_field_type, helper_text, shareable,
       populator_values, regex_value, regex_error_message, weight)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10) RETURNING ${TRIGGER_FIELD_COLUMNS}`,
    [
      triggerId,
      v.name,
      v.slug,
      v.trigger_field_type,
      v.helper_text,
      v.shareable,
      JSON.stringify(v.populator_values),
      v.regex_value,
      v.regex_error_message,
      weight,
    ],
  );
  return rows[0];
}

/** Changes everything but the position (reorderStepFields moves fields). */
export async function updateTriggerField(
  db: Db,
  id: string,
  v: TriggerFieldFormValue,
): Promise<TriggerFieldRow> {
  const { rows } = await db.query<TriggerFieldRow>(
    `UPDATE service_config.trigger_fields SET name = $2, slug = $3, trigger_field_type = $4, helper_text = $5,
       shareable = $6, populator_values = $7::jsonb, regex_value = $8, regex_error_message = $9
     WHERE id = $1 RETURNING ${TRIGGER_FIELD_COLUMNS}`,
    [
      id,
      v.name,
      v.slug,
      v.trigger_field_type,
      v.helper_text,
      v.shareable,
      JSON.stringify(v.populator_values),
      v.regex_value,
      v.regex_error_message,
    ],
  );
  return rows[0];
}

export async function insertActionField(
  db: Db,
  actionId: string,
  v: ActionFieldFormValue,
): Promise<ActionFieldRow> {
  const weight = await nextWeight(db, 'action_fields', actionId);
  const { rows } = await db.query<ActionFieldRow>(
    `INSERT INTO service_config.action_fields (action_id, name, slug, action_field_type, helper_text, required,
       shareable, populator_values, weight)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9) RETURNING ${ACTION_FIELD_COLUMNS}`,
    [
      actionId,
      v.name,
      v.slug,
      v.action_field_type,
      v.helper_text,
      v.required,
      v.shareable,
      JSON.stringify(v.populator_values),
      weight,
    ],
  );
  return rows[0];
}

export async function updateActionField(
  db: Db,
  id: string,
  v: ActionFieldFormValue,
): Promise<ActionFieldRow> {
  const { rows } = await db.query<ActionFieldRow>(
    `UPDATE service_config.action_fields SET name = $2, slug = $3, action_field_type = $4, helper_text = $5,
       required = $6, shareable = $7, populator_values = $8::jsonb
     WHERE id = $1 RETURNING ${ACTION_FIELD_COLUMNS}`,
    [
      id,
      v.name,
      v.slug,
      v.action_field_type,
      v.helper_text,
      v.required,
      v.shareable,
      JSON.stringify(v.populator_values),
    ],
  );
  return rows[0];
}

export async function deleteStepField(db: Db, table: StepFieldTable, id: string): Promise<void> {
  await db.query(`DELETE FROM service_config.${table} WHERE id = $1`, [id]);
}

/**
 * Locks a trigger or action row until the transaction ends, so that writes of its fields and
 * ingredients (next weight, reorder lists) take turns.
 */
export async function lockStep(db: Db, table: 'triggers' | 'actions', id: string): Promise<void> {
  await db.query(`SELECT 1 FROM service_config.${table} WHERE id = $1 FOR NO KEY UPDATE`, [id]);
}
