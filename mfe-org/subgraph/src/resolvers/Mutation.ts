import { ORG_EVENTS, type InvitationAccepted } from '@switchyard/events';
import {
  notFound,
  toGraphQLError,
  type Db,
  type FieldError,
  type RequestContext,
  type Viewer,
} from '@switchyard/server-kit';
import {
  createInvitation,
  findInvitationByToken,
  findOpenInvitation,
  markInvitationAccepted,
  renewInvitation,
  revokeInvitation,
  revokeOpenInvitationsTo,
} from '../data/invitations';
import { addMember, findMember, findMemberByEmail, listMembers, removeMember } from '../data/members';
import {
  findOrganizationForMember,
  renameOrganization,
  transferOwnership,
  type OrgRow,
} from '../data/organizations';
import type { OutboxMessage } from '@switchyard/server-kit';
import { sendInvitationEmail } from '../invitationEmail';
import { checkEmail, sameEmail } from '../rules/email';
import { isUuid } from '../rules/ids';
import { invitationState } from '../rules/invitations';
import { checkOrganizationName } from '../rules/organizationName';
import { checkOwnershipTransfer } from '../rules/ownership';
import type { OrgServices } from '../services';
import { cachedUsers, forgetMemberships } from '../usersCache';
import { deliverLater } from '@switchyard/server-kit';
import { organizationNotFound, ownedOrganization, viewerOf } from './guards';
import { toOrgUser } from './present';
import { remainingInvitationsOf } from './remaining';

export const messages = {
  memberCannotBeInvited: 'A member cannot be invited again',
  noInvitationsRemaining: 'No invitations remaining: remove a member or revoke a pending invitation first',
  notAMember: 'Select a member of this organization',
  ownerCannotBeRemoved: 'The owner cannot be removed from the organization',
  invitationInvalid: 'This invitation is no longer valid',
  invitationUsed: 'This invitation has already been accepted',
  invitationExpired: 'This invitation has expired; ask the organization owner to send it again',
  invitationOtherEmail: 'This invitation was sent to a different e-mail address',
  alreadyMember: 'You are already a member of this organization',
} as const;

const invitationNotFound = () => toGraphQLError(notFound('Invitation not found.'));
const failed = (...errors: FieldError[]) => ({ errors });
const maxTokenLength = 200;

/**
 * Every mutation checks the viewer's role inside its transaction, with the organization row locked,
 * so concurrent changes (an ownership transfer, the last invitation) cannot race past the rules.
 * Bad input returns errors as data before anything is written.
 */
