/**
 * What a user may say about an applet or connection (spec/connections.md#3-entities-and-their-fields,
 * "Feedback reasons"; spec/review-org-diagnostics.md#3-entities-and-their-fields, "Platform feedback
 * item"): thumbs up, or thumbs down with a reason and an optional text. The server checks the same.
 */
export const OPINION_CODES = ['unexpected', 'not_useful', 'too_slow', 'others'] as const;
export type OpinionCode = (typeof OPINION_CODES)[number];

/** The reasons as the form offers them ('Something else' is our own word for `others`). */
export const OPINION_LABELS: Record<OpinionCode, string> = {
  unexpected: "Doesn't work as expected",
  not_useful: 'Not useful',
  too_slow: 'Too slow',
  others: 'Something else',
};

/** A thumbs down with no reason chosen is stored as no_response ('no reason given'). */
export const NO_REASON_LABEL = 'No reason given';

/** At most this many characters of text (the server refuses more). */
export const FEEDBACK_TEXT_MAX = 1000;

/** The viewer's current opinion as the page shows it. */
export interface Opinion {
  like: boolean;
  /** Thumbs down only: one of OPINION_CODES, or no_response. */
  opinion_code?: string | null;
  /** What the server calls the reason (e.g. "Doesn't work as expected"). */
  opinion_label?: string | null;
  text?: string | null;
}

/** What is sent to give or change an opinion (opinion_code null: no_response). */
export interface OpinionInput {
  like: boolean;
  opinion_code: OpinionCode | null;
  text: string | null;
}

export const isOpinionCode = (code: unknown): code is OpinionCode =>
  typeof code === 'string' && (OPINION_CODES as readonly string[]).includes(code);

/** The label of an opinion's reason: the server's, else ours, else 'No reason given'. */
export function reasonLabel(opinion: Opinion): string {
  if (opinion.opinion_label) return opinion.opinion_label;
  return isOpinionCode(opinion.opinion_code) ? OPINION_LABELS[opinion.opinion_code] : NO_REASON_LABEL;
}

/** A refusal whose message is meant for the user (a server's UserError, "not yours"…). */
export class FeedbackRefused extends Error {
  override name = 'FeedbackRefused';
}

const ATTRIBUTE_NAMES: Record<string, string> = {
  text: 'Your text',
  opinion_code: 'The reason',
  like: 'Your opinion',
};

/**
 * A server's refusal of a field as a sentence: a message that starts in lower case ("is too long
 * (at most 1000 characters)") follows the field's name; one that is a sentence already stays.
 */
export function refusalText(error: { attribute: string; message: string }): string {
  const { attribute, message } = error;
  if (!/^[a-z]/.test(message)) return message;
  return `${ATTRIBUTE_NAMES[attribute] ?? attribute} ${message}`;
}
