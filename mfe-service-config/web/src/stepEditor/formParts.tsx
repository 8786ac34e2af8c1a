import { Button, Field as LabelledInput } from '@switchyard/ui';
import type { ReactNode } from 'react';
import type { FieldMetaState } from 'react-final-form';
import { Field, useField } from 'react-final-form';

/**
 * The error to show under a field: the client's check once the field was changed and left, or a
 * submit was tried, else the server's until the field changes again. A field merely passed through
 * shows nothing yet: an error appearing on that blur would shift the Save button away from a click
 * that has already started on it.
 */
export function shownError(meta: FieldMetaState<unknown>): string | undefined {
  if (meta.error && ((meta.touched && meta.modified) || meta.submitFailed)) return meta.error as string;
  if (meta.submitError && !meta.dirtySinceLastSubmit) return meta.submitError as string;
  return undefined;
}

export interface TextFieldProps {
  name: string;
  id: string;
  label: string;
  hint?: string;
  placeholder?: string;
  multiline?: boolean;
  /** Runs after the field's own blur handling (e.g. to fill another field from this one). */
  onBlurred?: (value: string) => void;
  /** Runs after the field's own focus handling. */
  onFocused?: (value: string) => void;
}

/** A react-final-form text input or textarea in the @switchyard/ui look. */
export function TextField({
  name,
  id,
  label,
  hint,
  placeholder,
  multiline = false,
  onBlurred,
  onFocused,
}: TextFieldProps) {
  const { input, meta } = useField<string>(name);
  const common = {
    id,
    label,
    hint,
    placeholder,
    error: shownError(meta),
    name: input.name,
    value: input.value ?? '',
    onFocus: () => {
      input.onFocus();
      onFocused?.(input.value ?? '');
    },
    onBlur: () => {
      input.onBlur();
      onBlurred?.(input.value ?? '');
    },
  };
  if (multiline) return <LabelledInput {...common} multiline rows={3} onChange={input.onChange} />;
  return <LabelledInput {...common} type="text" autoComplete="off" onChange={input.onChange} />;
}

/** The form-level error (e.g. the service is published), announced. */
export function FormError({ error }: { error?: string }) {
  if (!error) return null;
  return (
    <p className="sy-field__error" role="alert">
      {error}
    </p>
  );
}

function KeepField({ name }: { name: string }) {
  useField(name, { subscription: {} });
  return null;
}

/**
 * Keeps fields registered while their inputs come and go: react-final-form resets a field to its
 * initial value when it registers anew, which would undo a value set while it was hidden.
 */
export function KeepRegistered({ names }: { names: readonly string[] }) {
  return (
    <>
      {names.map((name) => (
        <KeepField key={name} name={name} />
      ))}
    </>
  );
}

/** A true/false radio pair (Yes / No) for the form value `name` ('true' | 'false'). */
export function RequiredRadios({
  idPrefix,
  name = 'required',
  legend = 'Required',
}: {
  idPrefix: string;
  name?: string;
  legend?: string;
}) {
  const { meta } = useField(name, {
    subscription: {
      error: true,
      submitError: true,
      touched: true,
      modified: true,
      submitFailed: true,
      dirtySinceLastSubmit: true,
    },
  });
  const error = shownError(meta);
  return (
    <fieldset className="sc-radios" aria-describedby={error ? `${idPrefix}-${name}-error` : undefined}>
      <legend className="sy-field__label">{legend}</legend>
      {(['true', 'false'] as const).map((value) => (
        <Field<string> key={value} name={name} type="radio" value={value}>
          {({ input }) => (
            <label htmlFor={`${idPrefix}-${name}-${value}`} className="sc-radio">
              <input {...input} id={`${idPrefix}-${name}-${value}`} />
              {value === 'true' ? 'Yes' : 'No'}
            </label>
          )}
        </Field>
      ))}
      {error && (
        <p id={`${idPrefix}-${name}-error`} className="sy-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * A form's last row: the form-level error, then Save ('Saving…' meanwhile; never on a published
 * service) and the form's other actions.
 */
export function FormFooter({
  error,
  published,
  submitting,
  children,
}: {
  error?: string;
  published: boolean;
  submitting?: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      <FormError error={error} />
      <div className="sc-form__actions">
        <SaveButton published={published} submitting={submitting} />
        {children}
      </div>
    </>
  );
}

/**
 * Save: 'Saving…' meanwhile; not shown at all on a read-only service (`published`: published, or the
 * viewer is not a member: see stepEditor/ReadOnlyNote), where there is nothing to save.
 */
export function SaveButton({ published, submitting }: { published: boolean; submitting?: boolean }) {
  if (published) return null;
  return (
    <Button type="submit" variant="primary" disabled={submitting}>
      {submitting ? 'Saving…' : 'Save'}
    </Button>
  );
}
