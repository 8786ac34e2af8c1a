import {
  BLANK,
  compact,
  HELPER_TEXT_MAX,
  HELPER_TEXT_TOO_LONG,
  isBlank,
  stepNameProblem,
  type Problems,
} from './stepRules';

export interface StaticOption {
  label: string;
  value: string;
}

/** What the Type select shows: a text input or a dropdown. */
export type QueryFieldKind = 'text' | 'option';
/** Where a dropdown's options come from. */
export type DropdownSource = 'static' | 'dynamic';

export const TEXT_RAW = 'text_raw';
export const DROPDOWN_STATIC = 'dropdown_static';
export const DROPDOWN_DYNAMIC = 'dropdown_dynamic';

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

export const OPTION_RULES = {
  tooFew: 'must have at least two options for a dropdown list',
  blankName: 'must not have blank names',
  blankValue: 'must not have blank values',
  duplicateValue: 'must not have duplicate values',
  duplicateName: 'must not have duplicate names',
} as const;

export const kindOf = (fieldTypeSlug: string): QueryFieldKind =>
  fieldTypeSlug === DROPDOWN_STATIC || fieldTypeSlug === DROPDOWN_DYNAMIC ? 'option' : 'text';

export const sourceOf = (fieldTypeSlug: string): DropdownSource =>
  fieldTypeSlug === DROPDOWN_DYNAMIC ? 'dynamic' : 'static';

const emptyOption = (): StaticOption => ({ label: '', value: '' });

/** A dropdown starts with two empty rows (it needs at least two options). */
export const newStaticOptions = (): StaticOption[] => [emptyOption(), emptyOption()];

/**
 * Type change (service-config §4): the slug resets to text_raw for text and dropdown_static for a
 * dropdown; staying on the same kind keeps the slug (e.g. a text content type of the catalogue).
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

/** The first broken dropdown-option rule (service-config §5), in the spec's order. */
export function staticOptionsProblem(options: readonly StaticOption[]): string | undefined {
  if (options.length < 2) return OPTION_RULES.tooFew;
  if (options.some((o) => isBlank(o.label))) return OPTION_RULES.blankName;
  if (options.some((o) => isBlank(o.value))) return OPTION_RULES.blankValue;
  const values = options.map((o) => o.value.trim());
  if (new Set(values).size !== values.length) return OPTION_RULES.duplicateValue;
  const labels = options.map((o) => o.label.trim());
  if (new Set(labels).size !== labels.length) return OPTION_RULES.duplicateName;
  return undefined;
}

export function validateQueryField(values: QueryFieldFormValues): Problems<QueryFieldFormField> {
  return compact({
    label: isBlank(values.label) ? BLANK : undefined,
    name: stepNameProblem(values.name),
    helper_text: (values.helper_text ?? '').length > HELPER_TEXT_MAX ? HELPER_TEXT_TOO_LONG : undefined,
    static_options:
      values.field_type_slug === DROPDOWN_STATIC ? staticOptionsProblem(values.static_options) : undefined,
  });
}
