/**
 * Ingredients: the values a trigger event and the queries bring to an applet. A text field holds
 * them as tokens `{{Service.stepName.IngredientName}}` (a pill in the composer); filter code reads
 * the same path (`Daybook.newJournalEntry.Title`). The spec does not show the syntax; this is the
 * composer's and the engine's, documented in the README.
 */
export interface IngredientSource {
  /** The service's module name, e.g. daybook. */
  channel_module_name: string;
  /** The step's module name, e.g. new_journal_entry. */
  module_name: string;
  ingredients: readonly { name: string; slug: string }[];
}

const camel = (snake: string) => snake.replace(/[_-]+([a-z0-9])/gi, (_m, c: string) => c.toUpperCase());
const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The service's name in filter code and tokens: acme_weather → AcmeWeather. */
export const serviceNamespace = (channelModuleName: string) => upperFirst(camel(channelModuleName));
/** The step's name: new_journal_entry → newJournalEntry. */
export const stepNamespace = (moduleName: string) => camel(moduleName);

/** `Service.stepName`, the prefix of a step's ingredients (and of an action's methods in filter code). */
export const stepPath = (channelModuleName: string, moduleName: string) =>
  `${serviceNamespace(channelModuleName)}.${stepNamespace(moduleName)}`;

/** An action field's setter in filter code: title → setTitle, image_url → setImageUrl. */
export const setterName = (fieldName: string) => `set${upperFirst(camel(fieldName))}`;

/** An ingredient's name in code: its name (UpperCamelCase by service-config's rule), else its slug. */
const ingredientKey = (i: { name: string; slug: string }) =>
  /^[A-Za-z_$][\w$]*$/.test(i.name) ? i.name : upperFirst(camel(i.slug));

export interface IngredientToken {
  token: string;
  path: string;
  label: string;
  slug: string;
}

/** The tokens a step offers, in order. */
export function tokensOf(source: IngredientSource): IngredientToken[] {
  const prefix = stepPath(source.channel_module_name, source.module_name);
  return source.ingredients.map((i) => {
    const path = `${prefix}.${ingredientKey(i)}`;
    return { token: `{{${path}}}`, path, label: i.name, slug: i.slug };
  });
}

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
