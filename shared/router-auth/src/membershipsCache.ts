import { MEMBERSHIPS_CHANGED_CHANNEL } from '@switchyard/events';
import { listen, type Db, type Memberships } from '@switchyard/server-kit';

/**
 * The longest a user's memberships are kept without word from the organization domain: the bound
 * on a stale grant should a change's notification be lost (the connection that hears them is
 * opened again at once, and everything cached is dropped then).
 */
export const MEMBERSHIPS_TTL_MS = 60_000;
const MAX_USERS = 10_000;

export interface MembershipsCache {
  get(userId: string): Promise<Memberships>;
  stop(): Promise<void>;
}

/**
 * Each user's memberships, asked of the organization domain once and kept until it says they
 * changed (MEMBERSHIPS_CHANGED_CHANNEL, sent at the commit of the change to every gateway on the
 * database) or MEMBERSHIPS_TTL_MS passed: not asked on every request.
 */
export async function cachedMemberships(
  db: Db,
  load: (userId: string) => Promise<Memberships>,
  ttlMs = MEMBERSHIPS_TTL_MS,
): Promise<MembershipsCache> {
  const entries = new Map<string, { at: number; value: Promise<Memberships> }>();
  // A load in flight when the change is heard is dropped with its entry: the next request asks again.
  const stop = await listen(
    db,
    MEMBERSHIPS_CHANGED_CHANNEL,
    (userId) => entries.delete(userId),
    () => entries.clear(),
  );
  return {
    get(userId) {
      const hit = entries.get(userId);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value;
      const value = load(userId);
      entries.delete(userId);
      entries.set(userId, { at: Date.now(), value });
      if (entries.size > MAX_USERS) entries.delete(entries.keys().next().value!);
      value.catch(() => {
        if (entries.get(userId)?.value === value) entries.delete(userId);
      });
      return value;
    },
    stop,
  };
}
