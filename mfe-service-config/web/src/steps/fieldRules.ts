// One rule for the forms and the server: the subgraph's pure rules modules (no server code in them).
import {
  ACTION_DYNAMIC_OPTION_TYPE_IDS,
  ACTION_FIELD_TYPE_TREE,
  ACTION_STATIC_OPTION_TYPE_IDS,
  isDestructiveTypeChange,
  REGEX_TYPE_ID,
  TRIGGER_DYNAMIC_OPTION_TYPE_IDS,
  TRIGGER_FIELD_TYPE_TREE,
  TRIGGER_STATIC_OPTION_TYPE_IDS,
  TRIGGER_VALIDATION_TYPE_IDS,
  typeLevels,
  typePath,
  type TypeLevel,
} from '@switchyard/service-config-common/rules/fieldTypes';
import {
  validateActionField,
  validateTriggerField,
  type ActionFieldFormValue,
  type TriggerFieldFormValue,
} from '@switchyard/service-config-common/rules/stepFieldForm';
import type { PopulatorValue } from '@switchyard/service-config-common/rules/staticOptions';
import {
  exampleHidden,
  validateTriggerIngredient,
  type TriggerIngredientFormValue,
} from '@switchyard/service-config-common/rules/triggerIngredientForm';
import { formatFieldError } from '../fieldErrors';
import type { UserError } from '../services/serviceOperations';
import type { ActionFieldData, TriggerFieldData, TriggerIngredientData } from './operations';

export {
  ACTION_FIELD_TYPE_TREE,
  isDestructiveTypeChange,
  REGEX_TYPE_ID,
  TRIGGER_FIELD_TYPE_TREE,
  typeLevels,
  typeName,
  typePath,
  type TypeLevel,
  type TypeOption,
} from '@switchyard/service-config-common/rules/fieldTypes';
export { FIELD_SLUG_FORMAT, INVALID_REGEX } from '@switchyard/service-config-common/rules/stepFieldForm';
export { HELPER_TEXT_MAX } from '@switchyard/service-config-common/rules/queryFieldForm';
export { OPTION_RULES, type PopulatorValue } from '@switchyard/service-config-common/rules/staticOptions';
export {
  exampleHidden,
  TRIGGER_INGREDIENT_VALUE_TYPES,
} from '@switchyard/service-config-common/rules/triggerIngredientForm';

/**
 * Where the options' errors live in the form: final-form cannot hold an error string at
 * 'populator_values' while the rows themselves are values under it.
 */
export const OPTIONS_ERROR = 'populator_values_rules';

/** What the trigger field form holds; trigger_field_type is set once the selects end on a type. */
export interface TriggerFieldFormValues {
  name: string;
  slug: string;
  helper_text: string;
  type_path: string[];
  trigger_field_type: number | null;
  shareable: boolean;
  populator_values: PopulatorValue[];
  regex_value: string;
  regex_error_message: string;
}

export interface ActionFieldFormValues {
  name: string;
  slug: string;
  helper_text: string;
  type_path: string[];
  action_field_type: number | null;
  /** the radio's value */
  required: 'true' | 'false';
  shareable: boolean;
  populator_values: PopulatorValue[];
}

export interface TriggerIngredientFormValues {
  name: string;
  slug: string;
  note: string;
  value_type: string;
  example: string;
}

/** The fields a server error can land on; anything else is the form's own error. */
export const TRIGGER_FIELD_FORM_FIELDS: readonly string[] = [
  'name',
  'slug',
  'helper_text',
  'trigger_field_type',
  'shareable',
  'regex_value',
  'regex_error_message',
  OPTIONS_ERROR,
];
export const ACTION_FIELD_FORM_FIELDS: readonly string[] = [
  'name',
  'slug',
  'helper_text',
  'action_field_type',
  'required',
  'shareable',
  OPTIONS_ERROR,
];
export const TRIGGER_INGREDIENT_FORM_FIELDS: readonly string[] = [
  'name',
  'slug',
  'note',
  'value_type',
  'example',
];
/** Server attribute names that read under another form field. */
export const FIELD_ERROR_ALIASES: Readonly<Record<string, string>> = { populator_values: OPTIONS_ERROR };

