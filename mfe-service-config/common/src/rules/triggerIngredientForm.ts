import type { FieldError } from '../fieldError';
import {
  INGREDIENT_EXAMPLE_MAX,
  INGREDIENT_NAME_MAX,
  INGREDIENT_NOTE_MAX,
  NOT_UPPER_CAMEL_CASE,
} from './ingredientForm';
import { fieldSlugProblem } from './stepFieldForm';
import { BLANK, clean, fieldErrors, NOT_IN_LIST, requiredTextProblem, tooLong } from './stepName';

/**
 * The trigger ingredient form (see spec/service-config.md#3-entities-and-their-fields,
 * spec/service-config.md#5-validation-rules, partner_trigger_ingredient in spec/service-config.md#rest): name
 * in UpperCamelCase, slug like a trigger field's key, note, a value type, and an example unless the type is a
 * date type (the form hides it then, and the server drops it). A trigger ingredient has no target query, so
 * 'query' is not among its value types.
 */
export const TRIGGER_INGREDIENT_VALUE_TYPES = [
  'string',
  'date',
  'datetime',
  'image_url',
  'file_url',
  'web_url',
] as const;

export const exampleHidden = (valueType: string) => valueType.includes('date');

const UPPER_CAMEL_CASE = /^[A-Z][A-Za-z0-9]*$/;

export interface TriggerIngredientFormInput {
  name?: unknown;
  slug?: unknown;
  note?: unknown;
  value_type?: unknown;
  example?: unknown;
}

export interface TriggerIngredientFormValue {
  name: string;
  slug: string;
  note: string;
  value_type: string;
  example: string | null;
}

const text = (value: unknown) => (typeof value === 'string' ? clean(value) : '');

export function validateTriggerIngredient(input: TriggerIngredientFormInput): {
  value: TriggerIngredientFormValue;
  errors: FieldError[];
} {
  // An absent value type is the default, string.
  const valueType =
    input.value_type === undefined || input.value_type === null ? 'string' : text(input.value_type);
  const example = text(input.example);
  const value: TriggerIngredientFormValue = {
    name: text(input.name),
    slug: text(input.slug),
    note: text(input.note),
    value_type: valueType,
    example: exampleHidden(valueType) ? null : example || null,
  };
  const errors = fieldErrors([
    [
      'name',
      requiredTextProblem(value.name, INGREDIENT_NAME_MAX) ??
        (UPPER_CAMEL_CASE.test(value.name) ? undefined : NOT_UPPER_CAMEL_CASE),
    ],
    ['slug', fieldSlugProblem(value.slug)],
    ['note', requiredTextProblem(value.note, INGREDIENT_NOTE_MAX)],
    [
      'value_type',
      !valueType
        ? BLANK
        : (TRIGGER_INGREDIENT_VALUE_TYPES as readonly string[]).includes(valueType)
          ? undefined
          : NOT_IN_LIST,
    ],
    [
      'example',
      exampleHidden(valueType)
        ? undefined
        : !example
          ? BLANK
          : example.length > INGREDIENT_EXAMPLE_MAX
            ? tooLong(INGREDIENT_EXAMPLE_MAX)
            : undefined,
    ],
  ]);
  return { value, errors };
}
