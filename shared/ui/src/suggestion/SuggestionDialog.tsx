import { useState } from 'react';
import { Button } from '../Button';
import { Field } from '../Field';
import { Modal, ModalActions, ModalBody } from '../Modal';
import { SelectField } from '../SelectField';
import {
  checkNotBlank,
  EMAIL_UPDATES_LABEL,
  SUGGESTION_KIND_LABELS,
  SUGGESTION_KINDS,
  SUGGESTION_SAVE_FAILED,
  SUGGESTION_SUBSCRIBE_FAILED,
  SUGGESTION_THANKS_TITLE,
  type SuggestionFieldError,
  type SuggestionFields,
  type SuggestionKind,
} from './suggestionText';
import './suggestion.css';

/** A stored suggestion, as the thank-you step needs it. */
export interface SentSuggestion {
  id: string;
  email_updates: boolean;
}

export interface SuggestionDialogProps {
  onClose(): void;
  /** Fixes the kind of suggestion (otherwise the user picks it). */
  type?: SuggestionKind;
  /** Prefills the name; then the thank-you step offers no email updates. */
  serviceName?: string;
  /** Stores it: the suggestion, or the fields' refusals. A rejection says SUGGESTION_SAVE_FAILED. */
  send(input: SuggestionFields): Promise<SentSuggestion | { errors: readonly SuggestionFieldError[] }>;
  /** Turns email updates on or off; resolves with the stored value. A rejection says SUGGESTION_SUBSCRIBE_FAILED. */
  subscribe(id: string, emailUpdates: boolean): Promise<boolean>;
  /** Every rule of a suggestion, checked before sending (default: name and text not blank). */
  check?(input: SuggestionFields): SuggestionFieldError[];
  nameMax?: number;
  textMax?: number;
}

type Errors = Partial<Record<keyof SuggestionFields, string>>;
const byAttribute = (list: readonly SuggestionFieldError[]): Errors =>
  Object.fromEntries(list.map((e) => [e.attribute, e.message]));

/**
 * The suggestion modal (spec/connections.md#suggestion-modal): entry, then thank-you (with the
 * email-updates checkbox only when the name was not prefilled), then Done. Each domain brings its own
 * operations as `send` and `subscribe`.
 */
export function SuggestionDialog({
  onClose,
  type: fixedType,
  serviceName,
  send,
  subscribe,
  check = checkNotBlank,
  nameMax,
  textMax,
}: SuggestionDialogProps) {
  const prefilled = !!serviceName?.trim();
  const [name, setName] = useState(serviceName ?? '');
  const [text, setText] = useState('');
  const [type, setType] = useState<SuggestionKind>(fixedType ?? 'service');
  const [errors, setErrors] = useState<Errors>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [saved, setSaved] = useState<SentSuggestion | null>(null);
  const [sending, setSending] = useState(false);
  const [subscribing, setSubscribing] = useState(false);

  async function onSubmit() {
    setFailed(null);
    const input = { service_name: name.trim(), text: text.trim(), type };
    const problems = check(input);
    setErrors(byAttribute(problems));
    if (problems.length) return;
    setSending(true);
    try {
      const answer = await send(input);
      if ('id' in answer) return setSaved(answer);
      setErrors(byAttribute(answer.errors));
      // A refusal of something the form does not show (or none at all) is said below the form.
      const shown: readonly string[] = fixedType
        ? ['service_name', 'text']
        : ['service_name', 'text', 'type'];
      const elsewhere = answer.errors.find((e) => !shown.includes(e.attribute));
      if (elsewhere || !answer.errors.length) setFailed(elsewhere?.message ?? SUGGESTION_SAVE_FAILED);
    } catch {
      setFailed(SUGGESTION_SAVE_FAILED);
    } finally {
      setSending(false);
    }
  }

  /** Ticked at once; put back as it was, with the error, when it fails. */
  async function onToggle(emailUpdates: boolean) {
    if (!saved) return;
    setFailed(null);
    setSubscribing(true);
    setSaved({ id: saved.id, email_updates: emailUpdates });
    try {
      const stored = await subscribe(saved.id, emailUpdates);
      setSaved({ id: saved.id, email_updates: stored });
    } catch {
      setSaved(saved);
      setFailed(SUGGESTION_SUBSCRIBE_FAILED);
    } finally {
      setSubscribing(false);
    }
  }

  const alert = failed && (
    <p role="alert" className="sy-field__error">
      {failed}
    </p>
  );
  if (saved) {
    return (
      <Modal open title={SUGGESTION_THANKS_TITLE} onClose={onClose}>
        <ModalBody>
          <p>We read every suggestion; it helps us decide what comes next.</p>
          {!prefilled && (
            <label className="sy-suggestion__check">
              <input
                type="checkbox"
                checked={saved.email_updates}
                disabled={subscribing}
                onChange={(e) => void onToggle(e.target.checked)}
              />
              {EMAIL_UPDATES_LABEL}
            </label>
          )}
          {alert}
        </ModalBody>
        <ModalActions>
          <Button variant="primary" onClick={onClose}>
            Done
          </Button>
        </ModalActions>
      </Modal>
    );
  }
  const what = fixedType ? SUGGESTION_KIND_LABELS[fixedType].toLowerCase() : 'service, applet or protocol';
  return (
    <Modal open title={fixedType ? `Suggest a new ${what}` : 'Make a suggestion'} onClose={onClose}>
      <form
        noValidate
        onSubmit={(e) => {
          // A portal's events still bubble through React's tree: not to a form the opener sits in.
          e.preventDefault();
          e.stopPropagation();
          void onSubmit();
        }}
      >
        <ModalBody>
          {!fixedType && (
            <SelectField
              label="What would you like?"
              value={type}
              onChange={(e) => setType(e.target.value as SuggestionKind)}
              options={SUGGESTION_KINDS.map((t) => ({ value: t, label: SUGGESTION_KIND_LABELS[t] }))}
              error={errors.type}
            />
          )}
          <Field
            label={fixedType ? `${SUGGESTION_KIND_LABELS[fixedType]} name` : 'Name'}
            value={name}
            maxLength={nameMax}
            onChange={(e) => setName(e.target.value)}
            error={errors.service_name}
          />
          <Field
            multiline
            rows={4}
            label="Your suggestion"
            hint={`What should this ${what} do for you?`}
            value={text}
            maxLength={textMax}
            onChange={(e) => setText(e.target.value)}
            error={errors.text}
          />
          {alert}
        </ModalBody>
        <ModalActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={sending} aria-busy={sending || undefined}>
            {sending ? 'Sending…' : 'Send suggestion'}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
