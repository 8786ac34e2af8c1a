import { useField } from 'react-final-form';
import { AUTHENTICATION_TYPES } from '../services/serviceGeneral';
import { AUTHENTICATION_LABELS } from './authenticationLabels';
import './Authentication.css';

/**
 * The service's authentication type as radio choices (spec/connections.md#2-screens-and-routes,
 * "Service authentication edit form with radio choices"): one group, arrow keys move between them.
 */
export function AuthenticationTypeRadios({ label, error }: { label: string; error?: string }) {
  const id = 'service-authentication_type';
  return (
    <fieldset className="sc-radios sc-auth-types" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="sy-field__label">{label}</legend>
      {AUTHENTICATION_TYPES.map((type) => (
        <AuthenticationTypeRadio key={type} type={type} />
      ))}
      {error && (
        <p id={`${id}-error`} className="sy-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function AuthenticationTypeRadio({ type }: { type: (typeof AUTHENTICATION_TYPES)[number] }) {
  const { input } = useField<string>('authentication_type', { type: 'radio', value: type });
  const id = `service-authentication_type-${type}`;
  return (
    <label htmlFor={id} className="sc-radio sc-auth-types__choice">
      <input
        id={id}
        type="radio"
        name={input.name}
        value={type}
        checked={Boolean(input.checked)}
        onChange={input.onChange}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
      />
      {AUTHENTICATION_LABELS[type]}
    </label>
  );
}
