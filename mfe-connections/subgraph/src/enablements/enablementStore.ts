import { randomUUID } from 'node:crypto';
import type { Db } from '@switchyard/server-kit';
import type { FeatureSettings } from './enablementRules';

/** A user's enablement of a connection, with its settings per feature (in the connection's order). */
export interface Enablement {
  id: string;
  connection_id: string;
  user_id: string;
  enabled: boolean;
  partner_user_id: string | null;
  version: number;
  connection_version: number;
  created_at: string;
  updated_at: string;
  enabled_at: string | null;
  disabled_at: string | null;
  features: EnablementFeature[];
}

/** Who paused a feature that is on: the engine (kept until the user saves) or a change of the connection. */
export type PausedBy = 'engine' | 'connection';

export interface EnablementFeature extends FeatureSettings {
  id: string;
  /** Why it does not run although it is on; null while it runs. */
  paused_reason: string | null;
  paused_by: PausedBy | null;
  /** When the user last saved its settings (ISO 8601). */
  updated_at: string;
}

const iso = (column: string) => `to_json(e.${column}) #>> '{}' AS ${column}`;
const COLUMNS = `e.id, e.connection_id, e.user_id, e.enabled, e.partner_user_id, e.version::int AS version,
  e.connection_version::int AS connection_version, ${iso('created_at')}, ${iso('updated_at')},
  ${iso('enabled_at')}, ${iso('disabled_at')},
  COALESCE((SELECT json_agg(json_build_object('id', f.id, 'name', f.feature_name, 'enabled', f.enabled,
      'custom_field_values', f.custom_field_values, 'step_field_values', f.step_field_values,
      'paused_reason', f.paused_reason, 'paused_by', f.paused_by, 'updated_at', f.updated_at) ORDER BY f.position)
    FROM connections.enablement_features f WHERE f.enablement_id = e.id), '[]') AS features`;

/** These enablements (whoever's), e.g. to check them again. */
export async function enablementsByIds(db: Db, ids: readonly string[]): Promise<Enablement[]> {
  const { rows } = await db.query<Enablement>(
    `SELECT ${COLUMNS} FROM connections.enablements e WHERE e.id = ANY($1::uuid[])`,
    [ids],
  );
  return rows;
}

/** The user's enablements of these connections (enabled or not). */
export async function enablementsOf(
  db: Db,
  userId: string,
  connectionIds: readonly string[],
): Promise<Enablement[]> {
  const { rows } = await db.query<Enablement>(
    `SELECT ${COLUMNS} FROM connections.enablements e WHERE e.user_id = $1 AND e.connection_id = ANY($2::uuid[])`,
    [userId, connectionIds],
  );
  return rows;
}

export async function enablementOf(db: Db, userId: string, connectionId: string): Promise<Enablement | null> {
  return (await enablementsOf(db, userId, [connectionId]))[0] ?? null;
}

/** The connections the user has enabled, the latest enabled first. */
export async function enabledConnectionIdsOf(db: Db, userId: string): Promise<string[]> {
  const { rows } = await db.query<{ connection_id: string }>(
    `SELECT connection_id FROM connections.enablements WHERE user_id = $1 AND enabled
      ORDER BY enabled_at DESC, connection_id`,
    [userId],
  );
  return rows.map((r) => r.connection_id);
}

/**
 * Writes the user's enablement: enabled or not, with these settings when given (null keeps the
 * saved ones: disabling). Answers the row after the change and whether it was enabled before. The
 * caller holds the connection's row lock, so the user's row cannot change meanwhile.
 */
