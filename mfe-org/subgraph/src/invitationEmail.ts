import { recordMessage, type Db } from '@switchyard/server-kit';
import type { OrgServices } from './services';

/** Writes the invitation e-mail (with its accept link) to the outbox. */
export async function sendInvitationEmail(
  db: Db,
  services: OrgServices,
  invitation: {
    email: string;
    token: string;
    organizationName: string;
    inviterName: string;
    expiresAt: Date;
  },
) {
  const link = `${services.publicUrl}/invitations/${invitation.token}`;
  return recordMessage(db, {
    to: invitation.email,
    subject: `You have been invited to join ${invitation.organizationName} on Switchyard`,
    text:
      `${invitation.inviterName} invited you to join the organization "${invitation.organizationName}" on Switchyard.\n\n` +
      `Accept the invitation: ${link}\n\n` +
      `The invitation expires on ${invitation.expiresAt.toUTCString()}. Sign in with this e-mail address to accept it.`,
    link,
    now: services.now(),
  });
}
