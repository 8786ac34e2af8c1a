import type { Db } from '@switchyard/server-kit';
import type { IngredientRow } from '../queries/queryStore';
import { isUuid } from '../services/serviceStore';

/**
 * Trigger ingredients live in the ingredients table with parent_type 'trigger' (its trigger_id
 * column, generated from parent_id, cascades a trigger's deletion). Inserts, updates and deletes
 * are the queries area's (queries/queryStore.ts); these are the reads by trigger.
 */
const INGREDIENT_COLUMNS =
  'id, parent_type, parent_id, name, slug, note, value_type, example, target_query_id, weight';

/** Each trigger's ingredients, by weight then name (one query for all the triggers). */
export async function ingredientsOfTriggers(
  db: Db,
  triggerIds: string[],
): Promise<Map<string, IngredientRow[]>> {
  const byTrigger = new Map<string, IngredientRow[]>(triggerIds.map((id) => [id, []]));
  const ids = triggerIds.filter(isUuid);
  if (ids.length === 0) return byTrigger;
  const { rows } = await db.query<IngredientRow>(
    `SELECT ${INGREDIENT_COLUMNS} FROM service_config.ingredients WHERE trigger_id = ANY($1::uuid[])
     ORDER BY weight, name, id`,
    [ids],
  );
  for (const row of rows) byTrigger.get(row.parent_id)?.push(row);
  return byTrigger;
}

/** An ingredient of the trigger by its slug. */
export async function findTriggerIngredient(
  db: Db,
  triggerId: string,
  slug: string,
): Promise<IngredientRow | null> {
  const { rows } = await db.query<IngredientRow>(
    `SELECT ${INGREDIENT_COLUMNS} FROM service_config.ingredients WHERE trigger_id = $1 AND slug = $2`,
    [triggerId, slug],
  );
  return rows[0] ?? null;
}
