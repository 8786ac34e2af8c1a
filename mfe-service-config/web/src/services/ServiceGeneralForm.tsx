import { ApolloError, useMutation } from '@switchyard/client/apollo';
import { isReadOnly } from '../stepEditor/ReadOnlyNote';
import { requestHeaderRefresh } from '@switchyard/client';
import { Button, Field as LabelledInput, flash } from '@switchyard/ui';
import { FORM_ERROR } from 'final-form';
import { useMemo, type ReactNode } from 'react';
import { Field, Form, useField } from 'react-final-form';
import { SelectField } from '@switchyard/ui';
import { submissionErrors } from '../fieldErrors';
import { authenticationFields, SERVICE_CATEGORIES } from './serviceGeneral';
import { AuthenticationTypeRadios } from '../authentication/AuthenticationTypeRadios';
import { useAuthenticationChangeConfirm } from '../authentication/AuthenticationChangeDialog';
import { ServiceUpdateDocument, type ServiceOverview } from './serviceOperations';
import {
  ATTRIBUTE_LABELS,
  FORM_ATTRIBUTES,
  toFormValues,
  toServiceInput,
  type GeneralFormField,
  type GeneralFormValues,
} from './generalFormValues';

export const SERVICE_UPDATED = 'Service updated';
export const SERVICE_NOT_UPDATED = 'Could not update this service. Please check your data!';
const UPDATE_FAILED = 'There has been an error updating the service. Please try again!';

const HINTS: Partial<Record<GeneralFormField, string>> = {
  description: 'What the service does, in a sentence or two (at most 1000 characters).',
  short_name: 'Used where the name does not fit (at most 30 characters).',
  brand_color: 'Six hexadecimal digits, like #1E88E5; the icon is shown on it.',
  alternate_search_terms: 'Separated by commas or one per line; at most 10 terms of at most 40 characters.',
  demo_account_login: 'An account on your service the review team can sign in with.',
  api_token_format: 'What a token looks like, e.g. 40 hexadecimal characters.',
};

function failureMessage(err: unknown): string {
  const error = err instanceof ApolloError ? err.graphQLErrors[0] : undefined;
  if (error?.extensions?.code === 'UNAUTHENTICATED') return 'Your session has ended. Please sign in again.';
  return error?.message ?? UPDATE_FAILED;
}

/**
 * The service's general, branding, marketing and authentication fields. The server checks them
 * on Save (one set of rules) and its errors show beside the fields; a published service is shown
 * read-only.
 */
export function ServiceGeneralForm({ service }: { service: ServiceOverview }) {
  const [update] = useMutation(ServiceUpdateDocument);
  // A new object only when the service changes (e.g. after a save), so the form resets to it then.
  const initialValues = useMemo(() => toFormValues(service), [service]);
  const published = isReadOnly(service);
  const [confirmAuthenticationChange, authenticationChangeDialog] = useAuthenticationChangeConfirm();

  async function onSubmit(values: GeneralFormValues) {
    const input = toServiceInput(values);
    // A new type ends the users' tokens and deletes the Applets on the service: asked first.
    const from = service.authentication_type;
    const to = input.authentication_type || 'auth_not_required';
    if (to !== from) {
      if (!(await confirmAuthenticationChange(from, to))) return undefined;
      input.confirm_authentication_change = true;
    }
    try {
      const { data } = await update({ variables: { id: service.id, input } });
      const payload = data?.serviceUpdate;
      if (!payload) {
        flash(UPDATE_FAILED, 'error');
        return { [FORM_ERROR]: UPDATE_FAILED };
      }
      if (payload.errors.length || !payload.service) {
        const base = payload.errors.find((e) => e.attribute === 'base');
        flash(base?.message ?? SERVICE_NOT_UPDATED, 'error');
        // 'base' is about the whole service (it is published): its message reads on its own.
        if (base) return { [FORM_ERROR]: base.message };
        return submissionErrors(payload.errors, FORM_ATTRIBUTES);
      }
      flash(SERVICE_UPDATED);
      // The header's service menu shows the name.
      if (payload.service.name !== service.name) requestHeaderRefresh();
      return undefined;
    } catch (err) {
      const message = failureMessage(err);
      flash(message, 'error');
      return { [FORM_ERROR]: message };
    }
  }

  return (
    <Form<GeneralFormValues> onSubmit={onSubmit} initialValues={initialValues}>
      {({ handleSubmit, submitting, pristine, submitError }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="General" className="sc-form">
          <fieldset disabled={published} className="sc-form__body">
            <FieldGroup title="General">
              <TextInput name="name" />
              <TextInput name="description" multiline />
              <Field<string> name="category_name">
                {({ input, meta }) => (
                  <SelectField
                    {...input}
                    id="service-category_name"
                    label={ATTRIBUTE_LABELS.category_name}
                    error={visibleSubmitError(meta)}
                    options={[
                      { value: '', label: 'Choose a category' },
                      ...SERVICE_CATEGORIES.map((c) => ({ value: c, label: c })),
                    ]}
                  />
                )}
              </Field>
              <TextInput name="home_url" type="url" />
              <TextInput name="support_email" type="email" />
              <LabelledInput
                id="service-slug"
                label={ATTRIBUTE_LABELS.slug}
                value={service.slug}
                readOnly
                hint="Chosen when the service was created; it is in the service's addresses and API paths."
              />
              <TextInput name="short_name" />
              <TextInput name="invite_url" type="url" />
              <TextInput name="api_url_prefix" type="url" />
            </FieldGroup>
            <FieldGroup title="Branding">
              <BrandColorInput />
            </FieldGroup>
            <FieldGroup title="Marketing">
              <TextInput name="call_to_action_text" />
              <TextInput name="call_to_action_link" type="url" />
              <TextInput name="alternate_search_terms" multiline />
            </FieldGroup>
            <FieldGroup title="Connections">
              <ConnectEnabledCheckbox />
            </FieldGroup>
            <FieldGroup title="Authentication">
              <AuthenticationFields hasClientSecret={service.has_oauth_client_secret} />
            </FieldGroup>
          </fieldset>
          {submitError && (
            <p className="sy-field__error" role="alert">
              {submitError}
            </p>
          )}
          {!published && (
            <Button type="submit" variant="primary" disabled={submitting || pristine}>
              {submitting ? 'Saving…' : 'Save'}
            </Button>
          )}
          {authenticationChangeDialog}
        </form>
      )}
    </Form>
  );
}

