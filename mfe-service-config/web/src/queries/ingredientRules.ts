import {
  needsExample,
  validateIngredient as serverValidateIngredient,
  type ValueType,
} from '@switchyard/service-config-common/rules/ingredientForm';
import { problemsOf, type Problems } from './stepRules';

export {
  needsExample,
  VALUE_TYPES,
  type ValueType,
} from '@switchyard/service-config-common/rules/ingredientForm';

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

/**
 * Value-type change (see spec/service-config.md#4-states-and-transitions): date, datetime or query (the types
 * without an example) clears the example; leaving query clears the target query; choosing query selects the
 * first available query.
 */
export function changeValueType(
  values: IngredientFormValues,
  next: string,
  availableQueryIds: readonly string[],
): IngredientFormValues {
  if (next === values.value_type) return values;
  const out = { ...values, value_type: next };
  if (!needsExample(next)) out.example = '';
  if (values.value_type === 'query') out.target_query_id = '';
  if (next === 'query') out.target_query_id = availableQueryIds[0] ?? '';
  return out;
}

/**
 * The server's query ingredient rules (see spec/service-config.md#5-validation-rules) over the form's values.
 */
export const validateIngredient = (values: IngredientFormValues): Problems<IngredientFormField> =>
  problemsOf(serverValidateIngredient(values).errors);
