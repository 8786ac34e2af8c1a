import { fieldDefinition, isDestructiveTypeChange } from '@switchyard/composer-common/fieldDefinitions';
import type { Db } from '@switchyard/server-kit';
import type { CatalogStep } from '../catalog';

type NewStep = Pick<CatalogStep, 'kind' | 'step_id' | 'fields'>;

/**
 * Service-config's warnings promise it: deleting a trigger, query or action, deleting a field, or
 * changing a field's type (beyond the text types) deletes the applets that use it. Called with a
 * service's steps before the catalog takes the new ones; returns the applets deleted.
 */
export async function deleteAppletsBrokenBy(tx: Db, serviceId: string, next: NewStep[]): Promise<string[]> {
  const { rows: before } = await tx.query<NewStep>(
    'SELECT kind, step_id, fields FROM composer.channel_steps WHERE service_id = $1',
    [serviceId],
  );
  const after = new Map(next.map((s) => [s.step_id, s]));
  const goneSteps: string[] = [];
  const brokenFields: { step_id: string; name: string }[] = [];
  for (const old of before) {
    const now = after.get(old.step_id);
    if (!now) {
      goneSteps.push(old.step_id);
      continue;
    }
    const types = new Map(now.fields.map((f) => [String(f.key), fieldDefinition(now.kind, f).field_type]));
    for (const f of old.fields) {
      const name = String(f.key);
      const type = types.get(name);
      if (
        type === undefined ||
        isDestructiveTypeChange(old.kind, fieldDefinition(old.kind, f).field_type, type)
      )
        brokenFields.push({ step_id: old.step_id, name });
    }
  }
  if (goneSteps.length === 0 && brokenFields.length === 0) return [];
  const { rows } = await tx.query<{ id: string }>(
    `DELETE FROM composer.applets a WHERE a.id IN (
       SELECT s.applet_id FROM composer.applet_steps s
        WHERE s.step_id = ANY($1::uuid[])
           OR EXISTS (SELECT 1 FROM jsonb_to_recordset($2::jsonb) AS b(step_id uuid, name text), jsonb_array_elements(s.fields) f
                       WHERE b.step_id = s.step_id AND f->>'name' = b.name))
     RETURNING a.id`,
    [goneSteps, JSON.stringify(brokenFields)],
  );
  return rows.map((r) => r.id);
}

/**
 * A deleted service, or one whose authentication changed, takes the applets that use one of its
 * steps along (their users' marks announce them gone). Returns the applets deleted.
 */
export async function deleteAppletsOfService(tx: Db, serviceId: string): Promise<string[]> {
  const { rows } = await tx.query<{ id: string }>(
    `DELETE FROM composer.applets WHERE id IN (SELECT applet_id FROM composer.applet_steps WHERE service_id = $1)
     RETURNING id`,
    [serviceId],
  );
  return rows.map((r) => r.id);
}
