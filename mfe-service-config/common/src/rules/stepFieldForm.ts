import type { FieldError } from '../fieldError';
import {
  ACTION_FIELD_TYPE_IDS,
  ACTION_STATIC_OPTION_TYPE_IDS,
  REGEX_TYPE_ID,
  TRIGGER_FIELD_TYPE_IDS,
  TRIGGER_STATIC_OPTION_TYPE_IDS,
} from './fieldTypes';
import { HELPER_TEXT_MAX, HELPER_TEXT_TOO_LONG } from './queryFieldForm';
import { populatorValuesProblem, type PopulatorValue } from './staticOptions';
import { BLANK, clean, fieldErrors, NOT_IN_LIST, tooLong } from './stepName';

/**
 * The trigger field and action field forms (see spec/service-config.md#3-entities-and-their-fields,
 * spec/service-config.md#4-states-and-transitions, spec/service-config.md#5-validation-rules,
 * spec/service-config.md#9-business-constants-and-limits): the same pure rules for the web remote and the
 * REST routes. Attribute names are the payload's (partner_trigger_field, partners_action_field).
 */
export const FIELD_SLUG_FORMAT =
  'can only contain letters, numbers, underscores and dashes, and must begin with a letter';
export const INVALID_REGEX = 'must be a valid regular expression';
export const FIELD_NAME_MAX = 200;
export const FIELD_SLUG_MAX = 100;
export const REGEX_MAX = 1000;
const FIELD_SLUG_PATTERN = /^[A-Za-z][A-Za-z0-9_-]+$/;

export type { PopulatorValue };

/** What the form posts; booleans come as the strings 'true' / 'false' too, ids as strings. */
interface FieldFormInputBase {
  name?: unknown;
  slug?: unknown;
  helper_text?: unknown;
  shareable?: unknown;
  populator_values?: unknown;
}

export interface TriggerFieldFormInput extends FieldFormInputBase {
  trigger_field_type?: unknown;
  regex_value?: unknown;
  regex_error_message?: unknown;
}

export interface ActionFieldFormInput extends FieldFormInputBase {
  action_field_type?: unknown;
  required?: unknown;
}

interface FieldFormValueBase {
  name: string;
  slug: string;
  helper_text: string | null;
  shareable: boolean;
  populator_values: PopulatorValue[];
}

export interface TriggerFieldFormValue extends FieldFormValueBase {
  trigger_field_type: number;
  regex_value: string | null;
  regex_error_message: string | null;
}

export interface ActionFieldFormValue extends FieldFormValueBase {
  action_field_type: number;
  required: boolean;
}

const text = (value: unknown) =>
  typeof value === 'string' ? clean(value) : typeof value === 'number' ? String(value) : '';

/** 'true' / true → true, 'false' / false → false, anything else → null. */
export function parseBoolean(value: unknown): boolean | null {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return null;
}

/** A whole number given as a number or a string of digits, or null. */
export function parseTypeId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value === 'string' && /^\d{1,5}$/.test(value.trim())) return Number(value.trim());
  return null;
}

/** populator_values as a list of {name, value}; null when the shape is wrong. */
export function parsePopulatorValues(value: unknown): PopulatorValue[] | null {
  if (value === undefined || value === null || value === '') return [];
  if (!Array.isArray(value)) return null;
  const rows: PopulatorValue[] = [];
  for (const row of value) {
    if (!row || typeof row !== 'object') return null;
    const { name, value: v } = row as Record<string, unknown>;
    if ((name !== undefined && typeof name !== 'string') || (v !== undefined && typeof v !== 'string'))
      return null;
    rows.push({ name: clean(name as string | undefined), value: clean(v as string | undefined) });
  }
  return rows;
}

/** What is wrong with a trigger or action field's slug (key name), or undefined. */
export function fieldSlugProblem(slug: string): string | undefined {
  if (!slug) return BLANK;
  if (slug.length > FIELD_SLUG_MAX) return tooLong(FIELD_SLUG_MAX);
  return FIELD_SLUG_PATTERN.test(slug) ? undefined : FIELD_SLUG_FORMAT;
}

export function fieldNameProblem(name: string): string | undefined {
  if (!name) return BLANK;
  return name.length > FIELD_NAME_MAX ? tooLong(FIELD_NAME_MAX) : undefined;
}

