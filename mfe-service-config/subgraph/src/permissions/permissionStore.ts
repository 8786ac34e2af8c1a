import type { Db } from '@switchyard/server-kit';

export const STEP_TYPES = ['trigger', 'action'] as const;
export const LIST_TYPES = ['denylist', 'allowlist', 'none'] as const;
export type StepType = (typeof STEP_TYPES)[number];
export type ListType = (typeof LIST_TYPES)[number];

/** A service as a permission lists it (public brand data only). */
export interface PermissionChannelRow {
  id: string;
  name: string;
  module_name: string;
  brand_color: string | null;
  icon_path: string | null;
}

export interface PermissionRow {
  step_type: StepType;
  list_type: ListType;
  channels: PermissionChannelRow[];
}

/** The step's permission; a step without a row (or with list none) is allowed with all services. */
export async function permissionOf(db: Db, stepType: StepType, stepId: string): Promise<PermissionRow> {
  const { rows } = await db.query<{ list_type: ListType; channel_ids: string[] }>(
    `SELECT list_type, channel_ids FROM service_config.step_permissions WHERE step_type = $1 AND step_id = $2`,
    [stepType, stepId],
  );
  const row = rows[0];
  if (!row || row.list_type === 'none') return { step_type: stepType, list_type: 'none', channels: [] };
  const channels = await db.query<PermissionChannelRow>(
    `SELECT id, name, module_name, brand_color, icon_path FROM service_config.services
     WHERE id = ANY($1::uuid[]) ORDER BY name, module_name`,
    [row.channel_ids],
  );
  return { step_type: stepType, list_type: row.list_type, channels: channels.rows };
}

/** The ids of the services with these module names, and the names that match none. */
export async function channelIdsByModuleName(
  db: Db,
  moduleNames: string[],
): Promise<{ ids: string[]; unknown: string[] }> {
  const { rows } = await db.query<{ id: string; module_name: string }>(
    `SELECT id, module_name FROM service_config.services WHERE module_name = ANY($1::text[])`,
    [moduleNames],
  );
  const found = new Map(rows.map((r) => [r.module_name, r.id]));
  return {
    ids: [...new Set(moduleNames.map((m) => found.get(m)).filter((id): id is string => Boolean(id)))],
    unknown: moduleNames.filter((m) => !found.has(m)),
  };
}

export async function stepExists(db: Db, stepType: StepType, stepId: string): Promise<boolean> {
  const table = stepType === 'trigger' ? 'triggers' : 'actions';
  const { rows } = await db.query(`SELECT 1 FROM service_config.${table} WHERE id = $1`, [stepId]);
  return rows.length > 0;
}

export async function savePermission(
  db: Db,
  stepType: StepType,
  stepId: string,
  listType: ListType,
  channelIds: string[],
): Promise<void> {
  await db.query(
    `INSERT INTO service_config.step_permissions (step_type, step_id, list_type, channel_ids)
     VALUES ($1, $2, $3, $4::uuid[])
     ON CONFLICT (step_type, step_id) DO UPDATE
       SET list_type = EXCLUDED.list_type, channel_ids = EXCLUDED.channel_ids, updated_at = now()`,
    [stepType, stepId, listType, listType === 'none' ? [] : channelIds],
  );
}

/** The denylists and allowlists of these steps, by step id, naming services by module name. */
export async function permissionsOfSteps(
  db: Db,
  stepIds: string[],
): Promise<Record<string, { step_type: StepType; list_type: 'denylist' | 'allowlist'; channels: string[] }>> {
  const { rows } = await db.query<{
    step_id: string;
    step_type: StepType;
    list_type: 'denylist' | 'allowlist';
    channels: string[];
  }>(
    `SELECT p.step_id, p.step_type, p.list_type,
            ARRAY(SELECT s.module_name FROM service_config.services s WHERE s.id = ANY(p.channel_ids) ORDER BY s.module_name) AS channels
       FROM service_config.step_permissions p
      WHERE p.step_id = ANY($1::uuid[]) AND p.list_type <> 'none'`,
    [stepIds],
  );
  return Object.fromEntries(rows.map(({ step_id, ...p }) => [step_id, p]));
}

/** The service a trigger or action belongs to. */
export async function serviceOfStep(db: Db, stepType: StepType, stepId: string): Promise<string | null> {
  const table = stepType === 'trigger' ? 'service_config.triggers' : 'service_config.actions';
  const { rows } = await db.query<{ service_id: string }>(`SELECT service_id FROM ${table} WHERE id = $1`, [
    stepId,
  ]);
  return rows[0]?.service_id ?? null;
}
