import { useId, useRef, useState } from 'react';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import { FeedbackRefused, isOpinionCode, reasonLabel, type Opinion, type OpinionInput } from './opinions';
import { ReasonForm, type ReasonDraft } from './ReasonForm';
import './feedback.css';

export const FEEDBACK_SAVE_FAILED = 'Your feedback could not be saved. Please try again.';
export const FEEDBACK_REMOVE_FAILED = 'Your feedback could not be removed. Please try again.';
export const FEEDBACK_LOAD_FAILED = 'Your feedback could not be loaded.';
export const FEEDBACK_THANKS = 'Thanks for your feedback.';
export const FEEDBACK_REMOVED = 'Your feedback was removed.';
export const SIGN_IN_TO_GIVE_FEEDBACK = 'Sign in to give feedback';

export interface FeedbackControlProps {
  /** What is judged, as the question names it: "Does this {noun} work for you?" (e.g. 'Applet'). */
  noun: string;
  /** The viewer's current opinion (null: none given). */
  opinion: Opinion | null | undefined;
  loading?: boolean;
  loadFailed?: boolean;
  onRetry?(): void;
  /** Signed out, the control shows a link to `signInHref` instead (nothing without one). */
  signedIn?: boolean;
  signInHref?: string;
  /** Gives or changes the opinion; resolves with what was stored. Reject with FeedbackRefused to show its message. */
  onGive(input: OpinionInput): Promise<Opinion | null | undefined | void>;
  /** Withdraws the opinion. */
  onRemove(): Promise<unknown>;
  headingLevel?: 2 | 3;
}

function ThumbIcon({ down }: { down?: boolean }) {
  return (
    <svg
      className={down ? 'sy-feedback__icon sy-feedback__icon--down' : 'sy-feedback__icon'}
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="2" y="10" width="4" height="11" rx="1" />
      <path d="M8 10 12 3c1.5 0 2.5 1 2.2 2.6L13.4 9h6.1c1.4 0 2.4 1.3 2.1 2.6L20 19c-.3 1.2-1.3 2-2.5 2H8Z" />
    </svg>
  );
}

/**
 * "Does this Applet work for you?": thumbs up saves at once; thumbs down asks a reason (none needed)
 * and an optional text first. The current opinion shows pressed, with its reason, Change and Remove;
 * pressing the pressed thumb again removes it. Shown at once and put back, with the error, when the
 * server refuses or cannot be reached.
 */