export function mutationResolvers(s: OrgServices) {
  const reload = async (organizationId: string, viewer: Viewer) => {
    const org = await findOrganizationForMember(s.db, organizationId, viewer.id);
    if (!org) throw organizationNotFound();
    return org;
  };

  /** Runs fn in a transaction; the e-mails it records go out over SMTP only once it has committed. */
  const withMail = async <T>(fn: (tx: Db, mails: OutboxMessage[]) => Promise<T>): Promise<T> => {
    const mails: OutboxMessage[] = [];
    const result = await s.db.transaction((tx) => fn(tx, mails));
    for (const m of mails) deliverLater(s.mailer, { to: m.to_email, subject: m.subject, text: m.text });
    return result;
  };

  const sendInvitation = async (
    tx: Db,
    mails: OutboxMessage[],
    org: OrgRow,
    viewer: Viewer,
    invitation: { email: string; token: string; expiresAt: Date },
  ) => {
    mails.push(
      await sendInvitationEmail(tx, s, {
        ...invitation,
        organizationName: org.name,
        inviterName: viewer.name,
      }),
    );
  };

  return {
    async updateOrganizationDetails(_: unknown, args: { id: string; name: string }, ctx: RequestContext) {
      const viewer = viewerOf(ctx);
      const renamed = await s.db.transaction(async (tx) => {
        const org = await ownedOrganization(tx, viewer, args.id, { lock: true });
        const checked = checkOrganizationName(args.name);
        if (checked.error) return failed(checked.error);
        await renameOrganization(tx, org.id, checked.name);
        return { organization: { ...org, name: checked.name }, errors: [] };
      });
      // The header's organization names.
      s.myOrganizationsCache.clearAll();
      return renamed;
    },

    async changeOrganizationOwner(
      _: unknown,
      args: { organization_id: string; user_id: string },
      ctx: RequestContext,
    ) {
      const viewer = viewerOf(ctx);
      const result = await s.db.transaction(async (tx) => {
        const org = await ownedOrganization(tx, viewer, args.organization_id, { lock: true });
        const members = await listMembers(tx, org.id);
        const error = checkOwnershipTransfer(
          members.map((m) => m.user_id),
          viewer.id,
          args.user_id,
        );
        if (error) return failed(error);
        await transferOwnership(tx, org.id, args.user_id);
        return { organizationId: org.id, errors: [] };
      });
      if (!('organizationId' in result)) return result;
      forgetMemberships(s, result.organizationId);
      const organization = await reload(result.organizationId, viewer);
      const newOwner = (await findMember(s.db, organization.id, args.user_id))!;
      return { owner: toOrgUser(newOwner, organization, viewer), organization, errors: [] };
    },

    async inviteUser(_: unknown, args: { organization_id: string; email: string }, ctx: RequestContext) {
      const viewer = viewerOf(ctx);
      return withMail(async (tx, mails) => {
        const org = await ownedOrganization(tx, viewer, args.organization_id, { lock: true });
        const checked = checkEmail(args.email);
        if (checked.error) return failed(checked.error);
        const email = checked.email;
        if (await findMemberByEmail(tx, org.id, email)) {
          return failed({ attribute: 'email', message: messages.memberCannotBeInvited });
        }
        const now = s.now();
        if ((await remainingInvitationsOf(tx, org, now, email)) <= 0) {
          return failed({ attribute: 'email', message: messages.noInvitationsRemaining });
        }
        // A new invitation replaces any earlier one to the same address (pending or expired).
        await revokeOpenInvitationsTo(tx, org.id, email, now);
        const { invitation, token } = await createInvitation(tx, {
          organizationId: org.id,
          email,
          invitedBy: viewer.id,
          now,
        });
        await sendInvitation(tx, mails, org, viewer, { email, token, expiresAt: invitation.expires_at });
        return { organization: org, errors: [] };
      });
    },

    async resendInvitation(
      _: unknown,
      args: { organization_id: string; invitation_id: string },
      ctx: RequestContext,
    ) {
      const viewer = viewerOf(ctx);
      return withMail(async (tx, mails) => {
        const org = await ownedOrganization(tx, viewer, args.organization_id, { lock: true });
        if (!isUuid(args.invitation_id)) throw invitationNotFound();
        const invitation = await findOpenInvitation(tx, org.id, args.invitation_id);
        if (!invitation) throw invitationNotFound();
        if (await findMemberByEmail(tx, org.id, invitation.email)) {
          return failed({ attribute: 'invitation_id', message: messages.memberCannotBeInvited });
        }
        const now = s.now();
        // An expired invitation becomes pending again, so it needs a free place.
        if (
          invitationState(invitation, now) === 'expired' &&
          (await remainingInvitationsOf(tx, org, now)) <= 0
        ) {
          return failed({ attribute: 'invitation_id', message: messages.noInvitationsRemaining });
        }
        const renewed = await renewInvitation(tx, invitation.id, now);
        await sendInvitation(tx, mails, org, viewer, {
          email: invitation.email,
          token: renewed.token,
          expiresAt: renewed.invitation.expires_at,
        });
        return { organization: org, errors: [] };
      });
    },

    async revokeInvitation(
      _: unknown,
      args: { organization_id: string; invitation_id: string },
      ctx: RequestContext,
    ) {
      const viewer = viewerOf(ctx);
      return s.db.transaction(async (tx) => {
        const org = await ownedOrganization(tx, viewer, args.organization_id, { lock: true });
        if (!isUuid(args.invitation_id)) throw invitationNotFound();
        const invitation = await findOpenInvitation(tx, org.id, args.invitation_id);
        if (!invitation) throw invitationNotFound();
        await revokeInvitation(tx, invitation.id, s.now());
        return { organization: org, errors: [] };
      });
    },

    async removeUser(_: unknown, args: { organization_id: string; user_id: string }, ctx: RequestContext) {
      const viewer = viewerOf(ctx);
      const result = await s.db.transaction(async (tx) => {
        const org = await ownedOrganization(tx, viewer, args.organization_id, { lock: true });
        const member = isUuid(args.user_id) ? await findMember(tx, org.id, args.user_id) : null;
        if (!member) return failed({ attribute: 'user_id', message: messages.notAMember });
        if (member.role === 'owner')
          return failed({ attribute: 'user_id', message: messages.ownerCannotBeRemoved });
        await removeMember(tx, org.id, member.user_id);
        return { org, errors: [] };
      });
      if (!('org' in result)) return { users: null, errors: result.errors };
      forgetMemberships(s, result.org.id);
      const users = await cachedUsers(s.usersCache, s.db, result.org.id);
      return { users: users.map((u) => toOrgUser(u, result.org, viewer)), errors: [] };
    },

    async acceptInvitation(_: unknown, args: { token: string }, ctx: RequestContext) {
      const viewer = viewerOf(ctx);
      const invalid = failed({ attribute: 'token', message: messages.invitationInvalid });
      if (!args.token || args.token.length > maxTokenLength) return invalid;
      const result = await s.db.transaction(async (tx) => {
        const invitation = await findInvitationByToken(tx, args.token, { lock: true });
        if (!invitation || invitation.revoked_at) return invalid;
        if (invitation.accepted_at) return failed({ attribute: 'token', message: messages.invitationUsed });
        if (await findMember(tx, invitation.organization_id, viewer.id)) {
          return failed({ attribute: 'token', message: messages.alreadyMember });
        }
        const now = s.now();
        if (invitationState(invitation, now) === 'expired') {
          return failed({ attribute: 'token', message: messages.invitationExpired });
        }
        if (!sameEmail(invitation.email, viewer.email)) {
          return failed({ attribute: 'token', message: messages.invitationOtherEmail });
        }
        const snapshot = { user_id: viewer.id, login: viewer.login, name: viewer.name, email: viewer.email };
        await addMember(tx, invitation.organization_id, snapshot, 'member', now);
        await markInvitationAccepted(tx, invitation.id, viewer.id, now);
        // Following the link mailed to the address proves the viewer reads it: identity verifies it.
        await s.events?.publish(tx, ORG_EVENTS.invitationAccepted, {
          invitation_id: invitation.id,
          organization_id: invitation.organization_id,
          user_id: viewer.id,
          email: invitation.email,
        } satisfies InvitationAccepted);
        return { organizationId: invitation.organization_id, errors: [] };
      });
      if (!('organizationId' in result)) return result;
      forgetMemberships(s, result.organizationId);
      return { organization: await reload(result.organizationId, viewer), errors: [] };
    },
  };
}
