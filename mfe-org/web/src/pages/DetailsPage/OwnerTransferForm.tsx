import { useMutation } from '@switchyard/client/apollo';
import { Button, useConfirm, useFlash } from '@switchyard/ui';
import { FORM_ERROR } from 'final-form';
import { Field, Form } from 'react-final-form';
import { fieldError } from '../../fieldError';
import { ChangeOrganizationOwnerDocument, type Organization } from '../../orgOperations';
import { submissionErrors } from '../../submissionErrors';
import { OWNER_UPDATE_FAILED, OWNER_UPDATED } from './detailsMessages';

interface Props {
  organization: Organization;
  /** Re-reads the organization when the server did not send it back. */
  refetch: () => unknown;
}

const chooseMember = (v: string | undefined) => (v ? undefined : 'Choose the member who becomes the owner');

/** Owner only: hand the organization to another member, after an explicit confirmation. */
export function OwnerTransferForm({ organization, refetch }: Props) {
  const flash = useFlash();
  const [confirm, confirmDialog] = useConfirm();
  const [changeOwner] = useMutation(ChangeOrganizationOwnerDocument);
  const candidates = organization.users.filter((u) => !u.is_owner && u.id !== organization.owner.id);

  const transfer = async ({ user_id }: { user_id?: string }) => {
    const member = candidates.find((u) => u.id === user_id);
    if (!member) return { user_id: 'Choose the member who becomes the owner' };
    const ok = await confirm(
      <>
        <p>
          {member.name} ({member.login}) will become the owner of {organization.name}.
        </p>
        <p>
          <strong>This transfer is irreversible.</strong> You will stay a member, but you will no longer be
          able to rename the organization, invite or remove members, transfer ownership or see invoices.
        </p>
      </>,
      { title: 'Transfer ownership?', danger: true },
    );
    if (!ok) return undefined;
    try {
      const { data } = await changeOwner({
        variables: { organization_id: organization.id, user_id: member.id },
      });
      const payload = data?.changeOrganizationOwner;
      if (!payload?.owner || payload.errors.length > 0) {
        flash(OWNER_UPDATE_FAILED, 'error');
        return submissionErrors(payload?.errors ?? [], ['user_id']);
      }
      flash(OWNER_UPDATED, 'success');
      if (!payload.organization) void Promise.resolve(refetch()).catch(() => undefined);
      return undefined;
    } catch (err) {
      console.error('Ownership transfer failed', err);
      flash(OWNER_UPDATE_FAILED, 'error');
      return { [FORM_ERROR]: OWNER_UPDATE_FAILED };
    }
  };

  return (
    <section className="org-subsection" aria-labelledby="org-transfer-title">
      <h3 id="org-transfer-title">Transfer ownership</h3>
      {candidates.length === 0 ? (
        <p className="org-muted">
          There is no other member to hand the organization to yet. Invite someone first.
        </p>
      ) : (
        <Form<{ user_id?: string }> onSubmit={transfer}>
          {({ handleSubmit, submitting, submitError, values }) => (
            <form onSubmit={handleSubmit} noValidate aria-labelledby="org-transfer-title">
              <Field<string> name="user_id" validate={chooseMember}>
                {({ input, meta }) => {
                  const error = fieldError(meta);
                  return (
                    <div className="sy-field">
                      <label className="sy-field__label" htmlFor="org-new-owner">
                        New owner
                      </label>
                      <select
                        {...input}
                        id="org-new-owner"
                        className="sy-field__control"
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? 'org-new-owner-error' : undefined}
                      >
                        <option value="">Choose a member…</option>
                        {candidates.map((u) => (
                          <option key={u.id} value={u.id}>
                            {u.name} ({u.login})
                          </option>
                        ))}
                      </select>
                      {error && (
                        <p id="org-new-owner-error" className="sy-field__error" role="alert">
                          {error}
                        </p>
                      )}
                    </div>
                  );
                }}
              </Field>
              <div className="org-actions">
                <Button type="submit" variant="danger" disabled={submitting || !values.user_id}>
                  {submitting ? 'Transferring…' : 'Transfer'}
                </Button>
                {submitError && <span className="org-form-error">{submitError}</span>}
              </div>
            </form>
          )}
        </Form>
      )}
      {confirmDialog}
    </section>
  );
}
