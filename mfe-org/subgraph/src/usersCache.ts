import { sharedCache, TtlCache, type Db } from '@switchyard/server-kit';
import { listMembers, type MemberRow } from './data/members';
import type { OrgRow } from './data/organizations';

// Bounds how stale another process's copy can be when the subgraph runs as several replicas.
const TTL_MS = 30_000;

/**
 * Each organization's user list (read by Organization.users/owner). Cleared for an organization on
 * every membership change, by its owner (DELETE /organizations/:id/users_cache) and by staff.
 */
export type UsersCache = TtlCache<string, MemberRow[]>;
export const usersCacheFor = (db: Db): UsersCache =>
  sharedCache(db, 'org.organization_users', () => new TtlCache<string, MemberRow[]>(TTL_MS, 500));

/** The user list of an organization, from the cache. */
export const cachedUsers = (cache: UsersCache, db: Db, organizationId: string) =>
  cache.get(organizationId, () => listMembers(db, organizationId));

/**
 * Each user's own organizations (User.organizations, which the developer header reads): "my
 * organization". Cleared whole on any change of an organization or a membership (rare), and by
 * staff for the members of one organization.
 */
export type MyOrganizationsCache = TtlCache<string, OrgRow[]>;
export const myOrganizationsCacheFor = (db: Db): MyOrganizationsCache =>
  sharedCache(db, 'org.my_organization', () => new TtlCache<string, OrgRow[]>(TTL_MS, 5000));

/** After a membership change of an organization: its user list and every user's organization list. */
export function forgetMemberships(
  caches: { usersCache: UsersCache; myOrganizationsCache: MyOrganizationsCache },
  organizationId: string,
): void {
  caches.usersCache.clear(organizationId);
  caches.myOrganizationsCache.clearAll();
}
