import { FORM_ERROR } from 'final-form';
import type { UserError } from './orgOperations';

/**
 * The server's errors-as-data as react-final-form submission errors: each error lands on its
 * field when the form has one, everything else becomes the form-level error.
 */
export function submissionErrors(
  errors: readonly UserError[],
  fields: readonly string[],
): Record<string, string> {
  const out: Record<string, string> = {};
  const add = (key: string, message: string) => {
    out[key] = out[key] ? `${out[key]} ${message}` : message;
  };
  for (const { attribute, message } of errors)
    add(fields.includes(attribute) ? attribute : FORM_ERROR, message);
  return out;
}
