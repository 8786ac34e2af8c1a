/** The facts the organization domain publishes: consumers import these, never the org packages. */
export const ORG_EVENTS = {
  /**
   * A user accepted an invitation through its secret link, so they read the address it was mailed
   * to (identity verifies that address if it is the user's own).
   */
  invitationAccepted: 'org.invitation_accepted',
} as const;

export interface InvitationAccepted {
  invitation_id: string;
  organization_id: string;
  user_id: string;
  /** The invited address, as the invitation was sent. */
  email: string;
}

/**
 * PostgreSQL notification channel (not a queued event: every listening process needs it) on which
 * the organization domain sends a user's id when that user's memberships change, at the commit of
 * the change; gateways drop their cached copy of that user's memberships.
 */
export const MEMBERSHIPS_CHANGED_CHANNEL = 'org_memberships_changed';
