import type { FieldError } from '../fieldError';

/**
 * Shared rules of the queries area (see spec/service-config.md#5-validation-rules,
 * spec/service-config.md#9-business-constants-and-limits): the query endpoint, the query field key name and
 * the query ingredient slug are at least 4 letters, digits, hyphens or underscores. The messages match the
 * web remote's, so a server error reads the same as the form's own check.
 */
export const STEP_NAME_MIN = 4;
export const STEP_NAME_MAX = 100;
const STEP_NAME_PATTERN = /^[A-Za-z0-9_-]+$/;

export const BLANK = "can't be blank";
export const TOO_SHORT = `is too short (minimum is ${STEP_NAME_MIN} characters)`;
export const BAD_CHARACTERS = 'can only contain letters, numbers, hyphens and underscores';
export const NOT_IN_LIST = 'is not included in the list';
export const TAKEN = 'has already been taken';
export const NEGATIVE_WEIGHT = 'must be greater than or equal to 0';
export const tooLong = (max: number) => `is too long (maximum is ${max} characters)`;

/** Trimmed text; null and undefined become ''. */
export const clean = (value: string | null | undefined) => (value ?? '').trim();

/** What is wrong with an endpoint, key name or ingredient slug (undefined when nothing is). */
export function stepNameProblem(value: string): string | undefined {
  if (!value) return BLANK;
  if (value.length < STEP_NAME_MIN) return TOO_SHORT;
  if (value.length > STEP_NAME_MAX) return tooLong(STEP_NAME_MAX);
  if (!STEP_NAME_PATTERN.test(value)) return BAD_CHARACTERS;
  return undefined;
}

/** Required text of at most max characters. */
export function requiredTextProblem(value: string, max: number): string | undefined {
  if (!value) return BLANK;
  if (value.length > max) return tooLong(max);
  return undefined;
}

/** An item's position: absent keeps it where it is; otherwise a whole number from 0. */
export function weightProblem(weight: number | null | undefined): string | undefined {
  if (weight === null || weight === undefined) return undefined;
  return Number.isInteger(weight) && weight >= 0 ? undefined : NEGATIVE_WEIGHT;
}

/** One error per attribute, in the order given; attributes without a problem are left out. */
export function fieldErrors(problems: [attribute: string, message: string | undefined][]): FieldError[] {
  return problems.flatMap(([attribute, message]) => (message ? [{ attribute, message }] : []));
}
