import { Button, flash, formatFeedbackDate, useConfirm } from '@switchyard/ui';
import {
  FEEDBACK_BLANK,
  FEEDBACK_DELETE_CONFIRM,
  reviewTeamSignature,
} from '@switchyard/review-common/feedback';
import { createContext, useContext, useId, useState } from 'react';
import type { Feedback } from '../reviewOperations';
import { Icon } from '../icons';
import { deleteFeedback, postFeedback } from '../reviewRequests';

interface NotesState {
  moduleName: string;
  notes: Feedback[];
  /**
   * Only the review team writes and deletes notes (see
   * spec/review-org-diagnostics.md#6-roles-and-permissions).
   */
  canWrite: boolean;
  replace: (notes: Feedback[]) => void;
}

export const NotesContext = createContext<NotesState>({
  moduleName: '',
  notes: [],
  canWrite: false,
  replace: () => undefined,
});

export const NOTE_FAILED = 'Sorry, the note could not be saved. Please try again';

/**
 * The feedback notes beside one field (see spec/review-org-diagnostics.md#21-service-review-page,
 * spec/review-org-diagnostics.md#43-feedback-notes): each with its author ('Review Team (username)') and
 * time, a note icon once any exists; the review team adds one (blank is refused with an alert) and deletes
 * one after the spec's question. The set shown is the set the server returns.
 */
export function Notes({ path, label }: { path: string; label: string }) {
  const { moduleName, notes, canWrite, replace } = useContext(NotesContext);
  const [confirm, confirmDialog] = useConfirm();
  const [writing, setWriting] = useState(false);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const here = notes.filter((n) => n.feedback_path === path);

  async function save() {
    if (!text.trim()) {
      window.alert(FEEDBACK_BLANK);
      return;
    }
    setBusy(true);
    const answer = await postFeedback(moduleName, path, text).catch(() => null);
    setBusy(false);
    if (!answer?.ok) {
      flash(answer?.error ?? NOTE_FAILED, 'error');
      return;
    }
    replace(answer.feedbacks);
    setText('');
    setWriting(false);
  }

  async function remove(note: Feedback) {
    if (!(await confirm(FEEDBACK_DELETE_CONFIRM, { yesLabel: 'Yes', noLabel: 'No', danger: true }))) return;
    const answer = await deleteFeedback(moduleName, path, note.index).catch(() => null);
    if (!answer?.ok) {
      flash(answer?.error ?? NOTE_FAILED, 'error');
      return;
    }
    replace(answer.feedbacks);
  }

  if (here.length === 0 && !canWrite) return null;
  return (
    <div className="rv-notes">
      {here.length > 0 && (
        <ul className="rv-notes__list" aria-label={`Notes on ${label}`}>
          {here.map((note) => (
            <li key={`${note.index}-${note.time}`} className="rv-note">
              <Icon name="note" className="rv-note__icon" />
              <span className="rv-note__text">{note.feedback}</span>
              <span className="rv-muted">
                {' '}
                {note.from_review_team ? reviewTeamSignature(note.username) : note.username},{' '}
                <time dateTime={note.time}>{formatFeedbackDate(note.time)}</time>
              </span>
              {canWrite && (
                <Button
                  className="rv-note__delete"
                  aria-label={`Delete note “${note.feedback}”`}
                  onClick={() => void remove(note)}
                >
                  Delete
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canWrite && !writing && (
        <Button
          className="rv-notes__add"
          aria-label={`Add a note on ${label}`}
          onClick={() => setWriting(true)}
        >
          + Note
        </Button>
      )}
      {canWrite && writing && (
        <form
          className="rv-notes__form"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <label htmlFor={inputId}>Note on {label}</label>
          <textarea
            id={inputId}
            rows={2}
            value={text}
            autoFocus
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') setWriting(false);
            }}
          />
          <div className="rv-notes__buttons">
            <Button type="submit" variant="primary" disabled={busy}>
              Save note
            </Button>
            <Button onClick={() => setWriting(false)}>Cancel</Button>
          </div>
        </form>
      )}
      {confirmDialog}
    </div>
  );
}
