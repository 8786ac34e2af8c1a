import { BLANK, compact, isBlank, stepNameProblem, type Problems } from './stepRules';

export const VALUE_TYPES = [
  'string',
  'date',
  'datetime',
  'image_url',
  'file_url',
  'web_url',
  'query',
] as const;
export type ValueType = (typeof VALUE_TYPES)[number];

export const VALUE_TYPE_LABELS: Record<ValueType, string> = {
  string: 'String',
  date: 'Date (ISO8601)',
  datetime: 'Date and time (ISO8601)',
  image_url: 'Image URL',
  file_url: 'File URL',
  web_url: 'Web URL',
  query: 'Query',
};

export const EXAMPLE_PLACEHOLDER = 'https://example.com/images/photo.jpg';

export interface IngredientFormValues {
  name: string;
  slug: string;
  note: string;
  value_type: string;
  example: string;
  target_query_id: string;
}

export type IngredientFormField = keyof IngredientFormValues;
export const INGREDIENT_FORM_FIELDS: readonly IngredientFormField[] = [
  'name',
  'slug',
  'note',
  'value_type',
  'example',
  'target_query_id',
];

const CLEARS_EXAMPLE: readonly string[] = ['date', 'datetime', 'query'];
const NEEDS_EXAMPLE: readonly string[] = ['string', 'image_url', 'file_url', 'web_url'];

/** Example is asked for (and required) for string, image_url, file_url and web_url. */
export const needsExample = (valueType: string) => NEEDS_EXAMPLE.includes(valueType);

/**
 * Value-type change (service-config §4): date, datetime or query clears the example; leaving query
 * clears the target query; choosing query selects the first available query.
 */
export function changeValueType(
  values: IngredientFormValues,
  next: string,
  availableQueryIds: readonly string[],
): IngredientFormValues {
  if (next === values.value_type) return values;
  const out = { ...values, value_type: next };
  if (CLEARS_EXAMPLE.includes(next)) out.example = '';
  if (values.value_type === 'query') out.target_query_id = '';
  if (next === 'query') out.target_query_id = availableQueryIds[0] ?? '';
  return out;
}

export function validateIngredient(values: IngredientFormValues): Problems<IngredientFormField> {
  return compact({
    name: isBlank(values.name) ? BLANK : undefined,
    slug: stepNameProblem(values.slug),
    note: isBlank(values.note) ? BLANK : undefined,
    example: needsExample(values.value_type) && isBlank(values.example) ? BLANK : undefined,
    target_query_id: values.value_type === 'query' && isBlank(values.target_query_id) ? BLANK : undefined,
  });
}
