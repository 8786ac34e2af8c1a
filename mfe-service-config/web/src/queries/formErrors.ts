import { FORM_ERROR } from 'final-form';
import { formatFieldError } from '../fieldErrors';
import type { UserError } from '../services/serviceOperations';

/**
 * Server errors as react-final-form submission errors, each as 'Error: {attribute} {message}'
 * under its field; `aliases` maps the server's attribute names onto form fields (e.g. the key
 * name is the argument `name` but may be reported as `slug`). Anything else is form-level.
 */
export function stepSubmissionErrors(
  errors: readonly UserError[],
  fields: readonly string[],
  aliases: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors) {
    const target = aliases[e.attribute] ?? e.attribute;
    const key = fields.includes(target) ? target : FORM_ERROR;
    // 'base' is about the whole step or service (e.g. it is published): its message reads on its own.
    const text = e.attribute === 'base' ? e.message : formatFieldError(e);
    out[key] = out[key] ? `${out[key]} ${text}` : text;
  }
  return out;
}

/** Client-side problems in the same 'Error: {attribute} {message}' form as the server's. */
export function formatProblems(
  problems: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [attribute, message] of Object.entries(problems)) {
    if (message) out[attribute] = formatFieldError({ attribute, message });
  }
  return out;
}
