import type { Db } from '@switchyard/server-kit';
import type { ActionFormValue } from '@switchyard/service-config-common/rules/actionForm';
import type { TriggerFormValue } from '@switchyard/service-config-common/rules/triggerForm';
import { isUuid } from '../services/serviceStore';

/** Rows of the triggers and actions tables (migrations/0004_steps.sql), as the resolvers receive them. */
export interface TriggerRow {
  id: string;
  service_id: string;
  name: string;
  slug: string | null;
  description: string;
  verbiage: string | null;
  feed_url: string | null;
  weight: number;
}

export interface ActionRow {
  id: string;
  service_id: string;
  name: string;
  slug: string;
  description: string;
  verbiage: string | null;
  weight: number;
}

export type StepTable = 'triggers' | 'actions';

const TRIGGER_COLUMNS = 'id, service_id, name, slug, description, verbiage, feed_url, weight';
const ACTION_COLUMNS = 'id, service_id, name, slug, description, verbiage, weight';
const COLUMNS: Record<StepTable, string> = { triggers: TRIGGER_COLUMNS, actions: ACTION_COLUMNS };

/** Each service's triggers or actions, by weight then name. */
async function stepsOfServices<T extends { service_id: string }>(
  db: Db,
  table: StepTable,
  serviceIds: string[],
): Promise<Map<string, T[]>> {
  const byService = new Map<string, T[]>(serviceIds.map((id) => [id, []]));
  const ids = serviceIds.filter(isUuid);
  if (ids.length === 0) return byService;
  const { rows } = await db.query<T>(
    `SELECT ${COLUMNS[table]} FROM service_config.${table} WHERE service_id = ANY($1::uuid[])
     ORDER BY weight, name, id`,
    [ids],
  );
  for (const row of rows) byService.get(row.service_id)?.push(row);
  return byService;
}

export const triggersOfServices = (db: Db, serviceIds: string[]) =>
  stepsOfServices<TriggerRow>(db, 'triggers', serviceIds);
export const actionsOfServices = (db: Db, serviceIds: string[]) =>
  stepsOfServices<ActionRow>(db, 'actions', serviceIds);

export async function findTriggerById(db: Db, id: string): Promise<TriggerRow | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<TriggerRow>(
    `SELECT ${TRIGGER_COLUMNS} FROM service_config.triggers WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/**
 * A trigger of the service by its API slug or, for feed triggers (which have none), by its id; a
 * slug has no hyphens, so it never looks like an id.
 */
export async function findTriggerBySlugOrId(
  db: Db,
  serviceId: string,
  slugOrId: string,
): Promise<TriggerRow | null> {
  const { rows } = await db.query<TriggerRow>(
    `SELECT ${TRIGGER_COLUMNS} FROM service_config.triggers
     WHERE service_id = $1 AND (slug = $2 OR id = $3::uuid)`,
    [serviceId, slugOrId, isUuid(slugOrId) ? slugOrId : null],
  );
  return rows[0] ?? null;
}

export async function findActionById(db: Db, id: string): Promise<ActionRow | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<ActionRow>(
    `SELECT ${ACTION_COLUMNS} FROM service_config.actions WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export async function findActionBySlug(db: Db, serviceId: string, slug: string): Promise<ActionRow | null> {
  const { rows } = await db.query<ActionRow>(
    `SELECT ${ACTION_COLUMNS} FROM service_config.actions WHERE service_id = $1 AND slug = $2`,
    [serviceId, slug],
  );
  return rows[0] ?? null;
}

/** Whether another trigger or action of the service already has the slug. */
export async function isSlugTaken(
  db: Db,
  table: StepTable,
  serviceId: string,
  slug: string,
  exceptId: string | null,
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM service_config.${table}
     WHERE service_id = $1 AND slug = $2 AND ($3::uuid IS NULL OR id <> $3::uuid) LIMIT 1`,
    [serviceId, slug, exceptId],
  );
  return rows.length > 0;
}

/** The weight a new last trigger or action gets: one more than the largest (0 for the first). */
async function nextWeight(db: Db, table: StepTable, serviceId: string): Promise<number> {
  const { rows } = await db.query<{ w: number }>(
    `SELECT coalesce(max(weight) + 1, 0)::int AS w FROM service_config.${table} WHERE service_id = $1`,
    [serviceId],
  );
  return rows[0].w;
}

export async function insertTrigger(db: Db, serviceId: string, v: TriggerFormValue): Promise<TriggerRow> {
  const weight = await nextWeight(db, 'triggers', serviceId);
  const { rows } = await db.query<TriggerRow>(
    `INSERT INTO service_config.triggers (service_id, name, slug, description, verbiage, feed_url, weight)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${TRIGGER_COLUMNS}`,
    [serviceId, v.name, v.slug, v.description, v.verbiage, v.feed_url, weight],
  );
  return rows[0];
}

export async function updateTrigger(db: Db, id: string, v: TriggerFormValue): Promise<TriggerRow> {
  const { rows } = await db.query<TriggerRow>(
    `UPDATE service_config.triggers SET name = $2, slug = $3, description = $4, verbiage = $5, feed_url = $6
     WHERE id = $1 RETURNING ${TRIGGER_COLUMNS}`,
    [id, v.name, v.slug, v.description, v.verbiage, v.feed_url],
  );
  return rows[0];
}

export async function insertAction(db: Db, serviceId: string, v: ActionFormValue): Promise<ActionRow> {
  const weight = await nextWeight(db, 'actions', serviceId);
  const { rows } = await db.query<ActionRow>(
    `INSERT INTO service_config.actions (service_id, name, slug, description, verbiage, weight)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${ACTION_COLUMNS}`,
    [serviceId, v.name, v.slug, v.description, v.verbiage, weight],
  );
  return rows[0];
}

export async function updateAction(db: Db, id: string, v: ActionFormValue): Promise<ActionRow> {
  const { rows } = await db.query<ActionRow>(
    `UPDATE service_config.actions SET name = $2, slug = $3, description = $4, verbiage = $5
     WHERE id = $1 RETURNING ${ACTION_COLUMNS}`,
    [id, v.name, v.slug, v.description, v.verbiage],
  );
  return rows[0];
}

/**
 * Deletes a trigger or action with what depends on it: a trigger's ingredients (ON DELETE CASCADE)
 * and the step's permission row (keyed by step type and id, so no foreign key can cascade it).
 */
export async function deleteStep(db: Db, table: StepTable, id: string): Promise<void> {
  const stepType = table === 'triggers' ? 'trigger' : 'action';
  await db.query('DELETE FROM service_config.step_permissions WHERE step_type = $1 AND step_id = $2', [
    stepType,
    id,
  ]);
  await db.query(`DELETE FROM service_config.${table} WHERE id = $1`, [id]);
}

/**
 * A trigger or action by its id, provided it belongs to the service with that module name (the
 * REST paths name both); null otherwise, and for malformed ids.
 */
export async function findStepOfService<T extends TriggerRow | ActionRow>(
  db: Db,
  table: StepTable,
  serviceModuleName: string,
  stepId: string,
): Promise<T | null> {
  if (!isUuid(stepId)) return null;
  const columns = COLUMNS[table]
    .split(', ')
    .map((c) => `s.${c}`)
    .join(', ');
  const { rows } = await db.query<T>(
    `SELECT ${columns} FROM service_config.${table} s
     JOIN service_config.services svc ON svc.id = s.service_id
     WHERE svc.module_name = $1 AND s.id = $2`,
    [serviceModuleName, stepId],
  );
  return rows[0] ?? null;
}
