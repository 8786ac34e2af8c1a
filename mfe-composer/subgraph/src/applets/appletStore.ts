import { randomUUID } from 'node:crypto';
import type { Db } from '@switchyard/server-kit';
import type { StoredStep } from './appletChecks';
import type { AppletInput } from './appletInput';

export type AppletStatus = 'private' | 'published' | 'archived';

export interface AppletRow {
  id: string;
  owner_id: string;
  name: string;
  description: string;
  status: AppletStatus;
  filter_code: string | null;
  channel_id: string | null;
  default_delay: number | null;
  created_at: Date;
  updated_at: Date;
}

export interface AppletRecord extends AppletRow {
  steps: StoredStep[];
  tags: { id: string; name: string }[];
}

type Saved = Pick<
  AppletInput,
  'name' | 'description' | 'channel_id' | 'tag_ids' | 'filter_code' | 'default_delay'
>;

async function writeParts(tx: Db, id: string, applet: Saved, steps: StoredStep[]) {
  await tx.query('DELETE FROM composer.applet_steps WHERE applet_id = $1', [id]);
  await tx.query(
    `INSERT INTO composer.applet_steps (applet_id, kind, position, service_id, step_id, channel_module_name, module_name, fields)
     SELECT $1, s.kind, s.position, s.service_id, s.step_id, s.channel_module_name, s.module_name, s.fields
       FROM jsonb_to_recordset($2::jsonb) AS s(kind text, position integer, service_id uuid, step_id uuid,
         channel_module_name text, module_name text, fields jsonb)`,
    [id, JSON.stringify(steps)],
  );
  await tx.query('DELETE FROM composer.applet_tags WHERE applet_id = $1', [id]);
  await tx.query(
    `INSERT INTO composer.applet_tags (applet_id, tag_id, position)
     SELECT $1, t.id, array_position($2::uuid[], t.id) FROM composer.tags t WHERE t.id = ANY($2::uuid[])`,
    [id, applet.tag_ids],
  );
}

/** A new private applet of its owner: on for them, or off with the reason (fields still to fill in). */
export async function insertApplet(
  db: Db,
  ownerId: string,
  applet: Saved,
  steps: StoredStep[],
  offReason: string | null = null,
): Promise<string> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO composer.applets (id, owner_id, name, description, filter_code, channel_id, default_delay)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        id,
        ownerId,
        applet.name,
        applet.description,
        applet.filter_code,
        applet.channel_id,
        applet.default_delay,
      ],
    );
    await writeParts(tx, id, applet, steps);
    await tx.query(
      'INSERT INTO composer.applet_users (applet_id, user_id, enabled, disabled_reason) VALUES ($1, $2, $3, $4)',
      [id, ownerId, offReason === null, offReason],
    );
  });
  return id;
}

