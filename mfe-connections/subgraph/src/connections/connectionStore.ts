import { randomUUID } from 'node:crypto';
import type {
  CustomFieldInput,
  DynamicStepInput,
  FeatureInput,
  FieldUiType,
  StepType,
} from '@switchyard/connections-common';
import { STEP_LISTS } from '@switchyard/connections-common';
import type { Db } from '@switchyard/server-kit';

/** A connection's row. */
export interface ConnectionRow {
  id: string;
  numeric_id: number;
  name: string;
  description: string | null;
  published: boolean;
  archived: boolean;
  owner_service_id: string;
  connected_service_id: string;
  applet_script: string | null;
  sm_background_image_url: string | null;
  background_image_url_1x: string | null;
  background_uploaded_at: string | null;
  installs_count: number;
  value_propositions: { benefit: string; icon: string; order: number }[];
  post_configuration_message: string | null;
  cta_url: string | null;
  version: number;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** A step of a feature as stored in features.steps. */
export interface StoredStep {
  type: StepType;
  channel_id: string;
  channel_module_name: string;
  module_name: string;
  fields: { name: string; custom_label: string | null; default_value_json: unknown; hidden: boolean }[];
}

export interface FeatureRow {
  id: string;
  connection_id: string;
  position: number;
  name: string;
  title: string;
  description: string | null;
  icon: string | null;
  required: boolean;
  status: 'valid' | 'dirty';
  steps: StoredStep[];
}

export interface CustomFieldRow {
  id: string;
  feature_id: string;
  position: number;
  key: string;
  label: string;
  helper_text: string | null;
  required: boolean;
  field_ui_type: FieldUiType;
  default_value: string | null;
  default_value_json: string[] | null;
  options: { label: string; value: string }[];
}

const CONNECTION_COLUMNS = `id, numeric_id::int AS numeric_id, name, description, published, archived,
  owner_service_id, connected_service_id, applet_script, sm_background_image_url, background_image_url_1x,
  background_uploaded_at, installs_count, value_propositions, post_configuration_message, cta_url,
  version::int AS version, created_by, to_json(created_at) #>> '{}' AS created_at,
  to_json(updated_at) #>> '{}' AS updated_at`;

export async function connectionRows(db: Db, ids: readonly string[]): Promise<ConnectionRow[]> {
  const { rows } = await db.query<ConnectionRow>(
    `SELECT ${CONNECTION_COLUMNS} FROM connections.connections WHERE id = ANY($1::uuid[])`,
    [ids],
  );
  return rows;
}

/** The ids of a service's connections, newest first. */
export async function connectionIdsOfOwner(db: Db, ownerServiceId: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM connections.connections WHERE owner_service_id = $1 ORDER BY created_at DESC, numeric_id DESC',
    [ownerServiceId],
  );
  return rows.map((r) => r.id);
}

export async function featuresOf(db: Db, connectionIds: readonly string[]) {
  const [features, fields] = await Promise.all([
    db.query<FeatureRow>(
      `SELECT id, connection_id, position, name, title, description, icon, required, status, steps
         FROM connections.features WHERE connection_id = ANY($1::uuid[]) ORDER BY connection_id, position`,
      [connectionIds],
    ),
    db.query<CustomFieldRow & { connection_id: string }>(
      `SELECT id, feature_id, connection_id, position, key, label, helper_text, required, field_ui_type,
              default_value, default_value_json, options
         FROM connections.custom_fields WHERE connection_id = ANY($1::uuid[]) ORDER BY feature_id, position`,
      [connectionIds],
    ),
  ]);
  return { features: features.rows, customFields: fields.rows };
}

/** One connection's features, without their custom fields. */
export async function featureRowsOf(db: Db, connectionId: string): Promise<FeatureRow[]> {
  const { rows } = await db.query<FeatureRow>(
    `SELECT id, connection_id, position, name, title, description, icon, required, status, steps
       FROM connections.features WHERE connection_id = $1 ORDER BY position`,
    [connectionId],
  );
  return rows;
}

