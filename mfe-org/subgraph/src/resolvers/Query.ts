import { outboxFor, type RequestContext } from '@switchyard/server-kit';
import { findInvitationByToken } from '../data/invitations';
import { findMember } from '../data/members';
import { findOrganizationName } from '../data/organizations';
import { invitationState } from '../rules/invitations';
import type { OrgServices } from '../services';
import { memberOrganization, viewerOf } from './guards';
import { toOutboxMessage } from './present';

const maxTokenLength = 200;
const maxOutboxPage = 100;

export function queryResolvers(s: OrgServices) {
  return {
    organization: (_: unknown, args: { id: string }, ctx: RequestContext) =>
      memberOrganization(s.db, viewerOf(ctx), args.id),

    /** What an invitation link leads to, for any signed-in viewer holding the token. */
    async invitation(_: unknown, args: { token: string }, ctx: RequestContext) {
      const viewer = viewerOf(ctx);
      if (!args.token || args.token.length > maxTokenLength) return null;
      const invitation = await findInvitationByToken(s.db, args.token);
      if (!invitation || invitation.revoked_at) return null;
      const organizationName = await findOrganizationName(s.db, invitation.organization_id);
      if (organizationName === null) return null;
      const alreadyMember = await findMember(s.db, invitation.organization_id, viewer.id);
      const state = alreadyMember ? 'converted' : invitationState(invitation, s.now());
      return { organization_name: organizationName, email: invitation.email, state };
    },

    async outbox(_: unknown, args: { first?: number | null }, ctx: RequestContext) {
      const viewer = viewerOf(ctx);
      const first = Math.min(Math.max(args.first ?? 20, 0), maxOutboxPage);
      const reader = {
        userId: viewer.id,
        email: viewer.email,
        emailVerified: viewer.emailVerified,
        // Without SMTP the outbox is the only delivery of an account's own verification link.
        showUnverified: !s.mailer,
      };
      return (await outboxFor(s.db, reader, first)).map(toOutboxMessage);
    },
  };
}
