import { ApolloError, useMutation } from '@switchyard/client/apollo';
import { navigate, requestHeaderRefresh } from '@switchyard/client';
import { Button, Field as LabelledInput, flash } from '@switchyard/ui';
import { FORM_ERROR } from 'final-form';
import { Field, Form } from 'react-final-form';
import { submissionErrors } from '../fieldErrors';
import { moduleNameFromName } from './moduleName';
import { ServiceCreateDocument } from './serviceOperations';
import { validateNewServiceForm, type NewServiceValues } from './newServiceValidation';

const FIELDS = ['name', 'module_name'] as const;
const SAVE_FAILED = 'Could not create the service. Please try again.';

function failureMessage(err: unknown): string {
  const code = err instanceof ApolloError ? err.graphQLErrors[0]?.extensions?.code : undefined;
  if (code === 'NOT_FOUND') return 'This organization was not found, or you are no longer a member of it.';
  if (code === 'UNAUTHENTICATED') return 'Your session has ended. Please sign in again.';
  return SAVE_FAILED;
}

/** Name and module name of a new, unpublished service; the module name follows the name until edited. */
export function NewServiceForm({ organizationId }: { organizationId: string }) {
  const [create] = useMutation(ServiceCreateDocument);

  async function onSubmit(values: NewServiceValues) {
    try {
      const { data } = await create({
        variables: {
          organization_id: organizationId,
          name: (values.name ?? '').trim(),
          module_name: values.module_name?.trim() || null,
        },
      });
      const payload = data?.serviceCreate;
      if (!payload) return { [FORM_ERROR]: SAVE_FAILED };
      if (payload.errors.length || !payload.service) return submissionErrors(payload.errors, FIELDS);
      flash('Service created');
      // The header's service menu lists the organization's services.
      requestHeaderRefresh();
      navigate(payload.service.url);
      return undefined;
    } catch (err) {
      return { [FORM_ERROR]: failureMessage(err) };
    }
  }

  return (
    <Form<NewServiceValues> onSubmit={onSubmit} validate={validateNewServiceForm}>
      {({ handleSubmit, submitting, invalid, submitError, form, values }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="New service">
          <Field<string> name="name">
            {({ input, meta }) => (
              <LabelledInput
                {...input}
                id="new-service-name"
                label="Name"
                autoComplete="off"
                error={(meta.touched || meta.modified) && meta.error ? meta.error : visibleSubmitError(meta)}
                onChange={(e) => {
                  const previous = input.value ?? '';
                  input.onChange(e);
                  const current = form.getState().values.module_name ?? '';
                  // Follow the name until the user makes the module name their own.
                  if (current === '' || current === moduleNameFromName(previous)) {
                    form.change('module_name', moduleNameFromName(e.target.value) || undefined);
                  }
                }}
              />
            )}
          </Field>
          <Field<string> name="module_name">
            {({ input, meta }) => (
              <LabelledInput
                {...input}
                id="new-service-module-name"
                label="Module name"
                autoComplete="off"
                spellCheck={false}
                hint={`Lowercase letters, numbers and underscores, starting with a letter. Your service's page will be /services/${values.module_name || 'module_name'}.`}
                error={meta.error ?? visibleSubmitError(meta)}
              />
            )}
          </Field>
          {submitError && (
            <p className="sy-field__error" role="alert">
              {submitError}
            </p>
          )}
          <Button type="submit" variant="primary" disabled={submitting || invalid}>
            {submitting ? 'Saving…' : 'Save'}
          </Button>
        </form>
      )}
    </Form>
  );
}

/** A server error stays beside its field until the field is changed. */
function visibleSubmitError(meta: { submitError?: string; dirtySinceLastSubmit?: boolean }) {
  return meta.submitError && !meta.dirtySinceLastSubmit ? meta.submitError : undefined;
}
