/**
 * Feedback notes (see spec/review-org-diagnostics.md#43-feedback-notes,
 * spec/review-org-diagnostics.md#5-validation-rules, spec/review-org-diagnostics.md#8-the-error-catalogue):
 * the review team writes one on any field of a service, located by a feedback_path of channel and field
 * identifiers; notes are addressed by their index within a path.
 */
export const FEEDBACK_BLANK = 'You should write something first!';
export const FEEDBACK_DELETE_CONFIRM = 'Are you sure you want to delete this comment? This cannot be undone.';
/** The size cap of a note (the spec gives none); longer notes are refused, not cut. */
export const FEEDBACK_MAX = 2000;
export const FEEDBACK_TOO_LONG = `is too long (at most ${FEEDBACK_MAX} characters)`;
export const FEEDBACK_PATH_INVALID = 'must be a path of channel and field identifiers';
/** How a note is signed: 'Review Team (username)'. */
export const reviewTeamSignature = (username: string) => `Review Team (${username})`;

/** A feedback path: identifiers (letters, digits, _ and -) joined by dots, e.g. channel.triggers.<id>.name. */
const PATH = /^[A-Za-z0-9_-]{1,64}(\.[A-Za-z0-9_-]{1,64}){0,9}$/;

export const isFeedbackPath = (value: unknown): value is string =>
  typeof value === 'string' && PATH.test(value);

/** The note as stored (newlines become spaces), or the reason it is refused. */
export function checkFeedback(
  text: unknown,
): { text: string; error?: undefined } | { text?: undefined; error: string } {
  const value = typeof text === 'string' ? text.replace(/\r\n|\r|\n/g, ' ') : '';
  if (!value.trim()) return { error: FEEDBACK_BLANK };
  if (value.length > FEEDBACK_MAX) return { error: FEEDBACK_TOO_LONG };
  return { text: value };
}
