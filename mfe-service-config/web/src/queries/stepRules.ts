/**
 * Query endpoint, query field key name and query ingredient slug (see
 * spec/service-config.md#5-validation-rules, spec/service-config.md#9-business-constants-and-limits): the
 * subgraph's pure rules, so the forms and the server read the same.
 */
import {
  clean,
  stepNameProblem as serverStepNameProblem,
} from '@switchyard/service-config-common/rules/stepName';

export {
  BAD_CHARACTERS,
  BLANK,
  STEP_NAME_MIN,
  TOO_SHORT,
} from '@switchyard/service-config-common/rules/stepName';
export {
  HELPER_TEXT_MAX,
  HELPER_TEXT_TOO_LONG,
} from '@switchyard/service-config-common/rules/queryFieldForm';

export type Problems<K extends string> = Partial<Record<K, string>>;

/** What is wrong with an endpoint, key name or ingredient slug (trimmed), or undefined when nothing is. */
export const stepNameProblem = (value: string | null | undefined): string | undefined =>
  serverStepNameProblem(clean(value));

/** The server rules' errors as the form's problems: the first message per attribute; none means valid. */
export function problemsOf<K extends string>(
  errors: readonly { attribute: string; message: string }[],
): Problems<K> {
  const out: Problems<K> = {};
  for (const { attribute, message } of errors) {
    const key = attribute as K;
    out[key] ??= message;
  }
  return out;
}
