import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '@switchyard/server-kit';
import { invitationExpiry } from '../rules/invitations';

export interface InvitationRow {
  id: string;
  organization_id: string;
  email: string;
  created_at: Date;
  expires_at: Date;
  accepted_at: Date | null;
  revoked_at: Date | null;
  invited_by: string;
}

const columns = `id, organization_id, email, created_at, expires_at, accepted_at, revoked_at, invited_by`;

/** 32 random bytes, base64url: what the invitation link carries. Only its hash is stored. */
function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Invitations neither accepted nor revoked (pending or expired), oldest first. */
export async function listOpenInvitations(db: Db, organizationId: string): Promise<InvitationRow[]> {
  const { rows } = await db.query<InvitationRow>(
    `SELECT ${columns} FROM org.invitations
     WHERE organization_id = $1 AND accepted_at IS NULL AND revoked_at IS NULL
     ORDER BY created_at, id`,
    [organizationId],
  );
  return rows;
}

export async function findOpenInvitation(
  db: Db,
  organizationId: string,
  invitationId: string,
): Promise<InvitationRow | null> {
  const { rows } = await db.query<InvitationRow>(
    `SELECT ${columns} FROM org.invitations
     WHERE organization_id = $1 AND id = $2 AND accepted_at IS NULL AND revoked_at IS NULL`,
    [organizationId, invitationId],
  );
  return rows[0] ?? null;
}

export async function findInvitationByToken(
  db: Db,
  token: string,
  opts: { lock?: boolean } = {},
): Promise<InvitationRow | null> {
  const { rows } = await db.query<InvitationRow>(
    `SELECT ${columns} FROM org.invitations WHERE token_hash = $1${opts.lock ? ' FOR UPDATE' : ''}`,
    [hashToken(token)],
  );
  return rows[0] ?? null;
}

/** Records a new invitation valid for one week; returns it with the token for the e-mail. */
export async function createInvitation(
  db: Db,
  invitation: { organizationId: string; email: string; invitedBy: string; now: Date; id?: string },
): Promise<{ invitation: InvitationRow; token: string }> {
  const token = newToken();
  const { rows } = await db.query<InvitationRow>(
    `INSERT INTO org.invitations (id, organization_id, email, token_hash, created_at, expires_at, invited_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING RETURNING ${columns}`,
    [
      invitation.id ?? randomUUID(),
      invitation.organizationId,
      invitation.email,
      hashToken(token),
      invitation.now,
      invitationExpiry(invitation.now),
      invitation.invitedBy,
    ],
  );
  return { invitation: rows[0], token };
}

/** Re-sends: a new token and a new week; the old link stops working. */
export async function renewInvitation(
  db: Db,
  invitationId: string,
  now: Date,
): Promise<{ invitation: InvitationRow; token: string }> {
  const token = newToken();
  const { rows } = await db.query<InvitationRow>(
    `UPDATE org.invitations SET token_hash = $2, created_at = $3, expires_at = $4 WHERE id = $1 RETURNING ${columns}`,
    [invitationId, hashToken(token), now, invitationExpiry(now)],
  );
  return { invitation: rows[0], token };
}

export async function revokeInvitation(db: Db, invitationId: string, now: Date): Promise<void> {
  await db.query(`UPDATE org.invitations SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL`, [
    invitationId,
    now,
  ]);
}

/** Revokes every open invitation of the organization to this address (they are being replaced). */
export async function revokeOpenInvitationsTo(db: Db, organizationId: string, email: string, now: Date) {
  await db.query(
    `UPDATE org.invitations SET revoked_at = $3
     WHERE organization_id = $1 AND lower(email) = lower($2) AND accepted_at IS NULL AND revoked_at IS NULL`,
    [organizationId, email, now],
  );
}

export async function markInvitationAccepted(db: Db, invitationId: string, userId: string, now: Date) {
  await db.query(`UPDATE org.invitations SET accepted_at = $2, accepted_by = $3 WHERE id = $1`, [
    invitationId,
    now,
    userId,
  ]);
}
