import type {
  StepPermission,
  ServiceConfigurationChanged,
  ServiceReviewStatusChanged,
  ServiceSnapshotItem,
} from '@switchyard/events';
import type { Db, EventBus } from '@switchyard/server-kit';
import { deleteAppletsBrokenBy, deleteAppletsOfService } from './applets/appletCleanup';
import { publishRemovals } from './connections/userConnectionEvents';

type Kind = 'trigger' | 'query' | 'action';
const LISTS: [Kind, string][] = [
  ['trigger', 'triggers'],
  ['query', 'queries'],
  ['action', 'actions'],
];

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const children = (item: ServiceSnapshotItem, list: string) =>
  (item.children?.[list] ?? []).map((c) => ({ key: c.key, ...c.properties }));

/**
 * Keeps the newest configuration of a service (an older or repeated event changes nothing): its
 * name and its steps with their fields and ingredients. Feed triggers (no endpoint) and steps
 * without an id are left out: an applet cannot refer to them.
 */
export async function storeChannel(tx: Db, c: ServiceConfigurationChanged): Promise<void> {
  const p = c.snapshot.properties;
  const { rows } = await tx.query(
    `INSERT INTO composer.channels AS s (service_id, organization_id, module_name, name, description, brand_color, published, version, authentication_type)
     SELECT $1::uuid, $2::uuid, $3::text, $4::text, $5::text, $6::text, $7::boolean, $8::bigint, $9::text
      WHERE NOT EXISTS (SELECT 1 FROM composer.deleted_channels d WHERE d.service_id = $1::uuid)
     ON CONFLICT (service_id) DO UPDATE SET organization_id = excluded.organization_id,
       module_name = excluded.module_name, name = excluded.name, description = excluded.description,
       brand_color = excluded.brand_color, version = excluded.version,
       authentication_type = excluded.authentication_type, updated_at = now()
     WHERE s.version < excluded.version
     RETURNING service_id`,
    [
      c.service_id,
      c.organization_id,
      c.module_name,
      text(p.name),
      text(p.description),
      p.brand_color ?? null,
      c.published,
      c.version,
      typeof p.authentication_type === 'string' ? p.authentication_type : null,
    ],
  );
  if (rows.length === 0) return;
  const steps = LISTS.flatMap(([kind, list]) =>
    (c.snapshot.lists[list] ?? [])
      .filter((i) => i.id && !i.key.startsWith('feed:'))
      .map((item, position) => ({
        kind,
        step_id: item.id!,
        module_name: item.key,
        name: text(item.properties.name),
        description: text(item.properties.description),
        position,
        fields: children(item, 'fields'),
        ingredients: children(item, 'ingredients'),
        permission: c.step_permissions?.[item.id!] ?? null,
      })),
  );
  await deleteAppletsBrokenBy(tx, c.service_id, steps);
  await markChangedSteps(tx, c.service_id, steps);
  await tx.query('DELETE FROM composer.channel_steps WHERE service_id = $1', [c.service_id]);
  // One statement for all of a service's steps (a big service has over a hundred).
  await tx.query(
    `INSERT INTO composer.channel_steps (service_id, kind, step_id, module_name, name, description, position, fields, ingredients, permission)
     SELECT $1, s.kind, s.step_id, s.module_name, s.name, s.description, s.position, s.fields, s.ingredients, s.permission
       FROM jsonb_to_recordset($2::jsonb) AS s(kind text, step_id uuid, module_name text, name text,
         description text, position integer, fields jsonb, ingredients jsonb, permission jsonb)`,
    [c.service_id, JSON.stringify(steps)],
  );
}

/**
 * The applets whose steps' fields, ingredients or slug changed are announced again (what the engine
 * runs depends on them); other configuration changes leave them be.
 */
async function markChangedSteps(
  tx: Db,
  serviceId: string,
  next: { step_id: string; module_name: string; fields: unknown; ingredients: unknown }[],
) {
  await tx.query(
    `INSERT INTO composer.pending_activations (applet_id, user_id)
     SELECT DISTINCT u.applet_id, u.user_id
       FROM composer.channel_steps old
       JOIN jsonb_to_recordset($2::jsonb) AS n(step_id uuid, module_name text, fields jsonb, ingredients jsonb)
         ON n.step_id = old.step_id
       JOIN composer.applet_steps s ON s.step_id = old.step_id
       JOIN composer.applet_users u ON u.applet_id = s.applet_id
      WHERE old.service_id = $1
        AND (old.module_name <> n.module_name OR old.fields <> n.fields OR old.ingredients <> n.ingredients)
     ON CONFLICT (applet_id, user_id) DO UPDATE SET marked_at = excluded.marked_at`,
    [serviceId, JSON.stringify(next)],
  );
}

/** Review decides whether a service is published (its steps offered to everyone). */
export async function followPublication(tx: Db, e: ServiceReviewStatusChanged): Promise<void> {
  await tx.query('UPDATE composer.channels SET published = $2, updated_at = now() WHERE service_id = $1', [
    e.service_id,
    e.published,
  ]);
}

