import type { Db } from '@switchyard/server-kit';

/** A row of service_config.services, as the resolvers receive it. */
export interface ServiceRow {
  id: string;
  organization_id: string;
  module_name: string;
  name: string;
  description: string;
  published: boolean;
  brand_color: string | null;
  icon_path: string | null;
  created_at: Date;
  updated_at: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids come from clients: anything not shaped like a uuid matches nothing (rather than a SQL error). */
export const isUuid = (id: string) => UUID.test(id);

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
}

/** Inserts a service; null when its module name (or given id) is already taken, per the unique indexes. */
export async function insertService(db: Db, s: ServiceInsert): Promise<ServiceRow | null> {
  const { rows } = await db.query<ServiceRow>(
    `INSERT INTO service_config.services
       (id, organization_id, module_name, name, description, published, brand_color, icon_path)
     VALUES (coalesce($1::uuid, gen_random_uuid()), $2, $3, $4, $5, $6, $7, $8)
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
    ],
  );
  return rows[0] ?? null;
}
