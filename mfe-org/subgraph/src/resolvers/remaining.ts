import type { Db } from '@switchyard/server-kit';
import { listOpenInvitations } from '../data/invitations';
import { listMembers } from '../data/members';
import type { OrgRow } from '../data/organizations';
import { sameEmail } from '../rules/email';
import { invitationState, remainingInvitations } from '../rules/invitations';

/**
 * Invitations the organization may still send. `replacing` leaves out pending invitations to that
 * address, because sending a new one to it replaces them.
 */
export async function remainingInvitationsOf(
  db: Db,
  org: OrgRow,
  now: Date,
  replacing?: string,
): Promise<number> {
  // One after the other: db may be a transaction, which runs one statement at a time.
  const members = await listMembers(db, org.id);
  const open = await listOpenInvitations(db, org.id);
  const pending = open.filter(
    (i) => invitationState(i, now) === 'pending' && !(replacing && sameEmail(i.email, replacing)),
  );
  return remainingInvitations(org.tier, members.filter((m) => m.role !== 'owner').length, pending.length);
}
