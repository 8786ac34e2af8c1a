import type { Db } from '@switchyard/server-kit';

/** Writes the service's adapter script (null: none); the caller has locked the unpublished service. */
export async function saveScript(db: Db, serviceId: string, script: string | null): Promise<string | null> {
  const { rows } = await db.query<{ script: string | null }>(
    `UPDATE service_config.services SET script = $2, updated_at = now()
     WHERE id = $1 AND NOT published RETURNING script`,
    [serviceId, script],
  );
  return rows[0]?.script ?? null;
}
