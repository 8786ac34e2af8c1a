import { validateQuery as serverValidateQuery } from '@switchyard/service-config-common/rules/queryForm';
import { problemsOf, type Problems } from './stepRules';

export interface QueryFormValues {
  name: string;
  module_name: string;
  description: string;
}

export type QueryFormField = keyof QueryFormValues;
export const QUERY_FORM_FIELDS: readonly QueryFormField[] = ['name', 'module_name', 'description'];

/** The query form's guidance (see spec/service-config.md#5-validation-rules). */
export const QUERY_GUIDANCE: Record<QueryFormField, string> = {
  name: 'Use sentence case, without a period.',
  module_name: 'Use snake_case: at least 4 letters, digits, hyphens or underscores.',
  description: "A complete sentence that starts with 'This query returns' and ends with a period.",
};

/**
 * The server's query rules (see spec/service-config.md#5-validation-rules) over the form's values (final-form
 * drops emptied ones).
 */
export const validateQuery = (values: Partial<QueryFormValues>): Problems<QueryFormField> =>
  problemsOf(
    serverValidateQuery({
      name: values.name ?? '',
      module_name: values.module_name ?? '',
      description: values.description ?? '',
    }).errors,
  );
