import { ApolloError } from '@switchyard/client/apollo';
import { flash } from '@switchyard/ui';
import { FORM_ERROR } from 'final-form';
import { stepSubmissionErrors } from '../queries/formErrors';
import type { UserError } from '../services/serviceOperations';
import { SESSION_ENDED } from './messages';

const sessionEnded = (err: unknown) =>
  err instanceof ApolloError && err.graphQLErrors[0]?.extensions?.code === 'UNAUTHENTICATED';

/**
 * Runs a create or update mutation for a form: flashes `messages.failed` and answers the
 * submission errors when it fails, flashes `messages.done` and hands the saved item over when not.
 */
export async function saveStep<T>(
  send: () => Promise<{ item: T | null; errors: UserError[] } | null | undefined>,
  fields: readonly string[],
  messages: { done: string; failed: string },
  onSaved: (item: T) => void,
): Promise<Record<string, string> | undefined> {
  let payload: { item: T | null; errors: UserError[] } | null | undefined;
  try {
    payload = await send();
  } catch (err) {
    const message = sessionEnded(err) ? SESSION_ENDED : messages.failed;
    flash(message, 'error');
    return { [FORM_ERROR]: message };
  }
  if (!payload?.item || payload.errors.length) {
    flash(messages.failed, 'error');
    return payload?.errors.length
      ? stepSubmissionErrors(payload.errors, fields)
      : { [FORM_ERROR]: messages.failed };
  }
  flash(messages.done);
  onSaved(payload.item);
  return undefined;
}
