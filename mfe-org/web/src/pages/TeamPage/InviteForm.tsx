import { useMutation } from '@switchyard/client/apollo';
import { Button, Field as UiField, useFlash } from '@switchyard/ui';
import { FORM_ERROR } from 'final-form';
import { Field, Form } from 'react-final-form';
import { fieldError } from '../../fieldError';
import { InviteUserDocument, type Organization } from '../../orgOperations';
import { submissionErrors } from '../../submissionErrors';
import { emailError, remainingInvitationsText } from './invitationWording';

const INVITE_FAILED = 'The invitation could not be sent. Please try again.';

/** Owner only: invite someone by e-mail; shows how many invitations are left. */
export function InviteForm({ organization }: { organization: Organization }) {
  const flash = useFlash();
  const [invite] = useMutation(InviteUserDocument);
  const remaining = organization.remaining_invitations;
  const noneLeft = remaining <= 0;

  const send = async ({ email }: { email: string }) => {
    const address = email.trim();
    try {
      const { data } = await invite({ variables: { organization_id: organization.id, email: address } });
      const payload = data?.inviteUser;
      if (!payload?.organization || payload.errors.length > 0) {
        console.error('Invitation failed', payload?.errors);
        const errors = submissionErrors(payload?.errors ?? [], ['email']);
        return Object.keys(errors).length > 0 ? errors : { [FORM_ERROR]: INVITE_FAILED };
      }
      flash(`Invitation sent to ${address}`, 'success');
      return undefined;
    } catch (err) {
      console.error('Invitation failed', err);
      return { [FORM_ERROR]: INVITE_FAILED };
    }
  };

  return (
    <Form<{ email: string }> onSubmit={send}>
      {({ handleSubmit, submitting, submitError, form }) => (
        <form
          className="org-subsection"
          aria-labelledby="org-invite-title"
          noValidate
          onSubmit={(event) => {
            void handleSubmit(event)?.then(() => {
              if (form.getState().submitSucceeded) form.restart();
            });
          }}
        >
          <h3 id="org-invite-title">Invite a member</h3>
          <p id="org-invite-remaining" className="org-remaining">
            {remainingInvitationsText(remaining)}
          </p>
          <fieldset className="org-fieldset" disabled={noneLeft || submitting}>
            <Field<string> name="email" validate={emailError}>
              {({ input, meta }) => (
                <UiField
                  {...input}
                  label="E-mail address"
                  type="email"
                  autoComplete="off"
                  placeholder="name@example.com"
                  error={fieldError(meta)}
                />
              )}
            </Field>
            <Button type="submit" variant="primary">
              {submitting ? 'Sending…' : 'Send invitation'}
            </Button>
          </fieldset>
          {submitError && (
            <p className="org-form-error" role="alert">
              {submitError}
            </p>
          )}
          <p className="org-muted org-hint">
            Invitations expire after one week. Inviting an address that already has a pending invitation
            replaces it.
          </p>
        </form>
      )}
    </Form>
  );
}
