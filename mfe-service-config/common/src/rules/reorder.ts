/**
 * A reorder names every item of its parent exactly once (see
 * spec/service-config.md#graphql-single-endpoint-path-not-shown: reorderTqas, reorderStepFields,
 * reorderStepIngredients), so a stale or partial list, or ids of another parent, can never leave two items on
 * the same position.
 */
export const REORDER_DUPLICATE = 'must not list an item twice';
export const REORDER_FOREIGN = 'must only list items of this parent';
export const REORDER_INCOMPLETE = 'must list every item of this parent';

export function reorderProblem(existing: readonly string[], given: readonly string[]): string | undefined {
  if (new Set(given).size !== given.length) return REORDER_DUPLICATE;
  const known = new Set(existing);
  if (given.some((id) => !known.has(id))) return REORDER_FOREIGN;
  if (given.length !== existing.length) return REORDER_INCOMPLETE;
  return undefined;
}
