import type { Db } from '@switchyard/server-kit';
import type { AdminValue } from '@switchyard/service-config-common/rules/serviceAdmin';
import { isUuid } from '../services/serviceStore';

/** A row of service_config.service_admins (migration 0014). */
export interface AdminRow {
  id: string;
  service_id: string;
  email: string;
  name: string;
  phone: string | null;
  validated: boolean;
  position: number;
  created_at: Date;
  updated_at: Date;
}

/** What the REST answers and Service.admins show of an administrator. */
export const adminJson = (a: AdminRow) => ({
  id: a.id,
  email: a.email,
  name: a.name,
  phone: a.phone,
  validated: a.validated,
});

/** Each service's administrators in the order added, in one query. */
export async function adminsOfServices(db: Db, serviceIds: string[]): Promise<Map<string, AdminRow[]>> {
  const ids = serviceIds.filter(isUuid);
  const byService = new Map<string, AdminRow[]>(serviceIds.map((id) => [id, []]));
  if (ids.length === 0) return byService;
  const { rows } = await db.query<AdminRow>(
    `SELECT * FROM service_config.service_admins WHERE service_id = ANY($1::uuid[])
     ORDER BY service_id, position, created_at, id`,
    [ids],
  );
  for (const row of rows) byService.get(row.service_id)?.push(row);
  return byService;
}

/** The administrator `id` of the service; null for a malformed id or one of another service. */
export async function findAdmin(db: Db, serviceId: string, id: string): Promise<AdminRow | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<AdminRow>(
    'SELECT * FROM service_config.service_admins WHERE service_id = $1 AND id = $2',
    [serviceId, id],
  );
  return rows[0] ?? null;
}

export async function adminCount(db: Db, serviceId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM service_config.service_admins WHERE service_id = $1',
    [serviceId],
  );
  return rows[0].n;
}

/** Whether another administrator of the service has this e-mail address (in any case). */
export async function isEmailTaken(
  db: Db,
  serviceId: string,
  email: string,
  exceptId: string | null,
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM service_config.service_admins
      WHERE service_id = $1 AND lower(email) = lower($2) AND ($3::uuid IS NULL OR id <> $3)`,
    [serviceId, email, exceptId],
  );
  return rows.length > 0;
}

export async function insertAdmin(db: Db, serviceId: string, value: AdminValue): Promise<AdminRow> {
  const { rows } = await db.query<AdminRow>(
    `INSERT INTO service_config.service_admins (service_id, email, name, phone, position)
     VALUES ($1, $2, $3, $4,
       (SELECT coalesce(max(position), 0) + 1 FROM service_config.service_admins WHERE service_id = $1))
     RETURNING *`,
    [serviceId, value.email, value.name, value.phone],
  );
  return rows[0];
}

/** Saves the partner's changes; a changed e-mail or phone clears `validated` (the review team checks them again). */
export async function updateAdmin(db: Db, id: string, value: AdminValue): Promise<AdminRow> {
  const { rows } = await db.query<AdminRow>(
    `UPDATE service_config.service_admins
        SET validated = validated AND email = $2 AND phone IS NOT DISTINCT FROM $4,
            email = $2, name = $3, phone = $4, updated_at = now()
      WHERE id = $1
      RETURNING *`,
    [id, value.email, value.name, value.phone],
  );
  return rows[0];
}

export async function deleteAdmin(db: Db, id: string): Promise<void> {
  await db.query('DELETE FROM service_config.service_admins WHERE id = $1', [id]);
}

/** The review team's mark. */
export async function setAdminValidated(db: Db, id: string, validated: boolean): Promise<AdminRow> {
  const { rows } = await db.query<AdminRow>(
    `UPDATE service_config.service_admins SET validated = $2, updated_at = now() WHERE id = $1 RETURNING *`,
    [id, validated],
  );
  return rows[0];
}
