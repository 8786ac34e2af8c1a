import { FEATURES_MAX, TIME_DEFAULT, type FieldError } from '@switchyard/connections-common';
import type { CustomFieldView } from '../connections/connectionView';
import type { PublishedConnection, PublishedFeature, UserStep } from './publishedConnection';

/**
 * The server's check of a user's settings for a published connection (issue 36): which features
 * are on (required ones always), each custom field's value against the partner's rules, the step
 * fields the user sets. Errors are under `features/<index>/…`: the index of the submitted list, or of
 * the connection's features when the settings come from the saved ones.
 */

// Our own messages (mfe-connections/README.md, "Enabling a connection (issue 36)").
export const FEATURE_UNKNOWN = 'This connection has no such feature';
export const FEATURE_REPEATED = 'Each feature can be listed once';
export const FEATURE_REQUIRED = 'This feature is required';
export const requiredFeatureMissing = (title: string) => `The required feature "${title}" must be on`;
export const tooManyFeatures = (max: number) => `A connection has at most ${max} features`;
export const VALUES_NOT_OBJECT = 'Values must be an object keyed by name';
export const CUSTOM_FIELD_UNKNOWN = 'This feature has no such custom field';
export const STEP_UNKNOWN = 'This feature has no such step';
export const STEP_FIELD_UNKNOWN = 'This step has no such field';
export const STEP_FIELD_HIDDEN = 'This field is set by the connection';
export const VALUE_REQUIRED = 'This field is required';
export const TEXT_EXPECTED = 'Enter text';
export const textTooLong = (max: number) => `Must be at most ${max} characters`;
export const TIME_INVALID = 'Enter a time of day between 00:00 and 23:59';
export const OPTION_UNKNOWN = 'Select one of the options';
export const OPTIONS_EXPECTED = 'Select from the options';

/** Our caps (the spec gives none): a user's text value, and names in one values object. */
export const USER_TEXT_MAX = 1000;
const NAMES_PER_OBJECT_MAX = 100;

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export type CustomValue = string | string[] | null;
export type StepValues = Record<string, Record<string, unknown>>;

/** One feature of the input as GraphQL delivers it (values are free JSON). */
export interface EnableFeatureInput {
  name: string;
  enabled: boolean;
  custom_field_values?: unknown;
  step_field_values?: unknown;
}

/** A feature's settings as stored. */
export interface FeatureSettings {
  name: string;
  enabled: boolean;
  custom_field_values: Record<string, CustomValue>;
  step_field_values: StepValues;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && !v.trim());
const has = (o: Record<string, unknown>, key: string) => Object.prototype.hasOwnProperty.call(o, key);

/** A custom field's default as a user value. */
function customDefault(field: CustomFieldView): CustomValue {
  switch (field.fieldUiType) {
    case 'checkbox_multi':
      return Array.isArray(field.defaultValueJson) ? (field.defaultValueJson as string[]) : [];
    case 'time_select':
      return field.defaultValue || TIME_DEFAULT;
    default:
      return field.defaultValue || null;
  }
}

/** One custom field's value (given, else the partner's default): what is stored, or the problem. */
function customValue(
  field: CustomFieldView,
  given: unknown,
  enabled: boolean,
): { value: CustomValue; problem?: string } {
  const options = new Set(field.options.map((o) => o.value));
  const required = enabled && field.required;
  if (field.fieldUiType === 'checkbox_multi') {
    if (given === null || given === undefined) given = [];
    if (!Array.isArray(given) || !given.every((v) => typeof v === 'string'))
      return { value: null, problem: OPTIONS_EXPECTED };
    const values = [...new Set(given.map((v) => v.trim()).filter(Boolean))];
    if (values.some((v) => !options.has(v))) return { value: null, problem: OPTION_UNKNOWN };
    if (required && !values.length) return { value: null, problem: VALUE_REQUIRED };
    return { value: values };
  }
  if (given !== null && given !== undefined && typeof given !== 'string')
    return { value: null, problem: TEXT_EXPECTED };
  const text = (given ?? '').trim();
  if (!text) return required ? { value: null, problem: VALUE_REQUIRED } : { value: null };
  if (field.fieldUiType === 'time_select' && !TIME_PATTERN.test(text))
    return { value: null, problem: TIME_INVALID };
  if (field.fieldUiType === 'collection_select' && !options.has(text))
    return { value: null, problem: OPTION_UNKNOWN };
  if (text.length > USER_TEXT_MAX) return { value: null, problem: textTooLong(USER_TEXT_MAX) };
  return { value: text };
}

type At = (message: string, ...path: string[]) => void;

/** `given` is the user's, or (`saved`) what was stored: names the connection dropped since are left out. */
function checkCustomFields(
  feature: PublishedFeature,
  { given, saved }: { given: Record<string, unknown>; saved: boolean },
  enabled: boolean,
  at: At,
): Record<string, CustomValue> {
  const values: Record<string, CustomValue> = {};
  if (!saved)
    for (const key of Object.keys(given))
      if (!feature.customFields.some((f) => f.name === key)) at(CUSTOM_FIELD_UNKNOWN, 'custom_fields', key);
  for (const field of feature.customFields) {
    const { value, problem } = customValue(
      field,
      has(given, field.name) ? given[field.name] : customDefault(field),
      enabled,
    );
    if (problem) at(problem, 'custom_fields', field.name);
    else values[field.name] = value;
  }
  return values;
}

