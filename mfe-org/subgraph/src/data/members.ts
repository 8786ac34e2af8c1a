import { notify, type Db, type Memberships } from '@switchyard/server-kit';
import { MEMBERSHIPS_CHANGED_CHANNEL } from '@switchyard/events';
import type { Role } from './organizations';

/** Who a user was when they joined: this domain keeps its own copy, never reading the gateway's users. */
export interface MemberSnapshot {
  user_id: string;
  login: string;
  name: string;
  email: string;
}

export interface MemberRow extends MemberSnapshot {
  role: Role;
}

/** The organization's people, owner first, then by name. */
export async function listMembers(db: Db, organizationId: string): Promise<MemberRow[]> {
  const { rows } = await db.query<MemberRow>(
    `SELECT user_id, login, name, email, role FROM org.memberships WHERE organization_id = $1
     ORDER BY role = 'owner' DESC, lower(name), login, user_id`,
    [organizationId],
  );
  return rows;
}

export async function findMember(db: Db, organizationId: string, userId: string): Promise<MemberRow | null> {
  const { rows } = await db.query<MemberRow>(
    `SELECT user_id, login, name, email, role FROM org.memberships WHERE organization_id = $1 AND user_id = $2`,
    [organizationId, userId],
  );
  return rows[0] ?? null;
}

export async function findMemberByEmail(
  db: Db,
  organizationId: string,
  email: string,
): Promise<MemberRow | null> {
  const { rows } = await db.query<MemberRow>(
    `SELECT user_id, login, name, email, role FROM org.memberships
     WHERE organization_id = $1 AND lower(email) = lower($2) LIMIT 1`,
    [organizationId, email],
  );
  return rows[0] ?? null;
}

/** Adds the membership; false when the user already belongs to the organization. */
export async function addMember(
  db: Db,
  organizationId: string,
  member: MemberSnapshot,
  role: Role,
  now: Date,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO org.memberships (organization_id, user_id, login, name, email, role, joined_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
    [organizationId, member.user_id, member.login, member.name, member.email, role, now],
  );
  if (rowCount > 0) await membershipsChanged(db, member.user_id);
  return rowCount > 0;
}

/** Tells every gateway, at the commit of the change, to forget the user's cached memberships. */
export const membershipsChanged = (db: Db, userId: string) => notify(db, MEMBERSHIPS_CHANGED_CHANNEL, userId);

export async function removeMember(db: Db, organizationId: string, userId: string): Promise<void> {
  await db.query(
    `DELETE FROM org.memberships WHERE organization_id = $1 AND user_id = $2 AND role = 'member'`,
    [organizationId, userId],
  );
  await membershipsChanged(db, userId);
}

/** The user's role per organization id. */
export async function membershipsOf(db: Db, userId: string): Promise<Memberships> {
  const { rows } = await db.query<{ organization_id: string; role: Role }>(
    `SELECT organization_id, role FROM org.memberships WHERE user_id = $1`,
    [userId],
  );
  return Object.fromEntries(rows.map((r) => [r.organization_id, r.role]));
}
