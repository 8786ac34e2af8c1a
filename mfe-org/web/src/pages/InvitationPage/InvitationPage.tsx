import { ROUTE_LOADED, useMutation, useQuery } from '@switchyard/client/apollo';
import { getSession, navigate, requestHeaderRefresh } from '@switchyard/client';
import { Button, ErrorState, LoadingState } from '@switchyard/ui';
import { useState } from 'react';
import {
  AcceptInvitationDocument,
  InvitationPreviewDocument,
  type InvitationPreview,
} from '../../orgOperations';
import { organizationPath } from '../../orgRoute';

const TRY_AGAIN = 'Sorry, that did not work out. Please try again';

/** /invitations/{token}: who invited whom, and the button that joins the organization. */
export function InvitationPage({ token }: { token: string }) {
  const { data, loading, error, refetch } = useQuery(InvitationPreviewDocument, {
    variables: { token },
    notifyOnNetworkStatusChange: true,
    fetchPolicy: ROUTE_LOADED,
  });

  let body;
  if (data) {
    body = data.invitation ? (
      <InvitationDetails token={token} invitation={data.invitation} />
    ) : (
      <>
        <h1 id="org-invitation-title">Invitation not found</h1>
        <p>
          This invitation link is not valid. Check that you copied the whole link, or ask for a new
          invitation.
        </p>
      </>
    );
  } else if (loading) {
    body = <LoadingState label="Loading invitation…" />;
  } else {
    if (error) console.error('Loading the invitation failed', error);
    body = (
      <ErrorState
        message="Couldn't load this invitation"
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  return (
    <section className="org-panel org-narrow" aria-labelledby="org-invitation-title">
      {body}
    </section>
  );
}

function InvitationDetails({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const [accept, { loading }] = useMutation(AcceptInvitationDocument);
  const [errors, setErrors] = useState<string[]>([]);
  const viewerEmail = getSession().viewer?.email;
  const wrongAccount = !!viewerEmail && viewerEmail.toLowerCase() !== invitation.email.toLowerCase();
  const { organization_name: orgName } = invitation;

  const onAccept = async () => {
    setErrors([]);
    try {
      const { data } = await accept({ variables: { token } });
      const payload = data?.acceptInvitation;
      if (payload?.organization && payload.errors.length === 0) {
        // The header lists the viewer's organizations: it picks up the new one.
        requestHeaderRefresh();
        navigate(organizationPath(payload.organization.id));
        return;
      }
      console.error('Accepting the invitation failed', payload?.errors);
      const messages = payload?.errors.map((e) => e.message) ?? [];
      setErrors(messages.length > 0 ? messages : [TRY_AGAIN]);
    } catch (err) {
      console.error('Accepting the invitation failed', err);
      setErrors([TRY_AGAIN]);
    }
  };

  return (
    <>
      <h1 id="org-invitation-title">Join {orgName}</h1>
      <p>
        This invitation to <strong>{orgName}</strong> was sent to <strong>{invitation.email}</strong>.
      </p>
      {invitation.state === 'expired' ? (
        <p className="org-notice org-notice--error" role="alert">
          This invitation has expired. Ask the owner of {orgName} to send you a new one.
        </p>
      ) : invitation.state === 'converted' ? (
        <p className="org-notice" role="alert">
          This invitation has already been accepted.
        </p>
      ) : wrongAccount ? (
        <p className="org-notice org-notice--error" role="alert">
          You are signed in as {viewerEmail}. Sign out and sign in as {invitation.email} to accept this
          invitation.
        </p>
      ) : (
        <>
          <Button variant="primary" onClick={() => void onAccept()} disabled={loading}>
            {loading ? 'Accepting…' : 'Accept invitation'}
          </Button>
          {errors.length > 0 && (
            <div className="org-notice org-notice--error" role="alert">
              {errors.map((message) => (
                <p key={message}>{message}</p>
              ))}
            </div>
          )}
        </>
      )}
    </>
  );
}
