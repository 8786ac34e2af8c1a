import { Fragment, useId, type ReactNode, type SelectHTMLAttributes } from 'react';

export interface SelectOption {
  value: string;
  label: string;
  /** Options with a group are shown in an <optgroup> of that label (consecutive ones together). */
  group?: string;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  options: readonly SelectOption[];
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
        {groupOptions(options).map((g, i) =>
          g.group === undefined ? (
            <Fragment key={i}>{g.options.map(renderOption)}</Fragment>
          ) : (
            <optgroup key={`${i}-${g.group}`} label={g.group}>
              {g.options.map(renderOption)}
            </optgroup>
          ),
        )}
      </select>
      {error && (
        <p id={errorId} className="sy-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

const renderOption = (o: SelectOption) => (
  <option key={o.value} value={o.value}>
    {o.label}
  </option>
);

/** Runs of consecutive options with the same group (undefined: not in an <optgroup>). */
function groupOptions(options: readonly SelectOption[]) {
  const runs: { group?: string; options: SelectOption[] }[] = [];
  for (const o of options) {
    const last = runs[runs.length - 1];
    if (last && last.group === o.group) last.options.push(o);
    else runs.push({ group: o.group, options: [o] });
  }
  return runs;
}
