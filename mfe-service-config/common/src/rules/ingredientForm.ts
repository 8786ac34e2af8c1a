import type { FieldError } from '../fieldError';
import {
  BLANK,
  clean,
  fieldErrors,
  NOT_IN_LIST,
  requiredTextProblem,
  stepNameProblem,
  tooLong,
  weightProblem,
} from './stepName';

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
/** Value types whose example the form asks for (and requires); the others have none. */
export const EXAMPLE_VALUE_TYPES: readonly string[] = ['string', 'image_url', 'file_url', 'web_url'];
/** Parents ingredientCreate takes; trigger ingredients are written over REST (triggerIngredientForm.ts). */
export const INGREDIENT_PARENT_TYPES: readonly string[] = ['query'];

export const INGREDIENT_NAME_MAX = 100;
export const INGREDIENT_NOTE_MAX = 1000;
export const INGREDIENT_EXAMPLE_MAX = 2000;
export const NOT_UPPER_CAMEL_CASE = 'must be in UpperCamelCase, like CreatedAt';
const UPPER_CAMEL_CASE = /^[A-Z][A-Za-z0-9]*$/;

export interface IngredientFormInput {
  name: string;
  slug: string;
  note: string;
  value_type: string;
  example?: string | null;
  target_query_id?: string | null;
  weight?: number | null;
}

export interface IngredientFormValue {
  name: string;
  slug: string;
  note: string;
  value_type: string;
  example: string | null;
  target_query_id: string | null;
  weight: number | null;
}

export const needsExample = (valueType: string) => EXAMPLE_VALUE_TYPES.includes(valueType);

function nameProblem(name: string): string | undefined {
  return (
    requiredTextProblem(name, INGREDIENT_NAME_MAX) ??
    (UPPER_CAMEL_CASE.test(name) ? undefined : NOT_UPPER_CAMEL_CASE)
  );
}

/**
 * The query ingredient form (see spec/service-config.md#5-validation-rules): name required in UpperCamelCase,
 * slug like an endpoint, note required, example required for string and URL types (and dropped for the
 * others), a target query required for the query type (dropped otherwise). Whether the target is a query of
 * the same service, and slug uniqueness, are the caller's checks.
 */
export function validateIngredient(input: IngredientFormInput): {
  value: IngredientFormValue;
  errors: FieldError[];
} {
  const valueType = clean(input.value_type);
  const example = clean(input.example);
  const target = clean(input.target_query_id);
  const value: IngredientFormValue = {
    name: clean(input.name),
    slug: clean(input.slug),
    note: clean(input.note),
    value_type: valueType,
    example: needsExample(valueType) ? example : null,
    target_query_id: valueType === 'query' ? target : null,
    weight: input.weight ?? null,
  };
  const errors = fieldErrors([
    ['name', nameProblem(value.name)],
    ['slug', stepNameProblem(value.slug)],
    ['note', requiredTextProblem(value.note, INGREDIENT_NOTE_MAX)],
    [
      'value_type',
      !valueType ? BLANK : (VALUE_TYPES as readonly string[]).includes(valueType) ? undefined : NOT_IN_LIST,
    ],
    [
      'example',
      !needsExample(valueType)
        ? undefined
        : !example
          ? BLANK
          : example.length > INGREDIENT_EXAMPLE_MAX
            ? tooLong(INGREDIENT_EXAMPLE_MAX)
            : undefined,
    ],
    ['target_query_id', valueType === 'query' && !target ? BLANK : undefined],
    ['weight', weightProblem(value.weight)],
  ]);
  return { value, errors };
}

/** A target query that is not a query of the ingredient's service (or does not exist). */
export const TARGET_QUERY_FOREIGN = 'must be a query of this service';
