import { Button, Field, SelectField } from '@switchyard/ui';
import { useEffect, useState, type ReactNode } from 'react';
import type { CustomValue } from './enableState';
import type { PublishedCustomField, PublishedStep, PublishedStepField } from './operations';
import { fetchFieldOptions, type FieldOption } from './serviceRequests';
import type { ServiceAccess } from './ServicesSection';

/** A label with its required mark (the mark is for the eye; the control says aria-required). */
export function FieldLabel({ label, required }: { label: string; required: boolean }) {
  return (
    <>
      {label}
      {required && (
        <span className="cn-required" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </>
  );
}

const CHOOSE = { value: '', label: 'Choose…' };
const NONE = { value: '', label: 'None' };

interface InputProps<V> {
  id: string;
  value: V;
  error?: string;
  onChange(value: V): void;
}

/**
 * A custom field with the input of its UI type: a text input, a time (HH:MM), a dropdown, or
 * checkboxes.
 */
export function CustomFieldInput({
  field,
  id,
  value,
  error,
  onChange,
}: InputProps<CustomValue> & { field: PublishedCustomField }) {
  const label = <FieldLabel label={field.label} required={field.required} />;
  const hint = field.helperText || undefined;
  if (field.fieldUiType === 'checkbox_multi') {
    const checked = Array.isArray(value) ? value : [];
    const hintId = hint ? `${id}-hint` : '';
    const errorId = error ? `${id}-error` : '';
    return (
      <fieldset
        className="cn-fieldset sy-field"
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        aria-invalid={error ? true : undefined}
      >
        <legend className="sy-field__label">{label}</legend>
        {hint && (
          <span id={hintId} className="sy-field__hint">
            {hint}
          </span>
        )}
        {field.options.map((o, i) => (
          <label key={o.value} className="cn-check">
            <input
              type="checkbox"
              id={i === 0 ? id : undefined}
              checked={checked.includes(o.value)}
              onChange={(e) =>
                onChange(e.target.checked ? [...checked, o.value] : checked.filter((v) => v !== o.value))
              }
            />
            {o.label}
          </label>
        ))}
        {error && (
          <p id={errorId} className="sy-field__error">
            {error}
          </p>
        )}
      </fieldset>
    );
  }
  const text = typeof value === 'string' ? value : '';
  if (field.fieldUiType === 'collection_select') {
    const options = field.options.map((o) => ({ value: o.value, label: o.label }));
    return (
      <SelectField
        id={id}
        label={label}
        hint={hint}
        error={error}
        aria-required={field.required || undefined}
        value={text}
        onChange={(e) => onChange(e.target.value)}
        options={[field.required ? CHOOSE : NONE, ...options]}
      />
    );
  }
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      aria-required={field.required || undefined}
      type={field.fieldUiType === 'time_select' ? 'time' : 'text'}
      value={text}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

type OptionsState =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'loaded'; options: FieldOption[] };

/** A dynamic dropdown's options from the partner (through the composer), once the service is connected. */
function useDynamicOptions(step: PublishedStep, field: PublishedStepField, connected: boolean) {
  const [attempt, setAttempt] = useState(0);
  const { type, channel_module_name, module_name } = step;
  const key = `${type}.${channel_module_name}.${module_name}/${field.name}#${attempt}`;
  // The answer for the request it belongs to: an older one (before a Retry) reads as loading.
  const [answer, setAnswer] = useState<{ key: string; state: OptionsState } | null>(null);
  useEffect(() => {
    if (!connected) return;
    let live = true;
    fetchFieldOptions({ kind: type, channel_module_name, module_name, field: field.name }).then(
      (options) => live && setAnswer({ key, state: { state: 'loaded', options } }),
      (err: unknown) =>
        live &&
        setAnswer({
          key,
          state: {
            state: 'failed',
            message: err instanceof Error ? err.message : 'The options could not be loaded.',
          },
        }),
    );
    return () => {
      live = false;
    };
  }, [connected, key, type, channel_module_name, module_name, field.name]);
  const state: OptionsState = answer?.key === key ? answer.state : { state: 'loading' };
  return { state, retry: () => setAttempt((n) => n + 1) };
}

/** A box in a field's place while its options cannot be chosen yet (not connected, loading, failed). */
function PendingField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="sy-field cn-pending-field">
      <span className="sy-field__label" id={`${id}-label`}>
        {label}
      </span>
      <div className="cn-pending-field__body" id={id} tabIndex={-1} aria-labelledby={`${id}-label`}>
        {children}
      </div>
      {error && <p className="sy-field__error">{error}</p>}
    </div>
  );
}

function DynamicSelect({
  step,
  field,
  serviceName,
  access,
  id,
  value,
  error,
  onChange,
}: InputProps<string> & {
  step: PublishedStep;
  field: PublishedStepField;
  serviceName: string;
  access: ServiceAccess;
}) {
  const { state, retry } = useDynamicOptions(step, field, access === 'ready');
  const label = <FieldLabel label={field.label} required={field.required} />;
  if (access !== 'ready')
    return (
      <PendingField id={id} label={label} error={error}>
        <span className="cn-muted">
          {access === 'connect'
            ? `Connect ${serviceName} to choose.`
            : access === 'unavailable'
              ? `${serviceName} is not available to your account yet.`
              : `Checking your account at ${serviceName}…`}
        </span>
      </PendingField>
    );
  if (state.state === 'loading')
    return (
      <PendingField id={id} label={label} error={error}>
        <span className="cn-muted" role="status">
          Loading the options from {serviceName}…
        </span>
      </PendingField>
    );
  if (state.state === 'failed')
    return (
      <PendingField id={id} label={label} error={error}>
        <span role="alert">{state.message}</span> <Button onClick={retry}>Retry</Button>
      </PendingField>
    );
  const options = state.options.map((o) => ({ value: o.value, label: o.label, group: o.group }));
  // A saved value the partner no longer lists stays choosable, so opening the page changes nothing.
  if (value && !options.some((o) => o.value === value))
    options.unshift({ value, label: value, group: undefined });
  return (
    <SelectField
      id={id}
      label={label}
      error={error}
      hint={options.length ? undefined : `${serviceName} has nothing to choose from yet.`}
      aria-required={field.required || undefined}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      options={[field.required ? CHOOSE : NONE, ...options]}
    />
  );
}

/** A step field the user sets: a text input, a static dropdown, a dynamic one, or a place. */
export function StepFieldInput(
  props: InputProps<string> & {
    step: PublishedStep;
    field: PublishedStepField;
    serviceName: string;
    access: ServiceAccess;
  },
) {
  const { field, id, value, error, onChange } = props;
  const label = <FieldLabel label={field.label} required={field.required} />;
  if (field.input === 'dropdown' && field.dynamic_options) return <DynamicSelect {...props} />;
  if (field.input === 'dropdown')
    return (
      <SelectField
        id={id}
        label={label}
        error={error}
        aria-required={field.required || undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        options={[
          field.required ? CHOOSE : NONE,
          ...field.options.map((o) => ({ value: o.value, label: o.label })),
        ]}
      />
    );
  return (
    <Field
      id={id}
      label={label}
      error={error}
      hint={field.input === 'location' ? 'A place: a city or an address.' : undefined}
      aria-required={field.required || undefined}
      autoComplete={field.input === 'location' ? 'street-address' : 'off'}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