function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="sc-form__group">
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}

function TextInput({
  name,
  type = 'text',
  multiline = false,
  hint = HINTS[name],
}: {
  name: GeneralFormField;
  type?: 'text' | 'url' | 'email' | 'password';
  multiline?: boolean;
  hint?: string;
}) {
  const { input, meta } = useField<string>(name);
  const common = {
    id: `service-${name}`,
    label: ATTRIBUTE_LABELS[name],
    hint,
    error: visibleSubmitError(meta),
    name: input.name,
    value: input.value ?? '',
    onBlur: input.onBlur,
    onFocus: input.onFocus,
  };
  if (multiline) {
    return <LabelledInput {...common} multiline rows={3} onChange={input.onChange} />;
  }
  return (
    <LabelledInput
      {...common}
      type={type}
      autoComplete={type === 'password' ? 'new-password' : 'off'}
      onChange={input.onChange}
    />
  );
}

function BrandColorInput() {
  const { input } = useField<string>('brand_color');
  const color = /^#[0-9A-Fa-f]{6}$/.test(input.value ?? '') ? input.value : null;
  return (
    <div className="sc-color-input">
      <span
        className="sc-swatch__chip sc-swatch__chip--large"
        data-testid="brand-color-swatch"
        aria-hidden="true"
        style={{ background: color ?? 'transparent' }}
      />
      <TextInput name="brand_color" />
    </div>
  );
}

export const CONNECT_ENABLED_HINT =
  'Other partners may then build connections from their services to this one and offer them to their users. Off unless you turn it on.';

/** connect_enabled (see spec/connections.md#5-validation-rules): a connection may only target such a service. */
function ConnectEnabledCheckbox() {
  const { input, meta } = useField<boolean>('connect_enabled', { type: 'checkbox' });
  const id = 'service-connect_enabled';
  const error = visibleSubmitError(meta);
  return (
    <div className="sy-field">
      <label htmlFor={id} className="sc-radio">
        <input
          id={id}
          type="checkbox"
          name={input.name}
          checked={Boolean(input.checked)}
          onChange={input.onChange}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        />
        {ATTRIBUTE_LABELS.connect_enabled}
      </label>
      <span id={`${id}-hint`} className="sy-field__hint">
        {CONNECT_ENABLED_HINT}
      </span>
      {error && (
        <p id={`${id}-error`} className="sy-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

export const CLIENT_SECRET_KEPT_HINT = 'Leave blank to keep the current secret.';
export const CLIENT_SECRET_UNSET_HINT =
  'Not set yet. It is sent to your token endpoint only and never shown again; PKCE clients may leave it blank.';

/** The authentication type (radio choices), and only the fields of the chosen type. */
function AuthenticationFields({ hasClientSecret }: { hasClientSecret: boolean }) {
  const { input, meta } = useField<string>('authentication_type');
  const fields = authenticationFields(input.value || 'auth_not_required');
  return (
    <>
      <AuthenticationTypeRadios
        label={ATTRIBUTE_LABELS.authentication_type}
        error={visibleSubmitError(meta)}
      />
      {fields.map((field) =>
        field === 'demo_account_notes' ? (
          <TextInput key={field} name={field} multiline />
        ) : field === 'oauth_client_secret' ? (
          <TextInput
            key={field}
            name={field}
            type="password"
            hint={hasClientSecret ? CLIENT_SECRET_KEPT_HINT : CLIENT_SECRET_UNSET_HINT}
          />
        ) : (
          <TextInput
            key={field}
            name={field}
            type={field === 'demo_account_password' ? 'password' : field.endsWith('_url') ? 'url' : 'text'}
          />
        ),
      )}
    </>
  );
}

/** A server error stays beside its field until the field is changed. */
function visibleSubmitError(meta: { submitError?: string; dirtySinceLastSubmit?: boolean }) {
  return meta.submitError && !meta.dirtySinceLastSubmit ? meta.submitError : undefined;
}
