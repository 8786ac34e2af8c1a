import { fieldDefinition, type FieldDefinition } from '@switchyard/composer-common/fieldDefinitions';
import { stepKey, type VisibleStep } from '../catalog';
import { ingredientsOf, valueProblem, type StoredField, type StoredStep } from './appletChecks';
import { nestedValueProblem, type Detail } from './appletInput';

/** A step's key in a user's values: trigger, query:{i}, action:{i}. */
export const stepKeyOf = (s: Pick<StoredStep, 'kind' | 'position'>) =>
  s.kind === 'trigger' ? 'trigger' : `${s.kind}:${s.position}`;

export type UserValues = Record<string, Record<string, unknown>>;

export interface UserField {
  step: string;
  def: FieldDefinition;
  /** The maker's label and default, if any. */
  stored: StoredField | undefined;
}

/** Whether a field value counts as filled in (not empty text, not an empty list). */
export const hasValue = (v: unknown) =>
  v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);

/**
 * The fields each user of an applet sets for themself: every field of its steps that the maker did
 * not set ('Customizable by the user', or one that must be chosen by the user). Null when a step's
 * service is not one the user may use (a preview service of another organization).
 */
export function userFields(steps: StoredStep[], catalog: Map<string, VisibleStep>): UserField[] | null {
  const fields: UserField[] = [];
  for (const s of steps) {
    const step = catalog.get(stepKey(s.kind, s.channel_module_name, s.module_name));
    if (!step) return null;
    const stored = new Map(s.fields.map((f) => [f.name, f]));
    for (const raw of step.fields) {
      const def = fieldDefinition(s.kind, raw);
      if (!stored.get(def.name)?.hidden)
        fields.push({ step: stepKeyOf(s), def, stored: stored.get(def.name) });
    }
  }
  return fields;
}

/** The required fields with neither the user's value nor the maker's default. */
export function missingValues(fields: UserField[], values: UserValues): UserField[] {
  return fields.filter(
    (f) => f.def.required && !hasValue(values[f.step]?.[f.def.name]) && !hasValue(f.stored?.default_value),
  );
}

export const fillIn = (missing: UserField[]) =>
  `Fill in ${missing.map((f) => f.stored?.custom_label ?? f.def.label).join(', ')} to turn this Applet on.`;

/**
 * Checks a user's values (`{step key: {field: value}}`): only the user's own fields, each of the
 * right shape; an empty value clears one. Paths: /field_values/{step}/{field}.
 */
export function checkUserValues(
  fields: UserField[],
  raw: unknown,
  steps: StoredStep[],
  catalog: Map<string, VisibleStep>,
): { values: UserValues; details: Detail[] } {
  const details: Detail[] = [];
  const values: UserValues = {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { values, details: [{ parameter: '/field_values', message: 'must map steps to their fields' }] };
  const unsafe = nestedValueProblem(raw, '/field_values');
  if (unsafe) return { values, details: [unsafe] };
  const sources = steps
    .filter((s) => s.kind !== 'action')
    .flatMap((s) => {
      const step = catalog.get(stepKey(s.kind, s.channel_module_name, s.module_name));
      return step ? [ingredientsOf(step)] : [];
    });
  for (const [stepName, given] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof given !== 'object' || given === null || Array.isArray(given)) {
      details.push({ parameter: `/field_values/${stepName}`, message: 'must map fields to values' });
      continue;
    }
    for (const [name, value] of Object.entries(given as Record<string, unknown>)) {
      const at = `/field_values/${stepName}/${name}`;
      const field = fields.find((f) => f.step === stepName && f.def.name === name);
      if (!field) {
        details.push({ parameter: at, message: 'is not a field you set in this Applet' });
        continue;
      }
      if (!hasValue(value)) continue;
      const problem = valueProblem(field.def, value, stepName === 'trigger' ? [] : sources);
      if (problem) details.push({ parameter: at, message: problem });
      else (values[stepName] ??= {})[name] = value;
    }
  }
  return { values, details };
}