export function FeedbackControl(props: FeedbackControlProps) {
  const { noun, opinion, onGive, onRemove } = props;
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const formId = `${baseId}-form`;
  const [current, setCurrent] = useState<Opinion | null | undefined>(opinion);
  const [draft, setDraft] = useState<ReasonDraft | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);

  // What the server says wins whenever it changes (a refetch, another tab's change).
  const [known, setKnown] = useState(opinion);
  if (known !== opinion) {
    setKnown(opinion);
    setCurrent(opinion);
  }

  const Heading = `h${props.headingLevel ?? 2}` as 'h2' | 'h3';
  const question = `Does this ${noun} work for you?`;
  if (props.signedIn === false) {
    if (!props.signInHref) return null;
    return (
      <section className="sy-feedback" aria-labelledby={titleId}>
        <Heading id={titleId} className="sy-feedback__title">
          {question}
        </Heading>
        <a href={props.signInHref}>{SIGN_IN_TO_GIVE_FEEDBACK}</a>
      </section>
    );
  }

  const loading = !!props.loading && current === undefined;
  const failedToLoad = !loading && !!props.loadFailed && current === undefined;

  /** Shows `next` at once, asks the server, and puts the previous opinion back if it fails. */
  async function change(
    next: Opinion | null,
    ask: () => Promise<Opinion | null | undefined | void | unknown>,
  ) {
    const before = current;
    setError(null);
    setSaid('');
    setCurrent(next);
    setBusy(true);
    try {
      const stored = await ask();
      if (next && stored && typeof stored === 'object') setCurrent(stored as Opinion);
      setSaid(next ? FEEDBACK_THANKS : FEEDBACK_REMOVED);
      return true;
    } catch (err) {
      setCurrent(before);
      setError(
        err instanceof FeedbackRefused ? err.message : next ? FEEDBACK_SAVE_FAILED : FEEDBACK_REMOVE_FAILED,
      );
      return false;
    } finally {
      setBusy(false);
    }
  }

  const remove = async (focus: HTMLButtonElement | null) => {
    setDraft(null);
    await change(null, onRemove);
    focus?.focus();
  };

  function thumbsUp() {
    if (busy) return;
    if (current?.like === true) return void remove(upRef.current);
    setDraft(null);
    void change({ like: true }, () => onGive({ like: true, opinion_code: null, text: null }));
  }

  function thumbsDown() {
    if (busy) return;
    if (draft) return setDraft(null);
    if (current?.like === false) return void remove(downRef.current);
    setError(null);
    setDraft({ code: null, text: '' });
  }

  async function send() {
    if (!draft) return;
    const sent = draft;
    const text = sent.text.trim() || null;
    setDraft(null);
    downRef.current?.focus();
    const ok = await change(
      { like: false, opinion_code: sent.code ?? 'no_response', opinion_label: null, text },
      () => onGive({ like: false, opinion_code: sent.code, text }),
    );
    // Refused: the form comes back as it was, to try again.
    if (!ok) setDraft(sent);
  }

  function cancel() {
    setDraft(null);
    downRef.current?.focus();
  }

  // Not disabled while a change is on its way: the focus stays on the thumb (a second press waits).
  const disabled = loading || failedToLoad;
  return (
    <section className="sy-feedback" aria-labelledby={titleId} aria-busy={loading || undefined}>
      <Heading id={titleId} className="sy-feedback__title">
        {question}
      </Heading>
      <div className="sy-feedback__row">
        <div className="sy-feedback__thumbs" role="group" aria-label="Your opinion">
          <button
            ref={upRef}
            type="button"
            className="sy-feedback__thumb"
            aria-pressed={current?.like === true}
            disabled={disabled}
            title="Thumbs up: it works"
            onClick={thumbsUp}
          >
            <ThumbIcon />
            <span className="sy-visually-hidden">Thumbs up</span>
          </button>
          <button
            ref={downRef}
            type="button"
            className="sy-feedback__thumb sy-feedback__thumb--down"
            aria-pressed={current?.like === false}
            aria-expanded={draft ? true : undefined}
            aria-controls={draft ? formId : undefined}
            disabled={disabled}
            title="Thumbs down: it does not work"
            onClick={thumbsDown}
          >
            <ThumbIcon down />
            <span className="sy-visually-hidden">Thumbs down</span>
          </button>
        </div>
        {loading && <Spinner label="Loading your feedback…" />}
        {current && !draft && (
          <div className="sy-feedback__current">
            <p className="sy-feedback__said">
              {current.like ? (
                'You said it works for you.'
              ) : (
                <>
                  You said it does not work for you: <strong>{reasonLabel(current)}</strong>
                </>
              )}
            </p>
            <div className="sy-feedback__links">
              {!current.like && (
                <Button
                  variant="link"
                  disabled={busy}
                  onClick={() => {
                    setError(null);
                    setDraft({
                      code: isOpinionCode(current.opinion_code) ? current.opinion_code : null,
                      text: current.text ?? '',
                    });
                  }}
                >
                  Change
                </Button>
              )}
              <Button
                variant="link"
                disabled={busy}
                onClick={() => void remove(current.like ? upRef.current : downRef.current)}
              >
                Remove
              </Button>
            </div>
          </div>
        )}
      </div>
      {current && !current.like && current.text && !draft && (
        <blockquote className="sy-feedback__text">{current.text}</blockquote>
      )}
      {failedToLoad && (
        <p className="sy-feedback__problem">
          {FEEDBACK_LOAD_FAILED}{' '}
          {props.onRetry && (
            <Button variant="link" onClick={props.onRetry}>
              Retry
            </Button>
          )}
        </p>
      )}
      {draft && (
        <ReasonForm
          id={formId}
          draft={draft}
          busy={busy}
          onChange={setDraft}
          onSend={() => void send()}
          onCancel={cancel}
        />
      )}
      {error && (
        <p role="alert" className="sy-field__error sy-feedback__error">
          {error}
        </p>
      )}
      <p role="status" className="sy-visually-hidden">
        {said}
      </p>
    </section>
  );
}
