import type { FieldError } from '../fieldError';
import { clean, fieldErrors, requiredTextProblem, stepNameProblem, weightProblem } from './stepName';

export const QUERY_NAME_MAX = 200;
export const QUERY_DESCRIPTION_MAX = 1000;

export interface QueryFormInput {
  module_name: string;
  name: string;
  description: string;
  weight?: number | null;
}

export interface QueryFormValue {
  module_name: string;
  name: string;
  description: string;
  weight: number | null;
}

/**
 * The query form (see spec/service-config.md#5-validation-rules): name, description and endpoint required;
 * the endpoint at least 4 letters, digits, hyphens or underscores. Uniqueness per service is the caller's
 * check.
 */
export function validateQuery(input: QueryFormInput): { value: QueryFormValue; errors: FieldError[] } {
  const value = {
    module_name: clean(input.module_name),
    name: clean(input.name),
    description: clean(input.description),
    weight: input.weight ?? null,
  };
  const errors = fieldErrors([
    ['name', requiredTextProblem(value.name, QUERY_NAME_MAX)],
    ['module_name', stepNameProblem(value.module_name)],
    ['description', requiredTextProblem(value.description, QUERY_DESCRIPTION_MAX)],
    ['weight', weightProblem(value.weight)],
  ]);
  return { value, errors };
}
