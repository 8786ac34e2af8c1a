import { BLANK, compact, isBlank, stepNameProblem, type Problems } from './stepRules';

export interface QueryFormValues {
  name: string;
  module_name: string;
  description: string;
}

export type QueryFormField = keyof QueryFormValues;
export const QUERY_FORM_FIELDS: readonly QueryFormField[] = ['name', 'module_name', 'description'];

/** The query form's guidance (service-config §5). */
export const QUERY_GUIDANCE: Record<QueryFormField, string> = {
  name: 'Use sentence case, without a period.',
  module_name: 'Use snake_case: at least 4 letters, digits, hyphens or underscores.',
  description: "A complete sentence that starts with 'This query returns' and ends with a period.",
};

/** Name, description and endpoint are required; the endpoint is at least 4 of [A-Za-z0-9_-]. */
export function validateQuery(values: Partial<QueryFormValues>): Problems<QueryFormField> {
  return compact({
    name: isBlank(values.name) ? BLANK : undefined,
    module_name: stepNameProblem(values.module_name),
    description: isBlank(values.description) ? BLANK : undefined,
  });
}
