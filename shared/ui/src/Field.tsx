import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

interface FieldOwnProps {
  label: ReactNode;
  /** Inline error, shown as text under the control (and announced with it). */
  error?: ReactNode;
  /** Help text under the label. */
  hint?: ReactNode;
}

type InputFieldProps = FieldOwnProps & InputHTMLAttributes<HTMLInputElement> & { multiline?: false };
type TextareaFieldProps = FieldOwnProps & TextareaHTMLAttributes<HTMLTextAreaElement> & { multiline: true };
export type FieldProps = InputFieldProps | TextareaFieldProps;

/**
 * A labelled input (or textarea with `multiline`) with an optional hint and inline error.
 * Spreads react-final-form's `input` props: `<Field label="Name" {...input} error={meta.error} />`.
 */
export function Field(props: FieldProps) {
  const { label, error, hint, id, className, multiline, ...control } = props;
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const common = {
    id: controlId,
    className: ['sy-field__control', className].filter(Boolean).join(' '),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
  };
  return (
    <div className="sy-field">
      <label htmlFor={controlId} className="sy-field__label">
        {label}
      </label>
      {hint && (
        <span id={hintId} className="sy-field__hint">
          {hint}
        </span>
      )}
      {multiline ? (
        <textarea {...(control as TextareaHTMLAttributes<HTMLTextAreaElement>)} {...common} />
      ) : (
        <input {...(control as InputHTMLAttributes<HTMLInputElement>)} {...common} />
      )}
      {error && (
        <p id={errorId} className="sy-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
