import type { UserTimezoneChanged } from '@switchyard/events';
import { TtlCache, type Db } from '@switchyard/server-kit';

/**
 * Each process keeps a user's zone a few seconds (every call made for the user reads it); a change
 * applied by this process clears its copy, another process's copy is at most this old.
 */
const ZONE_TTL_MS = 5_000;
const zones = new TtlCache<string, string>(ZONE_TTL_MS, 10_000);

/** Keeps identity's announcement of a user's zone; the newest event wins. */
export async function applyTimezone(tx: Db, e: UserTimezoneChanged, occurredAt: string): Promise<void> {
  await tx.query(
    `INSERT INTO engine.user_timezones (user_id, timezone, changed_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET timezone = excluded.timezone, changed_at = excluded.changed_at
      WHERE engine.user_timezones.changed_at <= excluded.changed_at`,
    [e.user_id, e.timezone, occurredAt],
  );
  zones.clear(e.user_id);
}

/** The user's IANA zone, as sent in protocol calls (`user.timezone`); 'UTC' when they chose none. */
export async function userTimezone(db: Db, userId: string): Promise<string> {
  return zones.get(userId, async () => {
    const { rows } = await db.query<{ timezone: string }>(
      'SELECT timezone FROM engine.user_timezones WHERE user_id = $1',
      [userId],
    );
    return rows[0]?.timezone ?? 'UTC';
  });
}
