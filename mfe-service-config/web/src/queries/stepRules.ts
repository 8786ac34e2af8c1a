/** Query endpoint, query field key name and query ingredient slug (service-config §5, §9). */
export const STEP_NAME_MIN = 4;
export const HELPER_TEXT_MAX = 200;
const STEP_NAME_PATTERN = /^[A-Za-z0-9_-]+$/;

export const BLANK = "can't be blank";
export const TOO_SHORT = `is too short (minimum is ${STEP_NAME_MIN} characters)`;
export const BAD_CHARACTERS = 'can only contain letters, numbers, hyphens and underscores';
export const HELPER_TEXT_TOO_LONG = `can't be longer than ${HELPER_TEXT_MAX} characters`;

export type Problems<K extends string> = Partial<Record<K, string>>;

export const isBlank = (value: string | null | undefined) => !value || value.trim() === '';

/** What is wrong with an endpoint, key name or ingredient slug, or undefined when nothing is. */
export function stepNameProblem(value: string | null | undefined): string | undefined {
  if (isBlank(value)) return BLANK;
  const v = value!.trim();
  if (v.length < STEP_NAME_MIN) return TOO_SHORT;
  if (!STEP_NAME_PATTERN.test(v)) return BAD_CHARACTERS;
  return undefined;
}

/** Drops the keys whose value is undefined, so an empty object means valid. */
export function compact<K extends string>(problems: Problems<K>): Problems<K> {
  return Object.fromEntries(Object.entries(problems).filter(([, v]) => v !== undefined)) as Problems<K>;
}
