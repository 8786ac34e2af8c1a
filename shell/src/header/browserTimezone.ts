import { graphqlRequest } from '@switchyard/client';
import { UpdateMyTimezoneDocument } from '../gql/graphql';

/** The zone the browser runs in (Intl), or null when it names none. */
export function browserTimezone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

let tried = false;

/**
 * A user who has not chosen a time zone (`chosen` null) gets the browser's, saved once per page
 * load and quietly: a refusal (a zone the server does not know) or a failure shows nothing, and
 * the user can still choose one on the account page. Resolves with whether it was saved.
 */
export async function adoptBrowserTimezone(
  chosen: string | null | undefined,
  zone: string | null = browserTimezone(),
): Promise<boolean> {
  if (chosen !== null || tried || !zone) return false;
  tried = true;
  try {
    const answer = await graphqlRequest(UpdateMyTimezoneDocument, { timezone: zone });
    return answer.updateMyTimezone.errors.length === 0;
  } catch {
    return false;
  }
}

/** For tests: the next page load. */
export function forgetBrowserTimezoneAttempt() {
  tried = false;
}