export async function writeEnablement(
  tx: Db,
  w: {
    connectionId: string;
    userId: string;
    enabled: boolean;
    connectionVersion: number;
    features: readonly FeatureSettings[] | null;
  },
): Promise<{ enablement: Enablement; wasEnabled: boolean }> {
  const before = await tx.query<{ id: string; enabled: boolean }>(
    'SELECT id, enabled FROM connections.enablements WHERE connection_id = $1 AND user_id = $2',
    [w.connectionId, w.userId],
  );
  const wasEnabled = before.rows[0]?.enabled ?? false;
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO connections.enablements (id, connection_id, user_id, enabled, connection_version, enabled_at, disabled_at)
     VALUES ($1, $2, $3, $4, $5, CASE WHEN $4 THEN now() END, CASE WHEN NOT $4 THEN now() END)
     ON CONFLICT (connection_id, user_id) DO UPDATE SET
       enabled = EXCLUDED.enabled,
       connection_version = EXCLUDED.connection_version,
       version = enablements.version + 1,
       updated_at = now(),
       enabled_at = CASE WHEN EXCLUDED.enabled AND NOT enablements.enabled THEN now() ELSE enablements.enabled_at END,
       disabled_at = CASE WHEN NOT EXCLUDED.enabled AND enablements.enabled THEN now() ELSE enablements.disabled_at END
     RETURNING id`,
    [randomUUID(), w.connectionId, w.userId, w.enabled, w.connectionVersion],
  );
  const id = rows[0].id;
  if (w.features) {
    // Upserted by name so each feature keeps its id (the engine's applet id); features the
    // connection no longer has are dropped. The user's save was checked: what paused a feature goes.
    await tx.query(
      `DELETE FROM connections.enablement_features WHERE enablement_id = $1 AND NOT (feature_name = ANY($2::text[]))`,
      [id, w.features.map((f) => f.name)],
    );
    await tx.query(
      `INSERT INTO connections.enablement_features (id, enablement_id, feature_name, position, enabled,
         custom_field_values, step_field_values)
       SELECT gen_random_uuid(), $1, f.name, f.position, f.enabled, f.custom_field_values, f.step_field_values
         FROM jsonb_to_recordset($2::jsonb) AS f(name text, position integer, enabled boolean,
           custom_field_values jsonb, step_field_values jsonb)
       ON CONFLICT (enablement_id, feature_name) DO UPDATE SET position = EXCLUDED.position,
         enabled = EXCLUDED.enabled, custom_field_values = EXCLUDED.custom_field_values,
         step_field_values = EXCLUDED.step_field_values, updated_at = now(),
         paused_reason = NULL, paused_at = NULL, paused_by = NULL`,
      [id, JSON.stringify(w.features.map((f, position) => ({ ...f, position })))],
    );
  }
  const enablement = (await enablementsOf(tx, w.userId, [w.connectionId]))[0];
  return { enablement, wasEnabled };
}

/** Keeps installs_count the number of enabled enablements: by one on each change of state. */
export async function countInstall(tx: Db, connectionId: string, delta: 1 | -1): Promise<void> {
  await tx.query('UPDATE connections.connections SET installs_count = installs_count + $2 WHERE id = $1', [
    connectionId,
    delta,
  ]);
}

/** Sets installs_count to the number of enabled enablements (the demo seed, after its rows). */
export async function recountInstalls(tx: Db, connectionId: string): Promise<void> {
  await tx.query(
    `UPDATE connections.connections SET installs_count =
       (SELECT count(*) FROM connections.enablements WHERE connection_id = $1 AND enabled)
     WHERE id = $1`,
    [connectionId],
  );
}

/** The installs_count of these connections, read now (the rendered connection may be older). */
export async function installsCounts(db: Db, ids: readonly string[]): Promise<Map<string, number>> {
  const { rows } = await db.query<{ id: string; installs_count: number }>(
    'SELECT id, installs_count FROM connections.connections WHERE id = ANY($1::uuid[])',
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.installs_count]));
}

/**
 * Pauses these features (the engine's word, or a change of the connection). A pause by the engine
 * stays until the user saves: a change of the connection does not replace it.
 */
export async function pauseFeatures(
  tx: Db,
  pauses: readonly { id: string; reason: string }[],
  by: PausedBy,
): Promise<void> {
  await tx.query(
    `UPDATE connections.enablement_features f SET paused_reason = p.reason, paused_at = now(), paused_by = $2
       FROM jsonb_to_recordset($1::jsonb) AS p(id uuid, reason text)
      WHERE f.id = p.id AND (f.paused_by IS DISTINCT FROM 'engine' OR $2 = 'engine')`,
    [JSON.stringify(pauses), by],
  );
}

/** One feature of the user's own enablements, by its id; null when it is not theirs or missing. */
export async function ownEnablementFeature(
  db: Db,
  userId: string,
  featureId: string,
): Promise<EnablementFeature | null> {
  const { rows } = await db.query<EnablementFeature>(
    `SELECT f.id, f.feature_name AS name, f.enabled, f.custom_field_values, f.step_field_values,
            f.paused_reason, f.paused_by, to_json(f.updated_at) #>> '{}' AS updated_at
       FROM connections.enablement_features f JOIN connections.enablements e ON e.id = f.enablement_id
      WHERE f.id = $1 AND e.user_id = $2`,
    [featureId, userId],
  );
  return rows[0] ?? null;
}
