import { MEMBERSHIPS_CHANGED_CHANNEL } from '@switchyard/events';
import { listen, logger, type Db, type Memberships } from '@switchyard/server-kit';

/**
 * The longest a user's memberships are kept without word from the organization domain: the bound
 * on a stale grant should a change's notification be lost (the connection that hears them is
 * opened again at once, and everything cached is dropped then).
 */
export const MEMBERSHIPS_TTL_MS = 60_000;
/** How soon the organization domain is asked again for a user after it could not be reached. */
export const MEMBERSHIPS_RETRY_MS = 5_000;
const MAX_USERS = 10_000;

/** A user's memberships as a request gets them. */
export interface MembershipsAnswer {
  memberships: Memberships;
  /**
   * The organization domain could not be asked and nothing was kept for the user: `memberships` is
   * empty (what a user of no organization has), and the answer should say org is unavailable.
   */
  unavailable: boolean;
}

export interface MembershipsCache {
  /** Never rejects when the organization domain cannot be reached: see MembershipsAnswer. */
  read(userId: string): Promise<MembershipsAnswer>;
  get(userId: string): Promise<Memberships>;
  stop(): Promise<void>;
}

interface Entry {
  expires: number;
  answer: Promise<MembershipsAnswer>;
  /** The last memberships the organization domain gave, until it announces a change for the user. */
  kept?: Memberships;
}

/**
 * Each user's memberships, asked of the organization domain once and kept until it says they
 * changed (MEMBERSHIPS_CHANGED_CHANNEL, sent at the commit of the change to every gateway on the
 * database) or MEMBERSHIPS_TTL_MS passed: not asked on every request.
 *
 * When the organization domain cannot be reached, the last memberships it gave are served: they are
 * dropped as soon as it announces a change, as any kept entry is, so they are no staler than what a
 * lost notification already allows. A user with none kept gets none (and `unavailable`), never an
 * error: one missing subgraph must not fail every request.
 */
export async function cachedMemberships(
  db: Db,
  load: (userId: string) => Promise<Memberships>,
  opts: { ttlMs?: number; retryMs?: number } = {},
): Promise<MembershipsCache> {
  const ttlMs = opts.ttlMs ?? MEMBERSHIPS_TTL_MS;
  const retryMs = opts.retryMs ?? MEMBERSHIPS_RETRY_MS;
  const entries = new Map<string, Entry>();
  // A load in flight when the change is heard is dropped with its entry: the next request asks again.
  const stop = await listen(
    db,
    MEMBERSHIPS_CHANGED_CHANNEL,
    (userId) => entries.delete(userId),
    () => entries.clear(),
  );
  const read = (userId: string) => {
    const hit = entries.get(userId);
    if (hit && Date.now() < hit.expires) return hit.answer;
    const kept = hit?.kept;
    const entry: Entry = { expires: Date.now() + ttlMs, kept, answer: null! };
    entry.answer = load(userId).then(
      (memberships) => {
        entry.kept = memberships;
        return { memberships, unavailable: false };
      },
      (err: unknown) => {
        entry.expires = Date.now() + retryMs;
        logger.warn(
          { err: err instanceof Error ? err.message : String(err), kept: kept !== undefined },
          'memberships could not be asked of the organization domain; serving what was kept',
        );
        return kept ? { memberships: kept, unavailable: false } : { memberships: {}, unavailable: true };
      },
    );
    entries.delete(userId);
    entries.set(userId, entry);
    if (entries.size > MAX_USERS) entries.delete(entries.keys().next().value!);
    return entry.answer;
  };
  return {
    read,
    get: (userId) => read(userId).then((a) => a.memberships),
    stop,
  };
}
