import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  error?: ReactNode;
  hint?: ReactNode;
}

/** A labelled select in the look of @switchyard/ui's Field (which has inputs and textareas only). */
export function SelectField({ label, options, error, hint, id, ...control }: SelectFieldProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
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
      <select
        {...control}
        id={controlId}
        className="sy-field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="sy-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