/** The live connection of the owner to the target, other than `exceptId`, when there is one. */
export async function liveConnectionTo(
  db: Db,
  ownerServiceId: string,
  targetServiceId: string,
  exceptId: string | null,
): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM connections.connections
      WHERE owner_service_id = $1 AND connected_service_id = $2 AND NOT archived AND ($3::uuid IS NULL OR id <> $3::uuid)`,
    [ownerServiceId, targetServiceId, exceptId],
  );
  return rows[0]?.id ?? null;
}

/** Stored features back in the update input's form (to compare an update with what was saved). */
export function featureInputsOf(
  features: readonly FeatureRow[],
  fields: readonly CustomFieldRow[],
): FeatureInput[] {
  return features.map((f) => {
    const stepsOfType = (type: StepType): DynamicStepInput[] =>
      f.steps
        .filter((s) => s.type === type)
        .map((s) => ({ module_name: s.module_name, channel_id: s.channel_id, fields: s.fields }));
    return {
      name: f.name,
      description: f.description,
      icon: f.icon,
      title: f.title,
      required: f.required,
      [STEP_LISTS.trigger]: stepsOfType('trigger'),
      [STEP_LISTS.query]: stepsOfType('query'),
      [STEP_LISTS.action]: stepsOfType('action'),
      custom_fields: fields
        .filter((c) => c.feature_id === f.id)
        .map((c): CustomFieldInput => ({
          id: c.id,
          name: c.key,
          label: c.label,
          field_ui_type: c.field_ui_type,
          required: c.required,
          helper_text: c.helper_text,
          default_value: c.default_value,
          default_value_json: c.default_value_json,
          static_options: c.options,
        })),
    } as FeatureInput;
  });
}

interface ConnectionWrite {
  id: string;
  name: string;
  description: string | null;
  published: boolean;
  owner_service_id: string;
  connected_service_id: string;
  applet_script: string | null;
  cover: { backgroundUrl: string; backgroundThumbnailUrl: string; uploadedAt: string } | null;
  post_configuration_message: string | null;
  cta_url: string | null;
  user_id: string;
}

/** Inserts or updates the connection's row; its version grows by one. */
export async function writeConnection(tx: Db, c: ConnectionWrite, create: boolean): Promise<ConnectionRow> {
  const params = [
    c.id,
    c.name,
    c.description,
    c.published,
    c.owner_service_id,
    c.connected_service_id,
    c.applet_script,
    c.cover?.backgroundThumbnailUrl ?? null,
    c.cover?.backgroundUrl ?? null,
    c.cover?.uploadedAt ?? null,
    c.post_configuration_message,
    c.cta_url,
    c.user_id,
  ];
  const { rows } = create
    ? await tx.query<ConnectionRow>(
        `INSERT INTO connections.connections (id, name, description, published, owner_service_id,
           connected_service_id, applet_script, sm_background_image_url, background_image_url_1x,
           background_uploaded_at, post_configuration_message, cta_url, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
         RETURNING ${CONNECTION_COLUMNS}`,
        params,
      )
    : await tx.query<ConnectionRow>(
        `UPDATE connections.connections SET name = $2, description = $3, published = $4,
           connected_service_id = $6, applet_script = $7,
           sm_background_image_url = CASE WHEN $10::text IS NULL THEN sm_background_image_url ELSE $8 END,
           background_image_url_1x = CASE WHEN $10::text IS NULL THEN background_image_url_1x ELSE $9 END,
           background_uploaded_at = COALESCE($10, background_uploaded_at),
           post_configuration_message = $11, cta_url = $12, version = version + 1, updated_at = now()
         WHERE id = $1 AND owner_service_id = $5
         RETURNING ${CONNECTION_COLUMNS}`,
        params.slice(0, 12),
      );
  return rows[0];
}

/**
 * Replaces the connection's features and custom fields with these, in two statements. A custom
 * field keeps its id when the input names one the connection had; others get a new one.
 */
export async function replaceFeatures(
  tx: Db,
  connectionId: string,
  features: readonly (Omit<FeatureRow, 'id' | 'connection_id' | 'position' | 'status'> & {
    custom_fields: Omit<CustomFieldRow, 'feature_id' | 'position'>[];
  })[],
): Promise<void> {
  await tx.query('DELETE FROM connections.features WHERE connection_id = $1', [connectionId]);
  const featureRows = features.map((f, position) => ({ ...f, id: randomUUID(), position }));
  await tx.query(
    `INSERT INTO connections.features (id, connection_id, position, name, title, description, icon, required, status, steps)
     SELECT f.id, $1, f.position, f.name, f.title, f.description, f.icon, f.required, 'valid', f.steps
       FROM jsonb_to_recordset($2::jsonb) AS f(id uuid, position integer, name text, title text,
         description text, icon text, required boolean, steps jsonb)`,
    [connectionId, JSON.stringify(featureRows.map(({ custom_fields: _c, ...f }) => f))],
  );
  const fieldRows = featureRows.flatMap((f) =>
    f.custom_fields.map((c, position) => ({ ...c, feature_id: f.id, position })),
  );
  await tx.query(
    `INSERT INTO connections.custom_fields (id, feature_id, connection_id, position, key, label, helper_text,
       required, field_ui_type, default_value, default_value_json, options)
     SELECT c.id, c.feature_id, $1, c.position, c.key, c.label, c.helper_text, c.required, c.field_ui_type,
            c.default_value, c.default_value_json, c.options
       FROM jsonb_to_recordset($2::jsonb) AS c(id uuid, feature_id uuid, position integer, key text, label text,
         helper_text text, required boolean, field_ui_type text, default_value text, default_value_json jsonb,
         options jsonb)`,
    [connectionId, JSON.stringify(fieldRows)],
  );
}
