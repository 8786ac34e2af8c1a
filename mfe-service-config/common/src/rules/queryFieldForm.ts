import type { FieldError } from '../fieldError';
import {
  BLANK,
  clean,
  fieldErrors,
  NOT_IN_LIST,
  requiredTextProblem,
  stepNameProblem,
  weightProblem,
} from './stepName';
import { OPTION_RULES, OPTION_TEXT_MAX, populatorValuesProblem } from './staticOptions';

export const HELPER_TEXT_MAX = 200;
export const HELPER_TEXT_TOO_LONG = `can't be longer than ${HELPER_TEXT_MAX} characters`;
export const QUERY_FIELD_LABEL_MAX = 500;

export const TEXT_RAW = 'text_raw';
export const DROPDOWN_STATIC = 'dropdown_static';
export const DROPDOWN_DYNAMIC = 'dropdown_dynamic';
/** The catalogue's text content types (see spec/service-config.md#action-field-content-types). */
export const TEXT_CONTENT_TYPES = [
  'title',
  'collection_title',
  'html',
  'message',
  'body',
  'mobile',
  'filename',
  'folder',
  'tags',
  'link_url',
  'photo_url',
  'file_url',
  'audio_url',
  'text_datetime',
] as const;
export const FIELD_TYPE_SLUGS: readonly string[] = [
  TEXT_RAW,
  DROPDOWN_STATIC,
  DROPDOWN_DYNAMIC,
  ...TEXT_CONTENT_TYPES,
];

export { OPTION_RULES, OPTION_TEXT_MAX };

export interface StaticOption {
  label: string;
  value: string;
}

export interface QueryFieldFormInput {
  /** the key name (slug) */
  name: string;
  label: string;
  helper_text?: string | null;
  required: boolean;
  field_type_slug: string;
  static_options?: StaticOption[] | null;
  weight?: number | null;
}

export interface QueryFieldFormValue {
  slug: string;
  label: string;
  helper_text: string | null;
  required: boolean;
  normalized_field_type: 'text' | 'option';
  field_type_definition_slug: string;
  static_options: StaticOption[];
  weight: number | null;
}

export const normalizedFieldType = (fieldTypeSlug: string): 'text' | 'option' =>
  fieldTypeSlug === DROPDOWN_STATIC || fieldTypeSlug === DROPDOWN_DYNAMIC ? 'option' : 'text';

/** The first broken dropdown-option rule, in the spec's order (labels are the options' names). */
export const staticOptionsProblem = (options: readonly StaticOption[]) =>
  populatorValuesProblem(options.map((o) => ({ name: o.label, value: o.value })));

/**
 * The query field form (see spec/service-config.md#5-validation-rules): label and key name required, the key
 * name like an endpoint, helper text at most 200 characters, a known field type, and for a static dropdown at
 * least two options without blank or duplicate names and values. Only a static dropdown keeps its
 * options; uniqueness of the key name per query is the caller's check.
 */
export function validateQueryField(input: QueryFieldFormInput): {
  value: QueryFieldFormValue;
  errors: FieldError[];
} {
  const fieldType = clean(input.field_type_slug);
  const options = (input.static_options ?? []).map((o) => ({ label: clean(o.label), value: clean(o.value) }));
  const helperText = clean(input.helper_text);
  const value: QueryFieldFormValue = {
    slug: clean(input.name),
    label: clean(input.label),
    helper_text: helperText || null,
    required: input.required,
    normalized_field_type: normalizedFieldType(fieldType),
    field_type_definition_slug: fieldType,
    static_options: fieldType === DROPDOWN_STATIC ? options : [],
    weight: input.weight ?? null,
  };
  const errors = fieldErrors([
    ['label', requiredTextProblem(value.label, QUERY_FIELD_LABEL_MAX)],
    ['name', stepNameProblem(value.slug)],
    ['helper_text', helperText.length > HELPER_TEXT_MAX ? HELPER_TEXT_TOO_LONG : undefined],
    ['field_type_slug', !fieldType ? BLANK : FIELD_TYPE_SLUGS.includes(fieldType) ? undefined : NOT_IN_LIST],
    ['static_options', fieldType === DROPDOWN_STATIC ? staticOptionsProblem(options) : undefined],
    ['weight', weightProblem(value.weight)],
  ]);
  return { value, errors };
}
