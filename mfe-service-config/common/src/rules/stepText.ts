import { clean, tooLong } from './stepName';

/** Limits of the texts triggers and actions share. */
export const STEP_TITLE_MAX = 200;
export const STEP_DESCRIPTION_MAX = 1000;
export const STEP_VERBIAGE_MAX = 200;

/** Optional text, trimmed; blank becomes null. */
export const optionalText = (value: string | null | undefined) => clean(value) || null;

export function optionalTextProblem(value: string | null, max: number): string | undefined {
  return value !== null && value.length > max ? tooLong(max) : undefined;
}
