/**
 * The service page's checklist (see spec/connections.md#3-entities-and-their-fields, "Checklist item"): per
 * trigger, query and action, what the review team expects of it. The server computes the items from the
 * step's data; the step pages open the edit form an item's hash names (#checklist-{key}) after
 * CHECKLIST_EDIT_FORM_DELAY_MS (spec/connections.md#9-business-constants-and-limits).
 */

export const CHECKLIST_STEP_TYPES = ['trigger', 'query', 'action'] as const;
export type ChecklistStepType = (typeof CHECKLIST_STEP_TYPES)[number];

/** Every item a step can have, in the order the page lists them. */
export const CHECKLIST_KEYS = [
  'description',
  'verbiage',
  'fields_labelled',
  'ingredients',
  'ingredient_notes',
  'ingredient_examples',
  'endpoint_test',
] as const;
export type ChecklistKey = (typeof CHECKLIST_KEYS)[number];

/** A checklist hash opens the relevant edit form after this delay (spec/connections.md#4-states-and-transitions). */
export const CHECKLIST_EDIT_FORM_DELAY_MS = 350;

const HASH_PREFIX = '#checklist-';

export const checklistHash = (key: string) => `${HASH_PREFIX}${key}`;

/** The item key a location hash names ('#checklist-verbiage' → 'verbiage'); null for any other hash. */
export function checklistKeyOfHash(hash: string): ChecklistKey | null {
  if (!hash.startsWith(HASH_PREFIX)) return null;
  const key = hash.slice(HASH_PREFIX.length);
  return (CHECKLIST_KEYS as readonly string[]).includes(key) ? (key as ChecklistKey) : null;
}

/** The outcome of the step in the service's newest finished endpoint test run. */
export type EndpointTestOutcome = 'passed' | 'failed' | 'untested';

export interface ChecklistField {
  helper_text: string | null;
}

export interface ChecklistIngredient {
  note: string;
  value_type: string;
  example: string | null;
}

/** What the rules read of a step. */
export interface ChecklistStep {
  type: ChecklistStepType;
  name: string;
  description: string;
  /** Triggers and actions; null when not given. */
  verbiage?: string | null;
  /** A feed trigger: no protocol endpoint, so no endpoint test. */
  feed?: boolean;
  fields: readonly ChecklistField[];
  /** Triggers and queries. */
  ingredients?: readonly ChecklistIngredient[];
  endpointTest: EndpointTestOutcome;
}

export interface ChecklistRuleItem {
  key: ChecklistKey;
  satisfied: boolean;
  title: string;
}

/** The keys a step of the type has (a feed trigger is never endpoint tested). */
export function checklistKeysOf(type: ChecklistStepType, feed = false): ChecklistKey[] {
  return CHECKLIST_KEYS.filter((key) => {
    if (key === 'verbiage') return type !== 'query';
    if (key.startsWith('ingredient')) return type !== 'action';
    if (key === 'endpoint_test') return !feed;
    return true;
  });
}

const QUERY_DESCRIPTION_START = 'This query returns';

/** A complete sentence: begins with a capital letter (or a digit) and ends with a period. */
export const isSentence = (text: string) => /^[\p{Lu}\d]/u.test(text.trim()) && text.trim().endsWith('.');

/**
 * The query form's guidance (spec/service-config.md#5-validation-rules): a complete sentence starting
 * 'This query returns' and ending with a period; triggers and actions: a complete sentence.
 */
function describedWell(step: ChecklistStep): boolean {
  const text = step.description.trim();
  if (step.type === 'query') return text.startsWith(QUERY_DESCRIPTION_START) && text.endsWith('.');
  return isSentence(text);
}

/**
 * Whether the ingredient's type takes an example: a trigger's unless a date type
 * (spec/service-config.md#5-validation-rules, "example required unless the value type contains 'date'"), a
 * query's for string and the URL types.
 */
export function takesExample(type: ChecklistStepType, valueType: string): boolean {
  if (type === 'query') return ['string', 'image_url', 'file_url', 'web_url'].includes(valueType);
  return !valueType.includes('date');
}

const has = (text: string | null | undefined) => Boolean(text && text.trim());

/** The step's items, each satisfied or not, with what it asks in words. */
export function checklistOf(step: ChecklistStep): ChecklistRuleItem[] {
  const ingredients = step.ingredients ?? [];
  const rules: Record<ChecklistKey, () => Omit<ChecklistRuleItem, 'key'>> = {
    description: () => ({
      satisfied: describedWell(step),
      title:
        step.type === 'query'
          ? `Describe ${step.name} in a sentence starting '${QUERY_DESCRIPTION_START}' and ending with a period`
          : `Describe ${step.name} in a complete sentence`,
    }),
    verbiage: () => ({ satisfied: has(step.verbiage), title: `Give ${step.name} its verbiage` }),
    fields_labelled: () => ({
      satisfied: step.fields.every((field) => has(field.helper_text)),
      title: `Give every field of ${step.name} a helper text`,
    }),
    ingredients: () => ({ satisfied: ingredients.length > 0, title: `Add an ingredient to ${step.name}` }),
    ingredient_notes: () => ({
      satisfied: ingredients.every((i) => isSentence(i.note)),
      title: `Write every ingredient note of ${step.name} as a complete sentence`,
    }),
    ingredient_examples: () => ({
      satisfied: ingredients.every((i) => !takesExample(step.type, i.value_type) || has(i.example)),
      title: `Give every ingredient of ${step.name} an example`,
    }),
    endpoint_test: () => ({
      satisfied: step.endpointTest === 'passed',
      title: `Pass the endpoint test of ${step.name}`,
    }),
  };
  return checklistKeysOf(step.type, step.feed).map((key) => ({ key, ...rules[key]() }));
}

/**
 * On a step's page, the first item the key points at: the field without a helper text, the ingredient
 * without a complete note or a needed example (index into the lists as given), or -1.
 */
export function firstUnsatisfiedIndex(
  key: ChecklistKey,
  type: ChecklistStepType,
  parts: { fields?: readonly ChecklistField[]; ingredients?: readonly ChecklistIngredient[] },
): number {
  if (key === 'fields_labelled') return (parts.fields ?? []).findIndex((f) => !has(f.helper_text));
  if (key === 'ingredient_notes') return (parts.ingredients ?? []).findIndex((i) => !isSentence(i.note));
  if (key === 'ingredient_examples')
    return (parts.ingredients ?? []).findIndex((i) => takesExample(type, i.value_type) && !has(i.example));
  return -1;
}

const STEP_SEGMENTS: Record<ChecklistStepType, string> = {
  trigger: 'triggers',
  query: 'queries',
  action: 'actions',
};

/**
 * Where an item is dealt with: the step's page with the item's hash; the endpoint test is rerun on the
 * service's endpoint tests page (the step's page has nothing to change for it).
 */
export function checklistEditPath(
  serviceModuleName: string,
  type: ChecklistStepType,
  stepModuleName: string,
  key: ChecklistKey,
): string {
  const service = `/services/${encodeURIComponent(serviceModuleName)}`;
  if (key === 'endpoint_test') return `${service}/endpoint_tests${checklistHash(key)}`;
  return `${service}/${STEP_SEGMENTS[type]}/${encodeURIComponent(stepModuleName)}${checklistHash(key)}`;
}