/** A step field's value: the user's, else the partner's suggestion; what is stored, or the problem. */
function stepFieldValue(
  field: UserStep['fields'][number],
  given: Record<string, unknown>,
  enabled: boolean,
): { value: unknown; problem?: string } {
  if (has(given, field.name)) {
    const v = given[field.name];
    if (v !== null && typeof v !== 'string') return { value: null, problem: TEXT_EXPECTED };
    const text = (v ?? '').trim();
    if (text.length > USER_TEXT_MAX) return { value: null, problem: textTooLong(USER_TEXT_MAX) };
    if (!text) return enabled && field.required ? { value: null, problem: VALUE_REQUIRED } : { value: null };
    return { value: text };
  }
  const preset = field.default_value_json;
  if (enabled && field.required && blank(preset)) return { value: null, problem: VALUE_REQUIRED };
  return { value: blank(preset) ? null : preset };
}

function checkStepFields(
  feature: PublishedFeature,
  { given, saved }: { given: Record<string, unknown>; saved: boolean },
  enabled: boolean,
  at: At,
): StepValues {
  const values: StepValues = {};
  for (const key of saved ? [] : Object.keys(given)) {
    const step = feature.steps.find((s) => s.key === key);
    if (!step) at(STEP_UNKNOWN, 'step_fields', key);
    else if (!isObject(given[key])) at(VALUES_NOT_OBJECT, 'step_fields', key);
    else if (Object.keys(given[key]).length > NAMES_PER_OBJECT_MAX) at(VALUES_NOT_OBJECT, 'step_fields', key);
    else
      for (const name of Object.keys(given[key]))
        if (!step.fields.some((f) => f.name === name))
          at(step.hidden.includes(name) ? STEP_FIELD_HIDDEN : STEP_FIELD_UNKNOWN, 'step_fields', key, name);
  }
  for (const step of feature.steps) {
    const own = given[step.key];
    const stepGiven = isObject(own) ? own : {};
    const stepValues: Record<string, unknown> = {};
    for (const field of step.fields) {
      const { value, problem } = stepFieldValue(field, stepGiven, enabled);
      if (problem) at(problem, 'step_fields', step.key, field.name);
      else if (value !== null) stepValues[field.name] = value;
    }
    if (Object.keys(stepValues).length) values[step.key] = stepValues;
  }
  return values;
}

/**
 * The settings to store for every feature of the connection (in its order), or the problems. `input`
 * null re-enables with the saved settings (a feature never saved: on when required, with its
 * defaults). A feature left out of the input is off and keeps its saved values; a feature whose
 * values are left out (null) keeps its saved ones, checked again.
 */
export function checkEnablement(
  connection: PublishedConnection,
  input: readonly EnableFeatureInput[] | null,
  saved: readonly FeatureSettings[],
): { errors: FieldError[]; features: FeatureSettings[] } {
  const errors: FieldError[] = [];
  if (input && input.length > FEATURES_MAX)
    return { errors: [{ attribute: 'features', message: tooManyFeatures(FEATURES_MAX) }], features: [] };
  const savedOf = (name: string) => saved.find((s) => s.name === name);
  // Each connection feature with what was asked for it and where its errors go.
  const asked = new Map<string, { index: number; input: EnableFeatureInput }>();
  if (input)
    input.forEach((f, index) => {
      const name = f.name.trim();
      const at = (message: string) => errors.push({ attribute: `features/${index}/name`, message });
      if (!connection.features.some((c) => c.name === name)) at(FEATURE_UNKNOWN);
      else if (asked.has(name)) at(FEATURE_REPEATED);
      else asked.set(name, { index, input: f });
    });
  const features = connection.features.map((feature, order): FeatureSettings => {
    const before = savedOf(feature.name);
    const entry = input
      ? asked.get(feature.name)
      : {
          index: order,
          input: {
            name: feature.name,
            enabled: feature.required || (before?.enabled ?? false),
          } as EnableFeatureInput,
        };
    if (!entry) {
      if (feature.required)
        errors.push({ attribute: 'features', message: requiredFeatureMissing(feature.title) });
      return {
        name: feature.name,
        enabled: false,
        custom_field_values: before?.custom_field_values ?? {},
        step_field_values: before?.step_field_values ?? {},
      };
    }
    const { index, input: f } = entry;
    const at: At = (message, ...path) =>
      errors.push({ attribute: [`features/${index}`, ...path].join('/'), message });
    if (feature.required && !f.enabled) at(FEATURE_REQUIRED, 'enabled');
    const enabled = feature.required || f.enabled;
    const valuesOf = (given: unknown, kept: object | undefined, name: string) => {
      if (given === null || given === undefined)
        return { given: (kept ?? {}) as Record<string, unknown>, saved: true };
      if (!isObject(given) || Object.keys(given).length > NAMES_PER_OBJECT_MAX) {
        at(VALUES_NOT_OBJECT, name);
        return null;
      }
      return { given, saved: false };
    };
    const custom = valuesOf(f.custom_field_values, before?.custom_field_values, 'custom_fields');
    const steps = valuesOf(f.step_field_values, before?.step_field_values, 'step_fields');
    return {
      name: feature.name,
      enabled,
      custom_field_values: custom ? checkCustomFields(feature, custom, enabled, at) : {},
      step_field_values: steps ? checkStepFields(feature, steps, enabled, at) : {},
    };
  });
  return { errors, features };
}
