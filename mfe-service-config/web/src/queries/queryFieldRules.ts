import {
  DROPDOWN_DYNAMIC,
  DROPDOWN_STATIC,
  normalizedFieldType,
  staticOptionsProblem as serverStaticOptionsProblem,
  TEXT_RAW,
  validateQueryField as serverValidateQueryField,
  type StaticOption,
} from '@switchyard/service-config-common/rules/queryFieldForm';
import { clean } from '@switchyard/service-config-common/rules/stepName';
import { problemsOf, type Problems } from './stepRules';

export {
  DROPDOWN_DYNAMIC,
  DROPDOWN_STATIC,
  OPTION_RULES,
  TEXT_RAW,
  type StaticOption,
} from '@switchyard/service-config-common/rules/queryFieldForm';

/** What the Type select shows: a text input or a dropdown. */
export type QueryFieldKind = 'text' | 'option';
/** Where a dropdown's options come from. */
export type DropdownSource = 'static' | 'dynamic';

export interface QueryFieldFormValues {
  label: string;
  /** the key name */
  name: string;
  helper_text: string;
  /** the radio's value */
  required: 'true' | 'false';
  field_type_slug: string;
  static_options: StaticOption[];
}

export type QueryFieldFormField = keyof QueryFieldFormValues;
export const QUERY_FIELD_FORM_FIELDS: readonly QueryFieldFormField[] = [
  'label',
  'name',
  'helper_text',
  'required',
  'field_type_slug',
  'static_options',
];

/** The Type select's kind of a field type: the server's normalized field type. */
export const kindOf: (fieldTypeSlug: string) => QueryFieldKind = normalizedFieldType;

export const sourceOf = (fieldTypeSlug: string): DropdownSource =>
  fieldTypeSlug === DROPDOWN_DYNAMIC ? 'dynamic' : 'static';

const emptyOption = (): StaticOption => ({ label: '', value: '' });

/** A dropdown starts with two empty rows (it needs at least two options). */
export const newStaticOptions = (): StaticOption[] => [emptyOption(), emptyOption()];

/**
 * Type change (see spec/service-config.md#4-states-and-transitions): the slug resets to text_raw for text and
 * dropdown_static for a dropdown; staying on the same kind keeps the slug (e.g. a text content type of the
 * catalogue).
 */
export function changeKind(values: QueryFieldFormValues, kind: QueryFieldKind): QueryFieldFormValues {
  if (kindOf(values.field_type_slug) === kind) return values;
  if (kind === 'text') return { ...values, field_type_slug: TEXT_RAW, static_options: [] };
  return {
    ...values,
    field_type_slug: DROPDOWN_STATIC,
    static_options: values.static_options.length ? values.static_options : newStaticOptions(),
  };
}

/** A dynamic dropdown takes its options from the service: the static list is emptied. */
export function changeSource(values: QueryFieldFormValues, source: DropdownSource): QueryFieldFormValues {
  if (source === 'dynamic') return { ...values, field_type_slug: DROPDOWN_DYNAMIC, static_options: [] };
  return {
    ...values,
    field_type_slug: DROPDOWN_STATIC,
    static_options: values.static_options.length ? values.static_options : newStaticOptions(),
  };
}

/** A static option row can be removed only while at least two rows exist. */
export const canRemoveOption = (options: readonly StaticOption[]) => options.length >= 2;

export function removeOption(options: readonly StaticOption[], index: number): StaticOption[] {
  if (!canRemoveOption(options)) return [...options];
  return options.filter((_, i) => i !== index);
}

export const addOption = (options: readonly StaticOption[]): StaticOption[] => [...options, emptyOption()];

/**
 * The first broken dropdown-option rule (see spec/service-config.md#5-validation-rules) of the rows as the
 * server cleans them.
 */
export const staticOptionsProblem = (options: readonly StaticOption[]): string | undefined =>
  serverStaticOptionsProblem(options.map((o) => ({ label: clean(o.label), value: clean(o.value) })));

/** The server's query field rules (see spec/service-config.md#5-validation-rules) over the form's values. */
export const validateQueryField = (values: QueryFieldFormValues): Problems<QueryFieldFormField> =>
  problemsOf(serverValidateQueryField({ ...values, required: values.required === 'true' }).errors);
