import { useMutation } from '@switchyard/client/apollo';
import {
  checkSuggestion,
  SUGGESTION_NAME_MAX,
  SUGGESTION_SAVE_FAILED,
  SUGGESTION_SUBSCRIBE_FAILED,
  SUGGESTION_TEXT_MAX,
  SUGGESTION_TYPES,
  type SuggestionType,
} from '@switchyard/connections-common/suggestions';
import { Button, Field, Modal, ModalActions, ModalBody, SelectField } from '@switchyard/ui';
import { useState } from 'react';
import { SendSuggestionDocument, UpdateSuggestionSubscriptionDocument } from './operations';

export const EMAIL_UPDATES_LABEL = 'Email me updates about this suggestion';
const TYPE_LABELS: Record<SuggestionType, string> = {
  service: 'Service',
  applet: 'Applet',
  protocol: 'Protocol',
};

type Errors = Partial<Record<'service_name' | 'text' | 'type', string>>;
const byAttribute = (list: readonly { attribute: string; message: string }[]): Errors =>
  Object.fromEntries(list.map((e) => [e.attribute, e.message]));

/**
 * The suggestion modal (spec/connections.md#suggestion-modal): entry, then thank-you (with the
 * email-updates checkbox only when the name was not prefilled), then Done. `type` fixes the kind of
 * suggestion (otherwise the user picks it); `serviceName` prefills the name.
 */
export function SuggestionModal({
  onClose,
  type: fixedType,
  channelId,
  serviceName,
}: {
  onClose: () => void;
  type?: SuggestionType;
  channelId?: string;
  serviceName?: string;
}) {
  const prefilled = !!serviceName?.trim();
  const [name, setName] = useState(serviceName ?? '');
  const [text, setText] = useState('');
  const [type, setType] = useState<SuggestionType>(fixedType ?? 'service');
  const [errors, setErrors] = useState<Errors>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [saved, setSaved] = useState<{ id: string; email_updates: boolean } | null>(null);
  const [send, { loading: sending }] = useMutation(SendSuggestionDocument);
  const [subscribe, { loading: subscribing }] = useMutation(UpdateSuggestionSubscriptionDocument);

  async function onSubmit() {
    setFailed(null);
    const input = { service_name: name.trim(), text: text.trim(), type, channel_id: channelId ?? null };
    const problems = checkSuggestion(input);
    setErrors(byAttribute(problems));
    if (problems.length) return;
    try {
      const { data } = await send({ variables: { input } });
      const answer = data?.sendSuggestion;
      if (answer?.suggestion && !answer.errors.length) {
        setSaved({ id: answer.suggestion.id, email_updates: answer.suggestion.email_updates });
        return;
      }
      const fieldErrors = byAttribute(answer?.errors ?? []);
      setErrors(fieldErrors);
      if (!Object.keys(fieldErrors).length) setFailed(SUGGESTION_SAVE_FAILED);
    } catch {
      setFailed(SUGGESTION_SAVE_FAILED);
    }
  }

  async function onToggle(emailUpdates: boolean) {
    if (!saved) return;
    setFailed(null);
    try {
      const { data } = await subscribe({ variables: { id: saved.id, email_updates: emailUpdates } });
      const answer = data?.updateSuggestionSubscription;
      if (!answer?.suggestion || answer.errors.length) throw new Error('not subscribed');
      setSaved({ id: saved.id, email_updates: answer.suggestion.email_updates });
    } catch {
      setFailed(SUGGESTION_SUBSCRIBE_FAILED);
    }
  }

  const what = fixedType ? TYPE_LABELS[fixedType].toLowerCase() : 'service, applet or protocol';
  if (saved) {
    return (
      <Modal open title="Thank you for your suggestion" onClose={onClose}>
        <ModalBody>
          <p>We read every suggestion; it helps us decide what comes next.</p>
          {!prefilled && (
            <label className="cn-check">
              <input
                type="checkbox"
                checked={saved.email_updates}
                disabled={subscribing}
                onChange={(e) => void onToggle(e.target.checked)}
              />
              {EMAIL_UPDATES_LABEL}
            </label>
          )}
          {failed && (
            <p role="alert" className="sy-field__error">
              {failed}
            </p>
          )}
        </ModalBody>
        <ModalActions>
          <Button variant="primary" onClick={onClose}>
            Done
          </Button>
        </ModalActions>
      </Modal>
    );
  }
  return (
    <Modal open title={fixedType ? `Suggest a new ${what}` : 'Make a suggestion'} onClose={onClose}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void onSubmit();
        }}
      >
        <ModalBody>
          {!fixedType && (
            <SelectField
              label="What would you like?"
              value={type}
              onChange={(e) => setType(e.target.value as SuggestionType)}
              options={SUGGESTION_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
              error={errors.type}
            />
          )}
          <Field
            label={fixedType ? `${TYPE_LABELS[fixedType]} name` : 'Name'}
            value={name}
            maxLength={SUGGESTION_NAME_MAX}
            onChange={(e) => setName(e.target.value)}
            error={errors.service_name}
          />
          <Field
            multiline
            rows={4}
            label="Your suggestion"
            hint={`What should this ${what} do for you?`}
            value={text}
            maxLength={SUGGESTION_TEXT_MAX}
            onChange={(e) => setText(e.target.value)}
            error={errors.text}
          />
          {failed && (
            <p role="alert" className="sy-field__error">
              {failed}
            </p>
          )}
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
