import type { FieldError } from '../fieldError';
import { endpointSlugProblem } from './endpointSlug';
import { clean, fieldErrors, requiredTextProblem } from './stepName';
import {
  optionalText,
  optionalTextProblem,
  STEP_DESCRIPTION_MAX,
  STEP_TITLE_MAX,
  STEP_VERBIAGE_MAX,
} from './stepText';

export interface ActionFormInput {
  name: string;
  slug: string;
  description: string;
  verbiage?: string | null;
}

export interface ActionFormValue {
  name: string;
  slug: string;
  description: string;
  verbiage: string | null;
}

/** The action form: name and description required, the endpoint slug as a trigger's API slug. */
export function validateAction(input: ActionFormInput): { value: ActionFormValue; errors: FieldError[] } {
  const value: ActionFormValue = {
    name: clean(input.name),
    slug: clean(input.slug),
    description: clean(input.description),
    verbiage: optionalText(input.verbiage),
  };
  const errors = fieldErrors([
    ['name', requiredTextProblem(value.name, STEP_TITLE_MAX)],
    ['slug', endpointSlugProblem(value.slug)],
    ['description', requiredTextProblem(value.description, STEP_DESCRIPTION_MAX)],
    ['verbiage', optionalTextProblem(value.verbiage, STEP_VERBIAGE_MAX)],
  ]);
  return { value, errors };
}
