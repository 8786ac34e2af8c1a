import type {
  ServiceConfigurationChanged,
  ServiceReviewStatusChanged,
  ServiceSnapshotItem,
} from '@switchyard/events';
import type { StepType } from '@switchyard/connections-common';
import type { Db } from '@switchyard/server-kit';

/**
 * This domain's copy of services and their steps, from service-config's and review's events
 * (event-carried state: it never reads service-config's tables). Handlers are safe to run twice and
 * in any order: the newest configuration version wins, a deleted service stays deleted.
 */

const LISTS: [StepType, string][] = [
  ['trigger', 'triggers'],
  ['query', 'queries'],
  ['action', 'actions'],
];

export interface CatalogStepField {
  name: string;
  label: string;
  required: boolean;
  field_type: string | null;
  /** The options service-config lists (a dropdown's populator values or static options), when it lists any. */
  options?: { label: string; value: string }[];
}

export interface CatalogIngredient {
  slug: string;
  name: string;
  value_type: string;
}

export interface CatalogService {
  service_id: string;
  organization_id: string;
  module_name: string;
  name: string;
  description: string;
  brand_color: string | null;
  image_url: string | null;
  connect_enabled: boolean;
  published: boolean;
  /** Where the service's API is (its protocol paths follow it); null before its first event carrying it. */
  api_url_prefix: string | null;
}

