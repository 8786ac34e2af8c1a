import type { Db } from '@switchyard/server-kit';
import type { Tier } from '../rules/tiers';
import { addMember, membershipsChanged, type MemberSnapshot } from './members';

export type Role = 'owner' | 'member';

/** An organization as one viewer sees it: viewer_role is that viewer's role in it. */
export interface OrgRow {
  id: string;
  name: string;
  tier: string;
  owner_id: string;
  created_at: Date;
  /** reviewer: staff or the review team reading a service's organization (never a member's rights). */
  viewer_role: Role | 'reviewer';
}

const selectForMember = `
  SELECT o.id, o.name, o.tier, o.owner_id, o.created_at, m.role AS viewer_role
  FROM org.organizations o
  JOIN org.memberships m ON m.organization_id = o.id AND m.user_id = $2`;

/** The organization as staff and the review team see it when they review one of its services. */
export async function findOrganizationForReviewer(db: Db, organizationId: string): Promise<OrgRow | null> {
  const { rows } = await db.query<OrgRow>(
    `SELECT id, name, tier, owner_id, created_at, 'reviewer' AS viewer_role FROM org.organizations WHERE id = $1`,
    [organizationId],
  );
  return rows[0] ?? null;
}

/** The organization when userId belongs to it; null otherwise (whether or not it exists). */
export async function findOrganizationForMember(
  db: Db,
  organizationId: string,
  userId: string,
  opts: { lock?: boolean } = {},
): Promise<OrgRow | null> {
  const { rows } = await db.query<OrgRow>(
    `${selectForMember} WHERE o.id = $1${opts.lock ? ' FOR UPDATE OF o' : ''}`,
    [organizationId, userId],
  );
  return rows[0] ?? null;
}

export async function listOrganizationsOf(db: Db, userId: string): Promise<OrgRow[]> {
  const { rows } = await db.query<OrgRow>(
    `SELECT o.id, o.name, o.tier, o.owner_id, o.created_at, m.role AS viewer_role
     FROM org.organizations o JOIN org.memberships m ON m.organization_id = o.id AND m.user_id = $1
     ORDER BY lower(o.name), o.name, o.id`,
    [userId],
  );
  return rows;
}

/** Creates the organization and its owner's membership (one transaction). */
export async function createOrganization(
  db: Db,
  org: { id: string; name: string; tier: Tier; owner: MemberSnapshot; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO org.organizations (id, name, tier, owner_id, created_at) VALUES ($1, $2, $3, $4, $5)`,
      [org.id, org.name, org.tier, org.owner.user_id, org.now],
    );
    await addMember(tx, org.id, org.owner, 'owner', org.now);
  });
}

export async function renameOrganization(db: Db, organizationId: string, name: string): Promise<void> {
  await db.query(`UPDATE org.organizations SET name = $2 WHERE id = $1`, [organizationId, name]);
}

/** Makes newOwnerId the owner; the previous owner stays on as a plain member. */
export async function transferOwnership(db: Db, organizationId: string, newOwnerId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ owner_id: string }>(
      `SELECT owner_id FROM org.organizations WHERE id = $1`,
      [organizationId],
    );
    // Demote first: at most one owner row may exist at any moment (partial unique index).
    await tx.query(
      `UPDATE org.memberships SET role = 'member' WHERE organization_id = $1 AND role = 'owner'`,
      [organizationId],
    );
    await tx.query(`UPDATE org.memberships SET role = 'owner' WHERE organization_id = $1 AND user_id = $2`, [
      organizationId,
      newOwnerId,
    ]);
    await tx.query(`UPDATE org.organizations SET owner_id = $2 WHERE id = $1`, [organizationId, newOwnerId]);
    for (const userId of new Set([rows[0]?.owner_id, newOwnerId]))
      if (userId) await membershipsChanged(tx, userId);
  });
}

/** Only the name: what an invitation link shows to whoever holds it. */
export async function findOrganizationName(db: Db, organizationId: string): Promise<string | null> {
  const { rows } = await db.query<{ name: string }>(`SELECT name FROM org.organizations WHERE id = $1`, [
    organizationId,
  ]);
  return rows[0]?.name ?? null;
}
