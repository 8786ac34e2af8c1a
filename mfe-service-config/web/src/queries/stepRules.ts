/**
 * Query endpoint, query field key name and query ingredient slug (service-config §5, §9): the
 * subgraph's pure rules, so the forms and the server read the same.
 */
import { clean, stepNameProblem as serverStepNameProblem } from '../../../subgraph/src/rules/stepName';

export { BAD_CHARACTERS, BLANK, STEP_NAME_MIN, TOO_SHORT } from '../../../subgraph/src/rules/stepName';
export { HELPER_TEXT_MAX, HELPER_TEXT_TOO_LONG } from '../../../subgraph/src/rules/queryFieldForm';

export type Problems<K extends string> = Partial<Record<K, string>>;

export const isBlank = (value: string | null | undefined) => !value || value.trim() === '';

/** What is wrong with an endpoint, key name or ingredient slug (trimmed), or undefined when nothing is. */
export const stepNameProblem = (value: string | null | undefined): string | undefined =>
  serverStepNameProblem(clean(value));

/** Drops the keys whose value is undefined, so an empty object means valid. */
export function compact<K extends string>(problems: Problems<K>): Problems<K> {
  return Object.fromEntries(Object.entries(problems).filter(([, v]) => v !== undefined)) as Problems<K>;
}
