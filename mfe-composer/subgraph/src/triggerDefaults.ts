import type { ServiceAppletDefaultsChanged } from '@switchyard/events';
import type { Db } from '@switchyard/server-kit';

/** Keeps a service's applet defaults as review last told them (all of them, per trigger). */
export async function storeTriggerDefaults(tx: Db, e: ServiceAppletDefaultsChanged): Promise<void> {
  await tx.query('DELETE FROM composer.trigger_defaults WHERE service_id = $1', [e.service_id]);
  await tx.query(
    `INSERT INTO composer.trigger_defaults (service_id, trigger_key, defaults)
     SELECT $1, d.key, d.value FROM jsonb_each($2::jsonb) AS d`,
    [e.service_id, JSON.stringify(e.defaults)],
  );
}

/** The defaults of one trigger: content type → value (with review's `{{slug}}` ingredients). */
export async function defaultsOfTrigger(
  db: Db,
  serviceId: string,
  triggerKey: string,
): Promise<Record<string, string>> {
  const { rows } = await db.query<{ defaults: Record<string, string> }>(
    'SELECT defaults FROM composer.trigger_defaults WHERE service_id = $1 AND trigger_key = $2',
    [serviceId, triggerKey],
  );
  return rows[0]?.defaults ?? {};
}
