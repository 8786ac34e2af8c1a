import type { AppletRunSpec } from '@switchyard/events';

/** Every ingredient value of a run by its path (`Daybook.newJournalEntry.Title`). */
export type IngredientValues = Record<string, unknown>;

/** The trigger item's values, and each query's first row's (filter code sees every row). */
export function ingredientValues(
  spec: AppletRunSpec,
  item: Record<string, unknown>,
  queryRows: Record<string, Record<string, unknown>[]>,
): IngredientValues {
  const values: IngredientValues = {};
  for (const i of spec.trigger.ingredients) values[i.path] = item[i.slug] ?? '';
  for (const q of spec.queries)
    for (const i of q.ingredients) values[i.path] = queryRows[q.key]?.[0]?.[i.slug] ?? '';
  return values;
}

const TOKEN = /\{\{\s*([^{}]*?)\s*\}\}/g;

const asText = (v: unknown) =>
  v === null || v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v);

function substitute(value: unknown, values: IngredientValues): unknown {
  if (typeof value === 'string')
    return value.replace(TOKEN, (whole, path: string) => (path in values ? asText(values[path]) : whole));
  if (Array.isArray(value)) return value.map((v) => substitute(v, values));
  return value;
}

/** An action's fields with the ingredient tokens in their text replaced by the run's values. */
export function actionFields(
  fields: Record<string, unknown>,
  values: IngredientValues,
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, substitute(v, values)]));
}
