import { useEffect, useId, useRef } from 'react';
import { Button } from '../Button';
import { FEEDBACK_TEXT_MAX, OPINION_CODES, OPINION_LABELS, type OpinionCode } from './opinions';

/** The thumbs-down form's values: no reason chosen is sent as none (no_response). */
export interface ReasonDraft {
  code: OpinionCode | null;
  text: string;
}

export const REASON_LEGEND = 'What went wrong?';
export const REASON_TEXT_LABEL = 'Tell us more (optional)';

const count = (n: number) => n.toLocaleString('en-US');

/** A thumbs down's reason (radio buttons, none needed), an optional text with its counter, Send / Cancel. */
export function ReasonForm({
  id,
  draft,
  busy,
  onChange,
  onSend,
  onCancel,
}: {
  id: string;
  draft: ReasonDraft;
  busy: boolean;
  onChange(next: ReasonDraft): void;
  onSend(): void;
  onCancel(): void;
}) {
  const name = useId();
  const textId = `${id}-text`;
  const counterId = `${id}-counter`;
  const first = useRef<HTMLInputElement>(null);
  // Opened by a click or a key: the first reason takes the focus, so the keyboard goes on from there.
  useEffect(() => first.current?.focus(), []);
  return (
    <form
      id={id}
      className="sy-feedback__form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        e.stopPropagation();
        onSend();
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.preventDefault();
        onCancel();
      }}
    >
      <fieldset className="sy-feedback__reasons">
        <legend className="sy-field__label">{REASON_LEGEND}</legend>
        {OPINION_CODES.map((code, i) => (
          <label key={code} className="sy-feedback__reason">
            <input
              ref={i === 0 ? first : undefined}
              type="radio"
              name={name}
              value={code}
              checked={draft.code === code}
              onChange={() => onChange({ ...draft, code })}
            />
            {OPINION_LABELS[code]}
          </label>
        ))}
      </fieldset>
      <div className="sy-field">
        <label htmlFor={textId} className="sy-field__label">
          {REASON_TEXT_LABEL}
        </label>
        <textarea
          id={textId}
          className="sy-field__control"
          rows={3}
          maxLength={FEEDBACK_TEXT_MAX}
          value={draft.text}
          aria-describedby={counterId}
          onChange={(e) => onChange({ ...draft, text: e.target.value })}
        />
        <span id={counterId} className="sy-feedback__counter">
          {count(draft.text.length)} of {count(FEEDBACK_TEXT_MAX)} characters
        </span>
      </div>
      <div className="sy-feedback__actions">
        <Button type="submit" variant="primary" disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Sending…' : 'Send'}
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </div>
    </form>
  );
}
