import type { UserTimezoneChanged } from '@switchyard/events';
import type { Db } from '@switchyard/server-kit';

/** Keeps identity's announcement of a user's zone (consumer `connections`); the newest event wins. */
export async function storeUserTimezone(tx: Db, e: UserTimezoneChanged, occurredAt: string): Promise<void> {
  await tx.query(
    `INSERT INTO connections.user_timezones (user_id, timezone, changed_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET timezone = excluded.timezone, changed_at = excluded.changed_at
      WHERE connections.user_timezones.changed_at <= excluded.changed_at`,
    [e.user_id, e.timezone, occurredAt],
  );
}

/** The user's IANA zone, sent as the protocol's `user.timezone`; 'UTC' when they chose none. */
export async function userTimezone(db: Db, userId: string): Promise<string> {
  const { rows } = await db.query<{ timezone: string }>(
    'SELECT timezone FROM connections.user_timezones WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.timezone ?? 'UTC';
}
