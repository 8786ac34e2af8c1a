import { FORM_ERROR } from 'final-form';
import type { UserError } from './services/serviceOperations';

/** How a server error reads beside its field: 'Error: {attribute} {message}'. */
export const formatFieldError = (e: UserError) => `Error: ${e.attribute} ${e.message}`;

/**
 * Errors-as-data as react-final-form submission errors: each lands on its field when the form has
 * one, everything else (e.g. organization_id) becomes the form-level error.
 */
export function submissionErrors(
  errors: readonly UserError[],
  fields: readonly string[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors) {
    const key = fields.includes(e.attribute) ? e.attribute : FORM_ERROR;
    out[key] = out[key] ? `${out[key]} ${formatFieldError(e)}` : formatFieldError(e);
  }
  return out;
}