/** A new trigger field is a text input without validation; a new action field a plain text. */
export const NEW_TRIGGER_FIELD_TYPE = 0;
export const NEW_ACTION_FIELD_TYPE = 13;

const emptyRow = (): PopulatorValue => ({ name: '', value: '' });

/** A static list starts with two empty rows (it needs at least two options). */
export const newPopulatorValues = (): PopulatorValue[] => [emptyRow(), emptyRow()];
/** A row can be removed only while at least two rows exist. */
export const canRemovePopulatorValue = (rows: readonly PopulatorValue[]) => rows.length >= 2;
export const addPopulatorValue = (rows: readonly PopulatorValue[]) => [...rows, emptyRow()];
export const removePopulatorValue = (rows: readonly PopulatorValue[], index: number) =>
  canRemovePopulatorValue(rows) ? rows.filter((_, i) => i !== index) : [...rows];

export const isTriggerStaticType = (typeId: number | null) =>
  typeId !== null && TRIGGER_STATIC_OPTION_TYPE_IDS.includes(typeId);
export const isActionStaticType = (typeId: number | null) =>
  typeId !== null && ACTION_STATIC_OPTION_TYPE_IDS.includes(typeId);
export const isRegexType = (typeId: number | null) => typeId === REGEX_TYPE_ID;

/** Which partner endpoints a type uses: its dynamic options, or the validation of its value. */
export function triggerFieldEndpoints(typeId: number | null): { options: boolean; validation: boolean } {
  return {
    options: typeId !== null && TRIGGER_DYNAMIC_OPTION_TYPE_IDS.includes(typeId),
    validation: typeId !== null && TRIGGER_VALIDATION_TYPE_IDS.includes(typeId),
  };
}
export const actionFieldUsesOptionsEndpoint = (typeId: number | null) =>
  typeId !== null && ACTION_DYNAMIC_OPTION_TYPE_IDS.includes(typeId);

/** An endpoint template with the field's key in place of '{slug}' (kept while the key is empty). */
export const fieldEndpoint = (template: string, slug: string) =>
  template.split('{slug}').join(slug.trim() || '{slug}');

/**
 * The selects' next state: the path chosen so far and the type it ends on. A static type starts
 * its list with two empty rows; rows typed before are kept while the type changes.
 */
export function chooseType(
  tree: TypeLevel,
  path: readonly string[],
  isStatic: (typeId: number | null) => boolean,
  rows: readonly PopulatorValue[],
): { type_path: string[]; typeId: number | null; populator_values: PopulatorValue[] } {
  const { typeId } = typeLevels(tree, path);
  return {
    type_path: [...path],
    typeId,
    populator_values: isStatic(typeId) && rows.length === 0 ? newPopulatorValues() : [...rows],
  };
}

/** Whether picking `next` on a saved field needs the destructive type-change confirmation first. */
export const typeChangeNeedsConfirmation = (saved: number | undefined, next: number | null) =>
  saved !== undefined && next !== null && isDestructiveTypeChange(saved, next);

/** Rule errors in the form's 'Error: {attribute} {message}' shape, keyed by form field. */
export function formProblems(errors: readonly UserError[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors) {
    const key = FIELD_ERROR_ALIASES[e.attribute] ?? e.attribute;
    if (!out[key]) out[key] = formatFieldError(e);
  }
  return out;
}

export function toTriggerFieldValues(field?: TriggerFieldData): TriggerFieldFormValues {
  const typeId = field?.trigger_field_type ?? NEW_TRIGGER_FIELD_TYPE;
  return {
    name: field?.name ?? '',
    slug: field?.slug ?? '',
    helper_text: field?.helper_text ?? '',
    type_path: typePathOf('trigger', typeId),
    trigger_field_type: typeId,
    shareable: field?.shareable ?? true,
    populator_values: (field?.populator_values ?? []).map(({ name, value }) => ({ name, value })),
    regex_value: field?.regex_value ?? '',
    regex_error_message: field?.regex_error_message ?? '',
  };
}

