import { stepPath, tokensOf, type IngredientSource } from '@switchyard/events';

/**
 * Ingredients: the values a trigger event and the queries bring to an applet. A text field holds
 * them as tokens `{{Service.stepName.IngredientName}}` (a pill in the composer); filter code reads
 * the same path (`Daybook.newJournalEntry.Title`). The spec does not show the syntax; this is the
 * composer's and the engine's, documented in the README. The naming itself is the run contract's
 * (`@switchyard/events`, runNaming.ts), re-exported here.
 */
export {
  serviceNamespace,
  setterName,
  stepNamespace,
  stepPath,
  tokensOf,
  type IngredientSource,
  type IngredientToken,
} from '@switchyard/events';

const TOKEN = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The paths of the tokens in a text, in order, with repeats. */
export function tokenPaths(text: string): string[] {
  return [...text.matchAll(TOKEN)].map((m) => m[1]);
}

/** The tokens in a text that none of the sources offers (invalid pills). */
export function invalidTokens(text: string, sources: readonly IngredientSource[]): string[] {
  const known = new Set(sources.flatMap((s) => tokensOf(s).map((t) => t.path)));
  return tokenPaths(text).filter((p) => !known.has(p));
}

/** Whether a query is referred to by a text (a token of its ingredients) or by the filter code. */
export function isQueryUsed(
  query: { channel_module_name: string; module_name: string },
  texts: readonly string[],
  filterCode: string | null,
): boolean {
  const prefix = stepPath(query.channel_module_name, query.module_name);
  const starts = (p: string) => p === prefix || p.startsWith(`${prefix}.`) || p.startsWith(`${prefix}[`);
  if (texts.some((t) => tokenPaths(t).some(starts))) return true;
  return filterCode !== null && new RegExp(`\\b${prefix.replace('.', '\\s*\\.\\s*')}\\b`).test(filterCode);
}

/**
 * An applet default as review keeps it (`{{slug}}` of the trigger's ingredients) in the composer's
 * tokens; a slug the trigger does not offer stays as it is (and shows as an invalid pill).
 */
export function fromStencil(value: string, trigger: IngredientSource): string {
  const bySlug = new Map(tokensOf(trigger).map((t) => [t.slug, t.token]));
  return value.replace(/\{\{\s*([a-z0-9_]+)\s*\}\}/gi, (whole, slug: string) => bySlug.get(slug) ?? whole);
}
