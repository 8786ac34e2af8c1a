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
