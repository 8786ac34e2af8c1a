/**
 * Custom fields (options a feature asks the user for; spec/connections.md#5-validation-rules, "Custom
 * field"): the key, the label, the default per UI type, the options of dropdowns and checkboxes, the
 * time default and what a change of type clears.
 */
import { customFieldPath, type FieldError } from './fieldError';
import {
  CHECKBOX_OPTIONS_MIN,
  CUSTOM_FIELD_KEY_MIN,
  CUSTOM_FIELD_KEY_PATTERN,
  DROPDOWN_OPTIONS_MIN,
  TIME_DEFAULT,
} from './limits';
import {
  CHECKBOXES_NO_OPTION,
  DEFAULT_BLANK,
  DROPDOWN_TOO_FEW_OPTIONS,
  KEY_BLANK,
  KEY_NOT_SNAKE_CASE,
  KEY_NOT_UNIQUE,
  KEY_TOO_SHORT,
  LABEL_BLANK,
  OPTION_INCOMPLETE,
  OPTION_NAMES_NOT_UNIQUE,
  OPTION_VALUES_NOT_UNIQUE,
  SELECT_DEFAULT_OPTION,
  TIME_DEFAULT_INVALID,
} from './messages';
import type { CustomField, CustomFieldInput, FieldUiType } from './types';

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether a UI type lists options: dropdowns and checkboxes. */
export const hasOptions = (type: FieldUiType) => type === 'collection_select' || type === 'checkbox_multi';

/** What is wrong with a key name (undefined when nothing is). */
export function keyNameProblem(name: string | null | undefined): string | undefined {
  const key = (name ?? '').trim();
  if (!key) return KEY_BLANK;
  if (key.length < CUSTOM_FIELD_KEY_MIN) return KEY_TOO_SHORT;
  if (!CUSTOM_FIELD_KEY_PATTERN.test(key)) return KEY_NOT_SNAKE_CASE;
  return undefined;
}

/** A time field's default: 00:00 when empty. */
export const timeDefault = (value: string | null | undefined) => (value ?? '').trim() || TIME_DEFAULT;

/**
 * A custom field after its UI type changed: the default and the options are cleared (a time field
 * starts at 00:00). The same type changes nothing.
 */
export function changeFieldUiType<F extends CustomField>(field: F, fieldUiType: FieldUiType): F {
  if (field.fieldUiType === fieldUiType) return field;
  return {
    ...field,
    fieldUiType,
    defaultValue: fieldUiType === 'time_select' ? TIME_DEFAULT : null,
    defaultValueJson: null,
    options: [],
  };
}

/** The input as stored: texts trimmed, the time default filled in, no options where the type has none. */
export function normalizeCustomField<F extends CustomFieldInput>(field: F): F {
  const type = field.field_ui_type;
  const text = (value: string | null | undefined) => (value ?? '').trim();
  return {
    ...field,
    name: text(field.name),
    label: text(field.label),
    helper_text: text(field.helper_text) || null,
    default_value:
      type === 'checkbox_multi'
        ? null
        : type === 'time_select'
          ? timeDefault(field.default_value)
          : text(field.default_value) || null,
    default_value_json:
      type === 'checkbox_multi' ? (field.default_value_json ?? []).map(text).filter(Boolean) : null,
    static_options: hasOptions(type)
      ? field.static_options.map((o) => ({ label: text(o.label), value: text(o.value) }))
      : [],
  };
}

/**
 * The rules of one custom field, normalized first, each problem under its path (feature `feature`,
 * field `index`). Key uniqueness spans the connection: see checkCustomFieldKeys.
 */
export function checkCustomField(input: CustomFieldInput, feature: number, index: number): FieldError[] {
  const field = normalizeCustomField(input);
  const errors: FieldError[] = [];
  const at = (message: string, ...rest: (string | number)[]) =>
    errors.push({ attribute: customFieldPath(feature, index, ...rest), message });

  const keyProblem = keyNameProblem(field.name);
  if (keyProblem) at(keyProblem, 'name');
  if (!field.label) at(LABEL_BLANK, 'label');

  switch (field.field_ui_type) {
    case 'text_field':
      if (!field.default_value) at(DEFAULT_BLANK, 'default_value');
      break;
    case 'time_select':
      if (!TIME_PATTERN.test(field.default_value ?? '')) at(TIME_DEFAULT_INVALID, 'default_value');
      break;
    case 'collection_select':
    case 'checkbox_multi': {
      const options = field.static_options;
      const min = field.field_ui_type === 'collection_select' ? DROPDOWN_OPTIONS_MIN : CHECKBOX_OPTIONS_MIN;
      if (options.length < min)
        at(
          field.field_ui_type === 'collection_select' ? DROPDOWN_TOO_FEW_OPTIONS : CHECKBOXES_NO_OPTION,
          'static_options',
        );
      const labels = new Set<string>();
      const values = new Set<string>();
      options.forEach((o, k) => {
        if (!o.label || !o.value) at(OPTION_INCOMPLETE, 'static_options', k);
        if (o.label && labels.has(o.label)) at(OPTION_NAMES_NOT_UNIQUE, 'static_options', k, 'label');
        if (o.value && values.has(o.value)) at(OPTION_VALUES_NOT_UNIQUE, 'static_options', k, 'value');
        labels.add(o.label);
        values.add(o.value);
      });
      // A default must be one of the options; a required field must have one.
      const chosen =
        field.field_ui_type === 'checkbox_multi'
          ? (field.default_value_json ?? [])
          : field.default_value
            ? [field.default_value]
            : [];
      const known = chosen.every((v) => values.has(v));
      if ((field.required && chosen.length === 0) || !known)
        at(
          SELECT_DEFAULT_OPTION,
          field.field_ui_type === 'checkbox_multi' ? 'default_value_json' : 'default_value',
        );
      break;
    }
  }
  return errors;
}

/**
 * Key names are unique per connection: every custom field after the first with a key (trimmed) is
 * reported under its own path. `features` are the submitted features' custom fields.
 */
export function checkCustomFieldKeys(
  features: readonly { custom_fields: readonly Pick<CustomFieldInput, 'name'>[] }[],
): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  features.forEach((feature, i) =>
    feature.custom_fields.forEach((field, j) => {
      const key = (field.name ?? '').trim();
      if (!key) return;
      if (seen.has(key)) errors.push({ attribute: customFieldPath(i, j, 'name'), message: KEY_NOT_UNIQUE });
      seen.add(key);
    }),
  );
  return errors;
}
