/**
 * The options a partner lists for a static dropdown or checkbox list (see
 * spec/service-config.md#5-validation-rules, spec/service-config.md#9-business-constants-and-limits).
 */
export const OPTION_TEXT_MAX = 200;

/**
 * The dropdown option rules' messages (see spec/service-config.md#5-validation-rules), checked in this order.
 */
export const OPTION_RULES = {
  tooFew: 'must have at least two options for a dropdown list',
  blankName: 'must not have blank names',
  blankValue: 'must not have blank values',
  duplicateValue: 'must not have duplicate values',
  duplicateName: 'must not have duplicate names',
} as const;

/** A static option: the name shown to the user and the value sent to the service. */
export interface PopulatorValue {
  name: string;
  value: string;
}

/** The first broken option rule, in the spec's order (undefined when none is). */
export function populatorValuesProblem(rows: readonly PopulatorValue[]): string | undefined {
  if (rows.length < 2) return OPTION_RULES.tooFew;
  if (rows.some((r) => !r.name)) return OPTION_RULES.blankName;
  if (rows.some((r) => !r.value)) return OPTION_RULES.blankValue;
  if (new Set(rows.map((r) => r.value)).size !== rows.length) return OPTION_RULES.duplicateValue;
  if (new Set(rows.map((r) => r.name)).size !== rows.length) return OPTION_RULES.duplicateName;
  if (rows.some((r) => r.name.length > OPTION_TEXT_MAX || r.value.length > OPTION_TEXT_MAX)) {
    return `must not have names or values longer than ${OPTION_TEXT_MAX} characters`;
  }
  return undefined;
}
