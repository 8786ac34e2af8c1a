import { useMutation } from '@switchyard/client/apollo';
import { Button, Field as UiField, useFlash } from '@switchyard/ui';
import { FORM_ERROR } from 'final-form';
import { Field, Form } from 'react-final-form';
import { fieldError } from '../../fieldError';
import { UpdateOrganizationDetailsDocument, type Organization } from '../../orgOperations';
import { submissionErrors } from '../../submissionErrors';
import { ORG_UPDATE_FAILED, ORG_UPDATED } from './detailsMessages';
import { nameError } from './nameRules';
import { reloadPage } from './reloadPage';

/** Long enough to read the flash before the page reloads. */
export const RELOAD_DELAY_MS = 900;

/** The organization name: a form the owner can save; everyone else sees it read-only. */
export function OrgNameForm({ organization }: { organization: Organization }) {
  const flash = useFlash();
  const [update] = useMutation(UpdateOrganizationDetailsDocument);
  const canEdit = organization.viewer_is_owner;

  const save = async ({ name }: { name: string }) => {
    try {
      const { data } = await update({ variables: { id: organization.id, name: name.trim() } });
      const payload = data?.updateOrganizationDetails;
      if (!payload?.organization || payload.errors.length > 0) {
        flash(ORG_UPDATE_FAILED, 'error');
        return submissionErrors(payload?.errors ?? [], ['name']);
      }
      flash(ORG_UPDATED, 'success');
      setTimeout(reloadPage, RELOAD_DELAY_MS);
      return undefined;
    } catch (err) {
      console.error('Organization update failed', err);
      flash(ORG_UPDATE_FAILED, 'error');
      return { [FORM_ERROR]: ORG_UPDATE_FAILED };
    }
  };

  return (
    <Form<{ name: string }> onSubmit={save} initialValues={{ name: organization.name }}>
      {({ handleSubmit, submitting, submitError, submitSucceeded }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Organization details">
          <Field<string> name="name" validate={canEdit ? nameError : undefined}>
            {({ input, meta }) => (
              <UiField
                {...input}
                label="Organization name"
                readOnly={!canEdit}
                maxLength={200}
                hint={canEdit ? undefined : 'Only the owner can change the organization name.'}
                error={fieldError(meta)}
              />
            )}
          </Field>
          {canEdit && (
            <div className="org-actions">
              <Button type="submit" variant="primary" disabled={submitting || submitSucceeded}>
                {submitting ? 'Saving…' : 'Save'}
              </Button>
              {submitError && !submitSucceeded && <span className="org-form-error">{submitError}</span>}
            </div>
          )}
        </form>
      )}
    </Form>
  );
}
