import { invitationLimit } from './tiers';

export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export type InvitationState = 'pending' | 'expired' | 'converted' | 'revoked';

export interface InvitationFacts {
  expires_at: Date;
  accepted_at: Date | null;
  revoked_at: Date | null;
}

/** An invitation is valid for one week from when it was (re-)sent. */
export function invitationExpiry(sentAt: Date): Date {
  return new Date(sentAt.getTime() + INVITATION_LIFETIME_MS);
}

/** converted once accepted; revoked when withdrawn or replaced; otherwise pending until it expires. */
export function invitationState(invitation: InvitationFacts, now: Date): InvitationState {
  if (invitation.accepted_at) return 'converted';
  if (invitation.revoked_at) return 'revoked';
  return invitation.expires_at.getTime() > now.getTime() ? 'pending' : 'expired';
}

/** Invitations still available: the tier's limit minus the people besides the owner and the pending invitations. */
export function remainingInvitations(
  tier: string,
  membersBesidesOwner: number,
  pendingInvitations: number,
): number {
  return Math.max(0, invitationLimit(tier) - membersBesidesOwner - pendingInvitations);
}