export const helperTextProblem = (helperText: string) =>
  helperText.length > HELPER_TEXT_MAX ? HELPER_TEXT_TOO_LONG : undefined;

/** Whether a pattern compiles (it is never run here). */
export function regexProblem(pattern: string): string | undefined {
  if (!pattern) return BLANK;
  if (pattern.length > REGEX_MAX) return tooLong(REGEX_MAX);
  try {
    new RegExp(pattern);
    return undefined;
  } catch {
    return INVALID_REGEX;
  }
}

function commonValue(input: FieldFormInputBase, staticOptions: boolean): FieldFormValueBase {
  const helperText = text(input.helper_text);
  const rows = parsePopulatorValues(input.populator_values) ?? [];
  return {
    name: text(input.name),
    slug: text(input.slug),
    helper_text: helperText || null,
    // Fields are shareable unless the partner marks them 'Private'.
    shareable: parseBoolean(input.shareable) ?? true,
    populator_values: staticOptions ? rows : [],
  };
}

function commonProblems(
  input: FieldFormInputBase,
  value: FieldFormValueBase,
  staticOptions: boolean,
): [string, string | undefined][] {
  const rows = parsePopulatorValues(input.populator_values);
  return [
    ['name', fieldNameProblem(value.name)],
    ['slug', fieldSlugProblem(value.slug)],
    ['helper_text', helperTextProblem(value.helper_text ?? '')],
    [
      'shareable',
      input.shareable === undefined || parseBoolean(input.shareable) !== null ? undefined : NOT_IN_LIST,
    ],
    [
      'populator_values',
      !staticOptions
        ? undefined
        : rows === null
          ? 'must be a list of names and values'
          : populatorValuesProblem(rows),
    ],
  ];
}

const typeProblem = (raw: unknown, id: number | null, known: readonly number[]) =>
  raw === undefined || raw === null || raw === ''
    ? BLANK
    : id === null || !known.includes(id)
      ? NOT_IN_LIST
      : undefined;

/**
 * A trigger field: name and slug (at least two characters, beginning with a letter), helper text
 * at most 200, a known type; a static type needs valid options, custom regex a pattern that
 * compiles and its error message. Options and regex are kept only for the types that use them.
 */
export function validateTriggerField(input: TriggerFieldFormInput): {
  value: TriggerFieldFormValue;
  errors: FieldError[];
} {
  const typeId = parseTypeId(input.trigger_field_type);
  const staticOptions = typeId !== null && TRIGGER_STATIC_OPTION_TYPE_IDS.includes(typeId);
  const isRegex = typeId === REGEX_TYPE_ID;
  const base = commonValue(input, staticOptions);
  const value: TriggerFieldFormValue = {
    ...base,
    trigger_field_type: typeId ?? -1,
    regex_value: isRegex ? text(input.regex_value) || null : null,
    regex_error_message: isRegex ? text(input.regex_error_message) || null : null,
  };
  const errors = fieldErrors([
    ...commonProblems(input, base, staticOptions),
    ['trigger_field_type', typeProblem(input.trigger_field_type, typeId, TRIGGER_FIELD_TYPE_IDS)],
    ['regex_value', isRegex ? regexProblem(value.regex_value ?? '') : undefined],
    [
      'regex_error_message',
      !isRegex
        ? undefined
        : !value.regex_error_message
          ? BLANK
          : value.regex_error_message.length > FIELD_NAME_MAX
            ? tooLong(FIELD_NAME_MAX)
            : undefined,
    ],
  ]);
  return { value, errors };
}

/** An action field: as a trigger field, with required (true/false) and no regex. */
export function validateActionField(input: ActionFieldFormInput): {
  value: ActionFieldFormValue;
  errors: FieldError[];
} {
  const typeId = parseTypeId(input.action_field_type);
  const staticOptions = typeId !== null && ACTION_STATIC_OPTION_TYPE_IDS.includes(typeId);
  const base = commonValue(input, staticOptions);
  const required = parseBoolean(input.required);
  const value: ActionFieldFormValue = {
    ...base,
    action_field_type: typeId ?? -1,
    required: required ?? false,
  };
  const errors = fieldErrors([
    ...commonProblems(input, base, staticOptions),
    ['action_field_type', typeProblem(input.action_field_type, typeId, ACTION_FIELD_TYPE_IDS)],
    ['required', input.required === undefined || required !== null ? undefined : NOT_IN_LIST],
  ]);
  return { value, errors };
}
