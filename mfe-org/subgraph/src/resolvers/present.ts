import type { Viewer } from '@switchyard/server-kit';
import type { InvitationRow } from '../data/invitations';
import type { InvoiceRow } from '../data/invoices';
import type { MemberRow } from '../data/members';
import type { OrgRow } from '../data/organizations';
import type { OutboxMessage } from '@switchyard/server-kit';
import { invitationState } from '../rules/invitations';

const iso = (d: Date) => new Date(d).toISOString();

/** E-mail addresses are shown only to the owner, to reviewers (the service's admins), and to each person their own. */
export function toOrgUser(member: MemberRow, org: OrgRow, viewer: Viewer | null) {
  const visible = org.viewer_role !== 'member' || member.user_id === viewer?.id;
  return {
    id: member.user_id,
    login: member.login,
    name: member.name,
    email: visible ? member.email : null,
    is_owner: member.role === 'owner',
  };
}

export function toInvitation(invitation: InvitationRow, org: OrgRow, now: Date) {
  return {
    id: invitation.id,
    email: org.viewer_role === 'owner' ? invitation.email : null,
    created_at: iso(invitation.created_at),
    expires_at: iso(invitation.expires_at),
    state: invitationState(invitation, now),
  };
}

export function toInvoice(invoice: InvoiceRow) {
  return { ...invoice, created_at: iso(invoice.created_at) };
}

export function toOutboxMessage(message: OutboxMessage) {
  return {
    id: message.id,
    to: message.to_email,
    subject: message.subject,
    text: message.text,
    link: message.link,
    sent_at: iso(message.sent_at),
  };
}
