import type { Db } from '@switchyard/server-kit';
import type { ServiceGeneralChanges } from '@switchyard/service-config-common/rules/serviceGeneral';

/** A row of service_config.services, as the resolvers receive it. */
export interface ServiceRow {
  id: string;
  organization_id: string;
  module_name: string;
  name: string;
  description: string;
  published: boolean;
  /** Users connected to it or holding an applet of it (the composer's service.users_changed); deletion needs at most 100. */
  users_count: number;
  /** The published service this one is a staging clone of (null for any other). */
  staging_of: string | null;
  brand_color: string | null;
  icon_path: string | null;
  category_name: string | null;
  home_url: string | null;
  support_email: string | null;
  short_name: string | null;
  invite_url: string | null;
  api_url_prefix: string | null;
  call_to_action_text: string | null;
  call_to_action_link: string | null;
  alternate_search_terms: string[];
  authentication_type: string;
  oauth_client_id: string | null;
  oauth_authorization_url: string | null;
  oauth_token_url: string | null;
  demo_account_login: string | null;
  demo_account_password: string | null;
  demo_account_notes: string | null;
  api_token_type: string | null;
  api_token_format: string | null;
  /** Other partners may build connections to this service (migration 0012; off by default). */
  connect_enabled: boolean;
  /** The adapter script (migration 0007); null when none is saved. */
  script?: string | null;
  /** Write-only (migration 0009): sent to the partner's token endpoint, never returned. */
  oauth_client_secret?: string | null;
  created_at: Date;
  updated_at: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids come from clients: anything not shaped like a uuid matches nothing (rather than a SQL error). */
export const isUuid = (id: string) => UUID.test(id);

/** The service key (migration 0008 of the endpoint tests); absent in databases without it. */
export const serviceKeyOf = (service: ServiceRow) =>
  (service as ServiceRow & { service_key?: string | null }).service_key ?? null;

export async function findServiceByModuleName(db: Db, moduleName: string): Promise<ServiceRow | null> {
  const { rows } = await db.query<ServiceRow>(
    'SELECT * FROM service_config.services WHERE module_name = $1',
    [moduleName],
  );
  return rows[0] ?? null;
}

export async function findServiceById(db: Db, id: string): Promise<ServiceRow | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<ServiceRow>('SELECT * FROM service_config.services WHERE id = $1', [id]);
  return rows[0] ?? null;
}

/** Each service's api_url_prefix (null when unset), in one query: the field endpoint templates use it. */
export async function apiUrlPrefixesOfServices(
  db: Db,
  serviceIds: string[],
): Promise<Map<string, string | null>> {
  const ids = serviceIds.filter(isUuid);
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ id: string; api_url_prefix: string | null }>(
    'SELECT id, api_url_prefix FROM service_config.services WHERE id = ANY($1::uuid[])',
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.api_url_prefix]));
}

/** Each organization's services, ordered by name. */
export async function servicesOfOrganizations(
  db: Db,
  organizationIds: string[],
): Promise<Map<string, ServiceRow[]>> {
  const ids = organizationIds.filter(isUuid);
  const byOrg = new Map<string, ServiceRow[]>(organizationIds.map((id) => [id, []]));
  if (ids.length === 0) return byOrg;
  const { rows } = await db.query<ServiceRow>(
    `SELECT * FROM service_config.services WHERE organization_id = ANY($1::uuid[])
     ORDER BY lower(name), name, module_name`,
    [ids],
  );
  for (const row of rows) byOrg.get(row.organization_id)?.push(row);
  return byOrg;
}

export interface ServiceInsert {
  id?: string;
  organization_id: string;
  module_name: string;
  name: string;
  description?: string;
  published?: boolean;
  brand_color?: string | null;
  icon_path?: string | null;
  connect_enabled?: boolean;
}

/** Inserts a service; null when its module name (or given id) is already taken, per the unique indexes. */
export async function insertService(db: Db, s: ServiceInsert): Promise<ServiceRow | null> {
  const { rows } = await db.query<ServiceRow>(
    `INSERT INTO service_config.services
       (id, organization_id, module_name, name, description, published, brand_color, icon_path,
        connect_enabled)
     VALUES (coalesce($1::uuid, gen_random_uuid()), $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT DO NOTHING
     RETURNING *`,
    [
      s.id ?? null,
      s.organization_id,
      s.module_name,
      s.name,
      s.description ?? '',
      s.published ?? false,
      s.brand_color ?? null,
      s.icon_path ?? null,
      s.connect_enabled ?? false,
    ],
  );
  return rows[0] ?? null;
}

/** Columns serviceUpdate may write; the keys of ServiceGeneralChanges, listed so no other key reaches the SQL. */
const UPDATABLE_COLUMNS = new Set<string>([
  'name',
  'description',
  'category_name',
  'home_url',
  'support_email',
  'short_name',
  'invite_url',
  'api_url_prefix',
  'brand_color',
  'call_to_action_text',
  'call_to_action_link',
  'alternate_search_terms',
  'authentication_type',
  'oauth_client_id',
  'oauth_client_secret',
  'oauth_authorization_url',
  'oauth_token_url',
  'demo_account_login',
  'demo_account_password',
  'demo_account_notes',
  'api_token_type',
  'api_token_format',
  'connect_enabled',
]);

/**
 * Writes checked changes to an unpublished service; null when the service is (by now) published
 * or gone, so a publication between the caller's check and this write still wins.
 */
export async function updateUnpublishedService(
  db: Db,
  id: string,
  changes: ServiceGeneralChanges,
): Promise<ServiceRow | null> {
  const entries = Object.entries(changes).filter(
    ([column, v]) => UPDATABLE_COLUMNS.has(column) && v !== undefined,
  );
  const sets = entries.map(([column], i) => `${column} = $${i + 2}`);
  const { rows } = await db.query<ServiceRow>(
    `UPDATE service_config.services SET ${[...sets, 'updated_at = now()'].join(', ')}
     WHERE id = $1 AND NOT published
     RETURNING *`,
    [id, ...entries.map(([, v]) => v)],
  );
  return rows[0] ?? null;
}
