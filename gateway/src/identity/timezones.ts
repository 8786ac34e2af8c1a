import { findUserById } from '@switchyard/router-auth';
import { IDENTITY_EVENTS, type UserTimezoneChanged } from '@switchyard/events';
import { logger, type Db, type EventBus, type FieldError, type Viewer } from '@switchyard/server-kit';

export const timezoneMessages = {
  unknown: 'Choose a time zone from the list.',
} as const;

let choices: readonly string[] | null = null;
let known: Set<string> | null = null;

/** The zones a user chooses from: every IANA zone this runtime knows (Intl), and UTC, in order. */
export function timezoneChoices(): readonly string[] {
  choices ??= [...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])].sort();
  return choices;
}

/** An IANA zone this runtime knows (Intl.supportedValuesOf), or "UTC" (which that list may leave out). */
export function isKnownTimezone(timezone: string): boolean {
  known ??= new Set(timezoneChoices());
  return known.has(timezone);
}

/** The zone the user chose; null while they have not (the Viewer reads that as UTC). */
export async function chosenTimezone(db: Db, userId: string): Promise<string | null> {
  const { rows } = await db.query<{ timezone: string | null }>(
    'SELECT timezone FROM identity.users WHERE id = $1',
    [userId],
  );
  return rows[0]?.timezone ?? null;
}

/**
 * Sets the viewer's own time zone. An unknown name is answered in errors and changes nothing; a
 * change is published (identity.user_timezone_changed) in its transaction, the same zone again
 * publishes nothing.
 */
export async function updateTimezone(
  db: Db,
  events: EventBus | undefined,
  viewer: Viewer,
  timezone: string,
): Promise<{ user: Viewer | null; errors: FieldError[] }> {
  if (!isKnownTimezone(timezone))
    return { user: null, errors: [{ attribute: 'timezone', message: timezoneMessages.unknown }] };
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `UPDATE identity.users SET timezone = $2 WHERE id = $1 AND timezone IS DISTINCT FROM $2 RETURNING id`,
      [viewer.id, timezone],
    );
    if (!rows.length) return;
    const data: UserTimezoneChanged = { user_id: viewer.id, timezone };
    await events?.publish(tx, IDENTITY_EVENTS.userTimezoneChanged, data);
    logger.info({ userId: viewer.id, timezone }, 'time zone changed');
  });
  return { user: await findUserById(db, viewer.id), errors: [] };
}
