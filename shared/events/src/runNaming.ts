/**
 * How a run names its steps and ingredients (issue 36: part of the event contract, since
 * `RunStep.path`, `RunStep.setters` and `RunIngredient.path` carry these names). A text field holds
 * ingredients as tokens `{{Service.stepName.IngredientName}}`; filter code and runtime scripts read
 * the same path (`Daybook.newJournalEntry.Title`). The composer and the connections domain build run
 * specs with them; the engine reads them back.
 */

/** What a step offers to name its ingredients. */
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
export const ingredientKey = (i: { name: string; slug: string }) =>
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
