import { Button, Field as LabelledInput, flash } from '@switchyard/ui';
import { FORM_ERROR } from 'final-form';
import { useMemo, type KeyboardEvent } from 'react';
import { Form, useField } from 'react-final-form';
import { submissionErrors } from '../fieldErrors';
import { FormError, shownError } from '../stepEditor/formParts';
import type { ServiceAdmin } from './adminOperations';
import { createAdmin, isSignedOut, updateAdmin, type AdminAnswer } from './adminRequests';
import { ADMIN_TEXTS } from './adminTexts';

const FIELDS = ['email', 'name', 'phone'] as const;
type AdminFormValues = Partial<Record<(typeof FIELDS)[number], string>>;

/**
 * One administrator's form, in place in the list (or below it for a new one): e-mail, name and
 * phone. The server checks them (one set of rules); its errors show beside the fields. Escape
 * cancels.
 */
export function AdminForm({
  moduleName,
  admin,
  onSaved,
  onCancel,
}: {
  moduleName: string;
  /** The administrator being edited; a new one is added without it. */
  admin?: ServiceAdmin;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const initialValues = useMemo<AdminFormValues>(
    () => ({ email: admin?.email ?? '', name: admin?.name ?? '', phone: admin?.phone ?? '' }),
    [admin],
  );

  async function onSubmit(values: AdminFormValues) {
    const value = { email: values.email ?? '', name: values.name ?? '', phone: values.phone ?? '' };
    let answer: AdminAnswer;
    try {
      answer = admin ? await updateAdmin(moduleName, admin.id, value) : await createAdmin(moduleName, value);
    } catch (err) {
      const message = isSignedOut(err) ? ADMIN_TEXTS.sessionEnded : ADMIN_TEXTS.saveFailed;
      flash(message, 'error');
      return { [FORM_ERROR]: message };
    }
    if (answer.errors.length || !answer.admin) {
      flash(ADMIN_TEXTS.saveFailed, 'error');
      return answer.errors.length
        ? submissionErrors(answer.errors, FIELDS)
        : { [FORM_ERROR]: ADMIN_TEXTS.saveFailed };
    }
    flash(admin ? ADMIN_TEXTS.updated : ADMIN_TEXTS.added);
    onSaved();
    return undefined;
  }

  const onKeyDown = (e: KeyboardEvent<HTMLFormElement>) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    onCancel();
  };

  const idPrefix = `service-admin-${admin?.id ?? 'new'}`;
  return (
    <Form<AdminFormValues> onSubmit={onSubmit} initialValues={initialValues}>
      {({ handleSubmit, submitting, submitError }) => (
        <form
          onSubmit={handleSubmit}
          onKeyDown={onKeyDown}
          noValidate
          aria-label={admin ? `Administrator ${admin.name}` : 'New administrator'}
          className="sc-form sc-subform sc-admin-form"
        >
          <AdminInput name="email" id={`${idPrefix}-email`} label="E-mail" type="email" />
          <AdminInput name="name" id={`${idPrefix}-name`} label="Name" />
          <AdminInput
            name="phone"
            id={`${idPrefix}-phone`}
            label="Phone"
            type="tel"
            hint={ADMIN_TEXTS.phoneHint}
          />
          <FormError error={submitError} />
          <div className="sc-form__actions">
            <Button type="submit" variant="primary" disabled={submitting}>
              {submitting ? 'Saving…' : 'Save'}
            </Button>
            <Button variant="link" onClick={onCancel}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </Form>
  );
}

function AdminInput({
  name,
  id,
  label,
  type = 'text',
  hint,
}: {
  name: (typeof FIELDS)[number];
  id: string;
  label: string;
  type?: 'text' | 'email' | 'tel';
  hint?: string;
}) {
  const { input, meta } = useField<string>(name);
  return (
    <LabelledInput
      id={id}
      label={label}
      hint={hint}
      error={shownError(meta)}
      type={type}
      name={input.name}
      value={input.value ?? ''}
      autoComplete="off"
      onChange={input.onChange}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
    />
  );
}