export function toActionFieldValues(field?: ActionFieldData): ActionFieldFormValues {
  const typeId = field?.action_field_type ?? NEW_ACTION_FIELD_TYPE;
  return {
    name: field?.name ?? '',
    slug: field?.slug ?? '',
    helper_text: field?.helper_text ?? '',
    type_path: typePathOf('action', typeId),
    action_field_type: typeId,
    required: field?.required ? 'true' : 'false',
    shareable: field?.shareable ?? true,
    populator_values: (field?.populator_values ?? []).map(({ name, value }) => ({ name, value })),
  };
}

export function toTriggerIngredientValues(ingredient?: TriggerIngredientData): TriggerIngredientFormValues {
  return {
    name: ingredient?.name ?? '',
    slug: ingredient?.slug ?? '',
    note: ingredient?.note ?? '',
    value_type: ingredient?.value_type ?? 'string',
    example: ingredient?.example ?? '',
  };
}

const typePathOf = (kind: 'trigger' | 'action', typeId: number) =>
  typePath(kind === 'trigger' ? TRIGGER_FIELD_TYPE_TREE : ACTION_FIELD_TYPE_TREE, typeId) ?? [];

const triggerFieldInput = (values: TriggerFieldFormValues) => ({
  name: values.name,
  slug: values.slug,
  helper_text: values.helper_text,
  trigger_field_type: values.trigger_field_type ?? undefined,
  shareable: values.shareable,
  populator_values: values.populator_values,
  regex_value: values.regex_value,
  regex_error_message: values.regex_error_message,
});

const actionFieldInput = (values: ActionFieldFormValues) => ({
  name: values.name,
  slug: values.slug,
  helper_text: values.helper_text,
  action_field_type: values.action_field_type ?? undefined,
  required: values.required,
  shareable: values.shareable,
  populator_values: values.populator_values,
});

export const validateTriggerFieldValues = (values: TriggerFieldFormValues) =>
  formProblems(validateTriggerField(triggerFieldInput(values)).errors);

export const validateActionFieldValues = (values: ActionFieldFormValues) =>
  formProblems(validateActionField(actionFieldInput(values)).errors);

export const validateTriggerIngredientValues = (values: TriggerIngredientFormValues) =>
  formProblems(validateTriggerIngredient(values).errors);

/**
 * partner_trigger_field as the REST call sends it (see spec/service-config.md#3-entities-and-their-fields,
 * spec/service-config.md#rest).
 */
export interface TriggerFieldPayload extends Omit<TriggerFieldFormValue, 'shareable'> {
  shareable: 'true' | 'false';
  module_name: string;
  trigger_id: string;
}

/** partners_action_field as the REST call sends it. */
export interface ActionFieldPayload extends Omit<ActionFieldFormValue, 'shareable' | 'required'> {
  required: 'true' | 'false';
  shareable: 'true' | 'false';
  module_name: string;
  action_id: string;
}

/** partner_trigger_ingredient: the example only when there is one. */
export interface TriggerIngredientPayload extends Omit<TriggerIngredientFormValue, 'example'> {
  trigger_id: string;
  example?: string;
}

/** The cleaned values (options only for static types, the regex only for the regex type). */
export function triggerFieldPayload(
  values: TriggerFieldFormValues,
  moduleName: string,
  triggerId: string,
): TriggerFieldPayload {
  const { value } = validateTriggerField(triggerFieldInput(values));
  return {
    ...value,
    shareable: value.shareable ? 'true' : 'false',
    module_name: moduleName,
    trigger_id: triggerId,
  };
}

export function actionFieldPayload(
  values: ActionFieldFormValues,
  moduleName: string,
  actionId: string,
): ActionFieldPayload {
  const { value } = validateActionField(actionFieldInput(values));
  return {
    ...value,
    required: value.required ? 'true' : 'false',
    shareable: value.shareable ? 'true' : 'false',
    module_name: moduleName,
    action_id: actionId,
  };
}

export function triggerIngredientPayload(
  values: TriggerIngredientFormValues,
  triggerId: string,
): TriggerIngredientPayload {
  const { value } = validateTriggerIngredient(values);
  const { example, ...rest } = value;
  return { ...rest, trigger_id: triggerId, ...(example ? { example } : {}) };
}

/** Switching to a date type hides the example and clears it. */
export function changeIngredientValueType(
  values: TriggerIngredientFormValues,
  next: string,
): TriggerIngredientFormValues {
  return { ...values, value_type: next, example: exampleHidden(next) ? '' : values.example };
}
