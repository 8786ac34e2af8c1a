import { flash } from '@switchyard/ui';
import { FORM_ERROR } from 'final-form';
import { stepSubmissionErrors } from '../queries/formErrors';
import type { UserError } from '../services/serviceOperations';
import { isSignedOut, type SaveAnswer } from './fieldRequests';
import { FIELD_ERROR_ALIASES } from './fieldRules';
import { SESSION_ENDED } from './messages';

/**
 * Runs a REST create or update for a form: when the server refuses, flashes `messages.failed` and
 * answers the errors beside their fields ('Error: {attribute} {message}'); when it fails otherwise,
 * flashes it and answers it as the form's error; when it saves, flashes `messages.done` and calls onSaved.
 */
export async function restSave<T>(
  send: () => Promise<SaveAnswer<T>>,
  fields: readonly string[],
  messages: { done: string; failed: string },
  onSaved: (item: T) => void,
): Promise<Record<string, string> | undefined> {
  let answer: SaveAnswer<T>;
  try {
    answer = await send();
  } catch (err) {
    const message = isSignedOut(err) ? SESSION_ENDED : messages.failed;
    flash(message, 'error');
    return { [FORM_ERROR]: message };
  }
  if (!answer.item || answer.errors.length) {
    flash(messages.failed, 'error');
    return answer.errors.length
      ? stepSubmissionErrors(answer.errors, fields, FIELD_ERROR_ALIASES)
      : { [FORM_ERROR]: messages.failed };
  }
  flash(messages.done);
  onSaved(answer.item);
  return undefined;
}

/** Runs a REST delete: true once deleted (flashing `messages.done`), else flashes `messages.failed`. */
export async function restDelete(
  send: () => Promise<UserError[]>,
  messages: { done: string; failed: string },
): Promise<boolean> {
  let errors: UserError[];
  try {
    errors = await send();
  } catch (err) {
    flash(isSignedOut(err) ? SESSION_ENDED : messages.failed, 'error');
    return false;
  }
  if (errors.length) {
    flash(messages.failed, 'error');
    return false;
  }
  flash(messages.done);
  return true;
}
