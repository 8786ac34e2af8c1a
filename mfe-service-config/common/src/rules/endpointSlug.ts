import { BLANK, STEP_NAME_MAX, STEP_NAME_MIN, TOO_SHORT, tooLong } from './stepName';

/**
 * Trigger and action endpoints are snake_case beginning with a letter (see
 * spec/service-config.md#5-validation-rules).
 */
const ENDPOINT_SLUG_PATTERN = /^[a-z][a-z0-9_]*$/;
export const NOT_SNAKE_CASE =
  'can only contain lowercase letters, numbers and underscores, and must begin with a letter';

/** What is wrong with a trigger's API slug or an action's slug (undefined when nothing is). */
export function endpointSlugProblem(value: string): string | undefined {
  if (!value) return BLANK;
  if (value.length < STEP_NAME_MIN) return TOO_SHORT;
  if (value.length > STEP_NAME_MAX) return tooLong(STEP_NAME_MAX);
  if (!ENDPOINT_SLUG_PATTERN.test(value)) return NOT_SNAKE_CASE;
  return undefined;
}
