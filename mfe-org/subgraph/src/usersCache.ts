import type { Db } from '@switchyard/server-kit';
import { listMembers, type MemberRow } from './data/members';

const maxOrganizations = 500;
// Bounds how stale another process's copy can be when the subgraph runs as several replicas.
const ttlMs = 30_000;

/**
 * A small per-process cache of each organization's user list (read by Organization.users/owner).
 * Cleared for an organization on every membership change and by DELETE /organizations/:id/users_cache.
 */
export class UsersCache {
  private entries = new Map<string, { users: MemberRow[]; at: number }>();

  constructor(private readonly clock: () => number = Date.now) {}

  async get(db: Db, organizationId: string): Promise<MemberRow[]> {
    const hit = this.entries.get(organizationId);
    if (hit && this.clock() - hit.at < ttlMs) return hit.users;
    const users = await listMembers(db, organizationId);
    this.entries.delete(organizationId);
    this.entries.set(organizationId, { users, at: this.clock() });
    if (this.entries.size > maxOrganizations) {
      // Map iteration order is insertion order: the first key is the least recently loaded.
      this.entries.delete(this.entries.keys().next().value!);
    }
    return users;
  }

  has(organizationId: string): boolean {
    return this.entries.has(organizationId);
  }

  clear(organizationId: string): void {
    this.entries.delete(organizationId);
  }
}

const caches = new WeakMap<Db, UsersCache>();

/** One cache per database, shared by the schema and the REST router of the same process. */
export function usersCacheFor(db: Db): UsersCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new UsersCache();
    caches.set(db, cache);
  }
  return cache;
}