export async function forgetChannel(tx: Db, serviceId: string, events?: EventBus): Promise<void> {
  await deleteAppletsOfService(tx, serviceId);
  // Its users' tokens go with it (each removal announced); a deleted service has no users count to
  // keep (service-config deleted it first), so the marks these deletions leave are cleared, not announced.
  const { rows: removed } = await tx.query<{ user_id: string; service_id: string }>(
    'DELETE FROM composer.connections WHERE service_id = $1 RETURNING user_id, service_id',
    [serviceId],
  );
  if (events) await publishRemovals(tx, events, removed, 'deleted');
  await tx.query('DELETE FROM composer.reactivations WHERE service_id = $1', [serviceId]);
  await tx.query('DELETE FROM composer.pins WHERE service_id = $1', [serviceId]);
  await tx.query('DELETE FROM composer.pending_service_users WHERE service_id = $1', [serviceId]);
  await tx.query('DELETE FROM composer.service_users WHERE service_id = $1', [serviceId]);
  await tx.query('DELETE FROM composer.trigger_defaults WHERE service_id = $1', [serviceId]);
  await tx.query('INSERT INTO composer.deleted_channels (service_id) VALUES ($1) ON CONFLICT DO NOTHING', [
    serviceId,
  ]);
  await tx.query('DELETE FROM composer.channels WHERE service_id = $1', [serviceId]);
}

export interface CatalogChannel {
  service_id: string;
  organization_id: string;
  module_name: string;
  name: string;
  description: string;
  brand_color: string | null;
  published: boolean;
  authentication_type: string | null;
}

export interface CatalogStep {
  service_id: string;
  kind: Kind;
  step_id: string;
  module_name: string;
  name: string;
  description: string;
  fields: Record<string, unknown>[];
  ingredients: Record<string, unknown>[];
  /** Which services it combines with; null: all. */
  permission: StepPermission | null;
}

/**
 * The services a user may build with, by module name: published ones, and the unpublished ones of
 * the user's own organizations (their private, preview services).
 */
export async function channelsFor(
  db: Db,
  moduleNames: string[] | null,
  organizationIds: string[],
): Promise<CatalogChannel[]> {
  const { rows } = await db.query<CatalogChannel>(
    `SELECT service_id, organization_id, module_name, name, description, brand_color, published, authentication_type
       FROM composer.channels
      WHERE ($1::text[] IS NULL OR module_name = ANY($1::text[])) AND (published OR organization_id = ANY($2::uuid[]))
      ORDER BY lower(name), module_name`,
    [moduleNames, organizationIds],
  );
  return rows;
}

export async function channelsById(db: Db, ids: string[]): Promise<Map<string, CatalogChannel>> {
  const { rows } = await db.query<CatalogChannel>(
    `SELECT service_id, organization_id, module_name, name, description, brand_color, published, authentication_type
       FROM composer.channels WHERE service_id = ANY($1::uuid[])`,
    [ids],
  );
  return new Map(rows.map((c) => [c.service_id, c]));
}

export async function stepsOf(db: Db, serviceIds: string[]): Promise<CatalogStep[]> {
  const { rows } = await db.query<CatalogStep>(
    `SELECT service_id, kind, step_id, module_name, name, description, fields, ingredients, permission
       FROM composer.channel_steps WHERE service_id = ANY($1::uuid[]) ORDER BY service_id, kind, position`,
    [serviceIds],
  );
  return rows;
}

export interface VisibleStep extends CatalogStep {
  channel_module_name: string;
  channel_name: string;
}

/**
 * The steps of these kinds and names a user may build with (as channelsFor: published services and
 * their own organizations' preview ones), keyed `kind:service.step`.
 */
export async function visibleSteps(
  db: Db,
  refs: { kind: Kind; channel_module_name: string; module_name: string }[],
  organizationIds: string[],
): Promise<Map<string, VisibleStep>> {
  const { rows } = await db.query<VisibleStep>(
    `SELECT s.service_id, s.kind, s.step_id, s.module_name, s.name, s.description, s.fields, s.ingredients, s.permission,
            c.module_name AS channel_module_name, c.name AS channel_name
       FROM jsonb_to_recordset($1::jsonb) AS r(kind text, channel_module_name text, module_name text)
       JOIN composer.channels c ON c.module_name = r.channel_module_name
       JOIN composer.channel_steps s ON s.service_id = c.service_id AND s.kind = r.kind AND s.module_name = r.module_name
      WHERE c.published OR c.organization_id = ANY($2::uuid[])`,
    [JSON.stringify(refs), organizationIds],
  );
  return new Map(rows.map((s) => [stepKey(s.kind, s.channel_module_name, s.module_name), s]));
}

export const stepKey = (kind: string, channelModuleName: string, moduleName: string) =>
  `${kind}:${channelModuleName}.${moduleName}`;
