import { useMutation } from '@switchyard/client/apollo';
import { Button, useConfirm, useFlash } from '@switchyard/ui';
import { useState } from 'react';
import { formatDate } from '../../format/formatDate';
import {
  ResendInvitationDocument,
  RevokeInvitationDocument,
  type Invitation,
  type Organization,
} from '../../orgOperations';
import { INVITE_RESENT, REMOVE_FAILED } from './teamMessages';

interface Props {
  organization: Organization;
  kind: 'pending' | 'expired';
}

const TEXT = {
  pending: { title: 'Pending invitations', empty: 'No pending invitations.', until: 'Expires' },
  expired: { title: 'Expired invitations', empty: 'No expired invitations.', until: 'Expired' },
};

/** Pending or expired invitations; the owner can re-send or revoke each one. */
export function InvitationList({ organization, kind }: Props) {
  const flash = useFlash();
  const [confirm, confirmDialog] = useConfirm();
  const [busy, setBusy] = useState<string | null>(null);
  const [resend] = useMutation(ResendInvitationDocument);
  const [revoke] = useMutation(RevokeInvitationDocument);
  const invitations =
    kind === 'pending' ? organization.pending_invitations : organization.expired_invitations;
  const text = TEXT[kind];
  const canManage = organization.viewer_is_owner;
  const titleId = `org-${kind}-invitations-title`;

  const run = async (invitation: Invitation, action: 'resend' | 'revoke') => {
    const variables = { organization_id: organization.id, invitation_id: invitation.id };
    setBusy(invitation.id);
    try {
      const payload =
        action === 'resend'
          ? (await resend({ variables })).data?.resendInvitation
          : (await revoke({ variables })).data?.revokeInvitation;
      if (!payload || payload.errors.length > 0) {
        console.error(`Invitation ${action} failed`, payload?.errors);
        flash(payload?.errors.map((e) => e.message).join(' ') || REMOVE_FAILED, 'error');
        return;
      }
      flash(action === 'resend' ? INVITE_RESENT : 'Invitation revoked', 'success');
    } catch (err) {
      console.error(`Invitation ${action} failed`, err);
      flash(REMOVE_FAILED, 'error');
    } finally {
      setBusy(null);
    }
  };

  const askRevoke = async (invitation: Invitation) => {
    const ok = await confirm(`The invitation to ${invitation.email ?? 'this address'} will stop working.`, {
      title: 'Revoke invitation?',
      danger: true,
    });
    if (ok) await run(invitation, 'revoke');
  };

  return (
    <section className="org-subsection" aria-labelledby={titleId}>
      <h3 id={titleId}>{text.title}</h3>
      {invitations.length === 0 ? (
        <p className="org-muted">{text.empty}</p>
      ) : (
        <div className="sy-table-scroll">
          <table className="org-table">
            <thead>
              <tr>
                <th scope="col">E-mail</th>
                <th scope="col">Sent</th>
                <th scope="col">{text.until}</th>
                {canManage && (
                  <th scope="col">
                    <span className="sy-visually-hidden">Actions</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {invitations.map((inv) => {
                const who = inv.email ?? 'invitation';
                return (
                  <tr key={inv.id}>
                    <td>{inv.email ?? <span className="org-muted">hidden</span>}</td>
                    <td>
                      <time dateTime={inv.created_at}>{formatDate(inv.created_at)}</time>
                    </td>
                    <td>
                      <time dateTime={inv.expires_at}>{formatDate(inv.expires_at)}</time>
                    </td>
                    {canManage && (
                      <td className="org-table__actions">
                        <Button
                          variant="link"
                          disabled={busy !== null}
                          onClick={() => void run(inv, 'resend')}
                          aria-label={`Re-send ${who}`}
                        >
                          Re-send
                        </Button>
                        <Button
                          variant="link"
                          disabled={busy !== null}
                          onClick={() => void askRevoke(inv)}
                          aria-label={`Revoke ${who}`}
                        >
                          Revoke
                        </Button>
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {confirmDialog}
    </section>
  );
}