export async function updateApplet(db: Db, id: string, applet: Saved, steps: StoredStep[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE composer.applets SET name = $2, description = $3, filter_code = $4, channel_id = $5,
         default_delay = $6, updated_at = now() WHERE id = $1`,
      [id, applet.name, applet.description, applet.filter_code, applet.channel_id, applet.default_delay],
    );
    await writeParts(tx, id, applet, steps);
  });
}

/** Applets with their steps (in order) and tags. */
export async function loadApplets(db: Db, ids: string[]): Promise<AppletRecord[]> {
  if (ids.length === 0) return [];
  // One after the other: `db` may be a transaction, whose one connection takes a query at a time.
  const applets = await db.query<AppletRow>('SELECT * FROM composer.applets WHERE id = ANY($1::uuid[])', [
    ids,
  ]);
  const steps = await db.query<StoredStep & { applet_id: string }>(
    `SELECT applet_id, kind, position, service_id, step_id, channel_module_name, module_name, fields
       FROM composer.applet_steps WHERE applet_id = ANY($1::uuid[]) ORDER BY applet_id, position`,
    [ids],
  );
  const tags = await db.query<{ applet_id: string; id: string; name: string }>(
    `SELECT at.applet_id, t.id, t.name FROM composer.applet_tags at JOIN composer.tags t ON t.id = at.tag_id
      WHERE at.applet_id = ANY($1::uuid[]) ORDER BY at.applet_id, at.position`,
    [ids],
  );
  const order = new Map(ids.map((id, i) => [id, i]));
  return applets.rows
    .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
    .map((a) => ({
      ...a,
      steps: steps.rows.filter((s) => s.applet_id === a.id).map(({ applet_id: _, ...s }) => s),
      tags: tags.rows.filter((t) => t.applet_id === a.id).map(({ id, name }) => ({ id, name })),
    }));
}

export async function loadApplet(db: Db, id: string): Promise<AppletRecord | null> {
  return (await loadApplets(db, [id]))[0] ?? null;
}

export interface AppletUse {
  applet_id: string;
  enabled: boolean;
  disabled_reason: string | null;
  /** The user's own values of the fields they set: {step key: {field: value}}. */
  field_values: Record<string, Record<string, unknown>>;
}

/** Whether each of these applets is on for the user (absent: the user does not have it). */
export async function usesOf(db: Db, userId: string, appletIds: string[]): Promise<Map<string, AppletUse>> {
  const { rows } = await db.query<AppletUse>(
    `SELECT applet_id, enabled, disabled_reason, field_values FROM composer.applet_users
      WHERE user_id = $1 AND applet_id = ANY($2::uuid[])`,
    [userId, appletIds],
  );
  return new Map(rows.map((r) => [r.applet_id, r]));
}

/** The applets a user has (made, or turned on), newest first. */
export async function appletIdsOf(db: Db, userId: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT a.id FROM composer.applet_users u JOIN composer.applets a ON a.id = u.applet_id
      WHERE u.user_id = $1 ORDER BY a.created_at DESC, a.id LIMIT 500`,
    [userId],
  );
  return rows.map((r) => r.id);
}

/** Turns an applet on or off for a user; turning a published one on adds it to their applets. */
export async function setEnabled(db: Db, appletId: string, userId: string, enabled: boolean): Promise<void> {
  await db.query(
    `INSERT INTO composer.applet_users (applet_id, user_id, enabled) VALUES ($1, $2, $3)
     ON CONFLICT (applet_id, user_id) DO UPDATE SET enabled = excluded.enabled, disabled_reason = NULL, updated_at = now()`,
    [appletId, userId, enabled],
  );
}

/** A user's own field values for an applet (adding it to their applets, off, when new to them). */
export async function saveFieldValues(
  db: Db,
  appletId: string,
  userId: string,
  values: Record<string, Record<string, unknown>>,
): Promise<void> {
  await db.query(
    `INSERT INTO composer.applet_users (applet_id, user_id, enabled, field_values) VALUES ($1, $2, false, $3)
     ON CONFLICT (applet_id, user_id) DO UPDATE SET field_values = excluded.field_values, updated_at = now()`,
    [appletId, userId, JSON.stringify(values)],
  );
}

/** Whether users other than its owner have the applet (on or off). */
export async function othersHave(db: Db, appletId: string): Promise<boolean> {
  const { rows } = await db.query<{ shared: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM composer.applet_users u JOIN composer.applets a ON a.id = u.applet_id
                     WHERE u.applet_id = $1 AND u.user_id <> a.owner_id) AS shared`,
    [appletId],
  );
  return rows[0]?.shared ?? false;
}

/**
 * Sets an applet's status; false (and nothing changed) when it would go private while other users
 * have it, checked in the same statement so no one can add it in between.
 */
export async function setStatus(db: Db, appletId: string, status: AppletStatus): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE composer.applets a SET status = $2, updated_at = now()
      WHERE a.id = $1 AND ($2 <> 'private' OR NOT EXISTS (
        SELECT 1 FROM composer.applet_users u WHERE u.applet_id = a.id AND u.user_id <> a.owner_id))
      RETURNING a.id`,
    [appletId, status],
  );
  return rows.length > 0;
}

export async function deleteApplets(db: Db, ids: string[]): Promise<void> {
  if (ids.length) await db.query('DELETE FROM composer.applets WHERE id = ANY($1::uuid[])', [ids]);
}

export async function allTags(db: Db): Promise<{ id: string; name: string }[]> {
  const { rows } = await db.query<{ id: string; name: string }>(
    'SELECT id, name FROM composer.tags ORDER BY lower(name)',
  );
  return rows;
}
