import { forbidden, toGraphQLError, type RequestContext } from '@switchyard/server-kit';
import { listOpenInvitations } from '../data/invitations';
import { listInvoices } from '../data/invoices';
import { findOrganizationForMember, findOrganizationForReviewer, type OrgRow } from '../data/organizations';
import { isUuid } from '../rules/ids';
import { invitationState } from '../rules/invitations';
import { tierDisplayName, tierHasInvoices } from '../rules/tiers';
import type { OrgServices } from '../services';
import { cachedUsers } from '../usersCache';
import { toInvitation, toInvoice, toOrgUser } from './present';
import { remainingInvitationsOf } from './remaining';

/** Organization fields; every parent is an OrgRow loaded for the viewer (viewer_role set). */
export function organizationResolvers(s: OrgServices) {
  const invitationsIn = async (org: OrgRow, state: 'pending' | 'expired') => {
    if (org.viewer_role === 'reviewer') return [];
    const now = s.now();
    const open = await listOpenInvitations(s.db, org.id);
    return open.filter((i) => invitationState(i, now) === state).map((i) => toInvitation(i, org, now));
  };

  return {
    /**
     * A federated join gets the organization only for its members, so nothing leaks through it, and
     * for staff and the review team, who read a reviewed service's administrators (see
     * spec/review-org-diagnostics.md#21-service-review-page).
     */
    async __resolveReference(ref: { id: unknown }, ctx: RequestContext): Promise<OrgRow | null> {
      if (!ctx.viewer || !isUuid(ref.id)) return null;
      const asMember = await findOrganizationForMember(s.db, ref.id, ctx.viewer.id);
      if (asMember || !(ctx.viewer.staff || ctx.viewer.reviewTeam)) return asMember;
      return findOrganizationForReviewer(s.db, ref.id);
    },
    tier_display_name: (org: OrgRow) => tierDisplayName(org.tier),
    admin_uri: (org: OrgRow) => `/organizations/${org.id}`,
    viewer_is_owner: (org: OrgRow) => org.viewer_role === 'owner',
    has_invoices: (org: OrgRow) => tierHasInvoices(org.tier),
    async owner(org: OrgRow, _: unknown, ctx: RequestContext) {
      const users = await cachedUsers(s.usersCache, s.db, org.id);
      const owner = users.find((u) => u.role === 'owner')!;
      return toOrgUser(owner, org, ctx.viewer);
    },
    async users(org: OrgRow, _: unknown, ctx: RequestContext) {
      const users = await cachedUsers(s.usersCache, s.db, org.id);
      return users.map((u) => toOrgUser(u, org, ctx.viewer));
    },
    pending_invitations: (org: OrgRow) => invitationsIn(org, 'pending'),
    expired_invitations: (org: OrgRow) => invitationsIn(org, 'expired'),
    remaining_invitations: (org: OrgRow) => remainingInvitationsOf(s.db, org, s.now()),
    async invoices(org: OrgRow) {
      if (org.viewer_role !== 'owner' || !tierHasInvoices(org.tier)) {
        throw toGraphQLError(
          forbidden('Only the owner of a Lite or Developer organization can see its invoices.'),
        );
      }
      return (await listInvoices(s.db, org.id)).map(toInvoice);
    },
  };
}