export interface CatalogStep {
  service_id: string;
  kind: StepType;
  step_id: string;
  module_name: string;
  name: string;
  description: string;
  weight: number;
  tier: string | null;
  fields: CatalogStepField[];
  ingredients: CatalogIngredient[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);

/**
 * A step field as connections show it. Snapshots name a trigger's and an action's field label
 * `name` and a query's `label`; a trigger field has no required flag (service-config requires every
 * trigger field); the type is service-config's own (a type id for triggers and actions, a
 * definition slug for queries).
 */
function stepField(kind: StepType, item: ServiceSnapshotItem): CatalogStepField {
  const p = item.properties;
  const type = p.trigger_field_type ?? p.action_field_type ?? p.field_type_definition_slug;
  const options = optionsOf(p.populator_values ?? p.static_options);
  return {
    name: item.key,
    label: text(p.label) || text(p.name) || item.key,
    required: kind === 'trigger' ? true : p.required === true,
    field_type: type === null || type === undefined ? null : String(type),
    ...(options.length ? { options } : {}),
  };
}

/** Options as service-config lists them: `{name or label, value}`. */
function optionsOf(list: unknown): { label: string; value: string }[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((o: Record<string, unknown> | null) => {
    const value = o?.value;
    if (typeof value !== 'string' && typeof value !== 'number') return [];
    return [{ label: text(o?.label) || text(o?.name) || String(value), value: String(value) }];
  });
}

const ingredient = (item: ServiceSnapshotItem): CatalogIngredient => ({
  slug: item.key,
  name: text(item.properties.name) || item.key,
  value_type: text(item.properties.value_type) || 'string',
});

/**
 * service-config's icon URL for the snapshot's `icon` (its stored path,
 * `service-icons/<service id>-<16 hex hash>.<ext>`): `/services/<module>/icon?v=<hash>`, as
 * service-config serves it; null when the service has none.
 */
export function iconUrlOf(moduleName: string, icon: unknown): string | null {
  const m =
    typeof icon === 'string'
      ? /^service-icons\/[0-9a-f-]{36}-([0-9a-f]{16})\.(png|jpg|webp)$/.exec(icon)
      : null;
  return m ? `/services/${encodeURIComponent(moduleName)}/icon?v=${m[1]}` : null;
}

/** The steps of a configuration, as stored: feed triggers (no slug) and steps without an id left out. */
function stepsOfSnapshot(c: Pick<ServiceConfigurationChanged, 'snapshot'>) {
  return LISTS.flatMap(([kind, list]) =>
    (c.snapshot.lists[list] ?? [])
      .filter((i) => i.id && !i.key.startsWith('feed:'))
      .map((item, weight) => ({
        kind,
        step_id: item.id!,
        module_name: item.key,
        name: text(item.properties.name),
        description: text(item.properties.description),
        weight,
        tier: textOrNull(item.properties.tier),
        fields: (item.children?.fields ?? []).map((f) => stepField(kind, f)),
        ingredients: kind === 'action' ? [] : (item.children?.ingredients ?? []).map(ingredient),
      })),
  );
}

/** Keeps the newest configuration of a service; an older or repeated event changes nothing. */
export async function storeService(tx: Db, c: ServiceConfigurationChanged): Promise<void> {
  const p = c.snapshot.properties;
  const { rows } = await tx.query(
    `INSERT INTO connections.services AS s (service_id, organization_id, module_name, name, description,
       brand_color, image_url, connect_enabled, published, version, api_url_prefix)
     SELECT $1::uuid, $2::uuid, $3::text, $4::text, $5::text, $6::text, $7::text, $8::boolean, $9::boolean, $10::bigint, $11::text
      WHERE NOT EXISTS (SELECT 1 FROM connections.deleted_services d WHERE d.service_id = $1::uuid)
     ON CONFLICT (service_id) DO UPDATE SET organization_id = excluded.organization_id,
       module_name = excluded.module_name, name = excluded.name, description = excluded.description,
       brand_color = excluded.brand_color, image_url = excluded.image_url,
       connect_enabled = excluded.connect_enabled, version = excluded.version,
       api_url_prefix = excluded.api_url_prefix, updated_at = now()
     WHERE s.version < excluded.version
     RETURNING service_id`,
    [
      c.service_id,
      c.organization_id,
      c.module_name,
      text(p.name) || c.module_name,
      text(p.description),
      textOrNull(p.brand_color),
      iconUrlOf(c.module_name, p.icon),
      p.connect_enabled === true,
      c.published,
      c.version,
      textOrNull(p.api_url_prefix),
    ],
  );
  if (rows.length === 0) return;
  await tx.query('DELETE FROM connections.service_steps WHERE service_id = $1', [c.service_id]);
  // One statement for all of a service's steps (a big service has over a hundred).
  await tx.query(
    `INSERT INTO connections.service_steps (service_id, kind, step_id, module_name, name, description, weight, tier, fields, ingredients)
     SELECT $1, s.kind, s.step_id, s.module_name, s.name, s.description, s.weight, s.tier, s.fields, s.ingredients
       FROM jsonb_to_recordset($2::jsonb) AS s(kind text, step_id uuid, module_name text, name text,
         description text, weight integer, tier text, fields jsonb, ingredients jsonb)
     ON CONFLICT DO NOTHING`,
    [c.service_id, JSON.stringify(stepsOfSnapshot(c))],
  );
}

/** Review decides whether a service is published. */
export async function followPublication(tx: Db, e: ServiceReviewStatusChanged): Promise<void> {
  await tx.query('UPDATE connections.services SET published = $2, updated_at = now() WHERE service_id = $1', [
    e.service_id,
    e.published,
  ]);
}

/** A deleted service leaves the catalog for good (its steps go with it). */
export async function forgetService(tx: Db, serviceId: string): Promise<void> {
  await tx.query('INSERT INTO connections.deleted_services (service_id) VALUES ($1) ON CONFLICT DO NOTHING', [
    serviceId,
  ]);
  await tx.query('DELETE FROM connections.services WHERE service_id = $1', [serviceId]);
}

const SERVICE_COLUMNS = `service_id, organization_id, module_name, name, description, brand_color, image_url,
  connect_enabled, published, api_url_prefix`;

async function servicesByModuleName(db: Db, moduleNames: readonly string[]): Promise<CatalogService[]> {
  const { rows } = await db.query<CatalogService>(
    `SELECT ${SERVICE_COLUMNS} FROM connections.services WHERE module_name = ANY($1::text[])`,
    [moduleNames],
  );
  return rows;
}

export async function serviceByModuleName(db: Db, moduleName: string): Promise<CatalogService | null> {
  return (await servicesByModuleName(db, [moduleName]))[0] ?? null;
}

export async function servicesById(db: Db, ids: readonly string[]): Promise<Map<string, CatalogService>> {
  const { rows } = await db.query<CatalogService>(
    `SELECT ${SERVICE_COLUMNS} FROM connections.services WHERE service_id = ANY($1::uuid[])`,
    [ids],
  );
  return new Map(rows.map((s) => [s.service_id, s]));
}

/** The services of these organizations, by name. */
export async function servicesOfOrganizations(db: Db, organizationIds: readonly string[]) {
  const { rows } = await db.query<CatalogService>(
    `SELECT ${SERVICE_COLUMNS} FROM connections.services WHERE organization_id = ANY($1::uuid[])
      ORDER BY lower(name), module_name`,
    [organizationIds],
  );
  return rows;
}

/** Published, connect_enabled services other than `ownerServiceId`, by name. */
export async function connectableServicesFrom(db: Db, ownerServiceId: string) {
  const { rows } = await db.query<CatalogService>(
    `SELECT ${SERVICE_COLUMNS} FROM connections.services
      WHERE published AND connect_enabled AND service_id <> $1 ORDER BY lower(name), module_name`,
    [ownerServiceId],
  );
  return rows;
}

/** The steps of these services, in their order. */
export async function stepsOfServices(db: Db, serviceIds: readonly string[]): Promise<CatalogStep[]> {
  const { rows } = await db.query<CatalogStep>(
    `SELECT service_id, kind, step_id, module_name, name, description, weight, tier, fields, ingredients
       FROM connections.service_steps WHERE service_id = ANY($1::uuid[]) ORDER BY service_id, kind, weight`,
    [serviceIds],
  );
  return rows;
}

export interface ServiceWithSteps extends CatalogService {
  steps: CatalogStep[];
}

/**
 * These services with all their steps in one statement (the update's one catalog read: a dry run
 * runs it on every feature save).
 */
export async function servicesWithSteps(
  db: Db,
  by: { moduleNames: readonly string[] } | { ids: readonly string[] },
): Promise<ServiceWithSteps[]> {
  const byIds = 'ids' in by;
  const { rows } = await db.query<ServiceWithSteps>(
    `SELECT s.service_id, s.organization_id, s.module_name, s.name, s.description, s.brand_color, s.image_url,
            s.connect_enabled, s.published, s.api_url_prefix,
            COALESCE((SELECT jsonb_agg(jsonb_build_object('service_id', t.service_id, 'kind', t.kind,
                        'step_id', t.step_id, 'module_name', t.module_name, 'name', t.name,
                        'description', t.description, 'weight', t.weight, 'tier', t.tier,
                        'fields', t.fields, 'ingredients', t.ingredients) ORDER BY t.kind, t.weight)
                        FROM connections.service_steps t WHERE t.service_id = s.service_id), '[]'::jsonb) AS steps
       FROM connections.services s
      WHERE ($1::text[] IS NOT NULL AND s.module_name = ANY($1::text[])) OR s.service_id = ANY($2::uuid[])`,
    [byIds ? null : by.moduleNames, byIds ? by.ids : []],
    { name: 'connections.services_with_steps' },
  );
  return rows;
}
