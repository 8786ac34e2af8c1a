/**
 * Users' opinions of applets and connections (issue 37, item 1) and what the platform feedback page
 * and the connection detail screen read of them: spec/review-org-diagnostics.md#3-entities-and-their-fields
 * ("Platform feedback item": the opinion labels) and spec/connections.md#3-entities-and-their-fields
 * ("Feedback counts", "Feedback reasons"). Browser-safe: the subgraph checks with these, a page may
 * show the same labels.
 */

/** What an opinion is about: an applet of the composer, or a partner's connection the user enabled. */
export const FEEDBACK_KINDS = ['applet', 'connection'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];

/** The reasons a thumbs down may give. */
export const DISLIKE_REASONS = ['unexpected', 'not_useful', 'too_slow', 'others'] as const;
export type DislikeReason = (typeof DISLIKE_REASONS)[number];
/** A thumbs down that gave no reason. */
export const NO_RESPONSE = 'no_response';
export type OpinionCode = DislikeReason | typeof NO_RESPONSE;

/**
 * What the pages show for each code: the spec's words for unexpected, not_useful and too_slow;
 * no_response is the spec's 'no reason given' (capitalised like the others); others is our own.
 */
export const OPINION_LABELS: Record<OpinionCode, string> = {
  unexpected: "Doesn't work as expected",
  not_useful: 'Not useful',
  too_slow: 'Too slow',
  others: 'Something else',
  no_response: 'No reason given',
};

/** An opinion's text, once trimmed, in characters (code points); newlines are kept. */
export const FEEDBACK_TEXT_MAX = 1000;

export interface FeedbackFieldError {
  attribute: string;
  message: string;
}

/** What a user sends (the schema's AppletFeedbackInput, without the applet's id). */
export interface OpinionInput {
  kind: string;
  like: boolean;
  opinion_code?: string | null;
  text?: string | null;
}

/** An opinion as it is stored: a thumbs up has no code; a thumbs down always has one. */
export interface Opinion {
  kind: FeedbackKind;
  like: boolean;
  opinion_code: OpinionCode | null;
  text: string | null;
}

export const KIND_INVALID = `must be one of ${FEEDBACK_KINDS.join(', ')}`;
export const OPINION_CODE_INVALID = `must be one of ${DISLIKE_REASONS.join(', ')}`;
export const OPINION_CODE_ONLY_DISLIKE = 'is given with a thumbs down only';
export const TEXT_TOO_LONG = `is too long (at most ${FEEDBACK_TEXT_MAX} characters)`;

export const isFeedbackKind = (kind: unknown): kind is FeedbackKind =>
  typeof kind === 'string' && (FEEDBACK_KINDS as readonly string[]).includes(kind);

const isOpinionCode = (code: string): code is OpinionCode =>
  code === NO_RESPONSE || (DISLIKE_REASONS as readonly string[]).includes(code);

/**
 * The opinion a user's input stands for, or what is wrong with it (attribute: the input's name).
 * A thumbs down without a reason is no_response; a thumbs up takes no reason (either may carry a
 * text); the text is trimmed (blank is none) and at most FEEDBACK_TEXT_MAX characters.
 */
export function checkOpinion(
  input: OpinionInput,
): { opinion: Opinion; errors: [] } | { opinion: null; errors: FeedbackFieldError[] } {
  const errors: FeedbackFieldError[] = [];
  if (!isFeedbackKind(input.kind)) errors.push({ attribute: 'kind', message: KIND_INVALID });
  const code = input.opinion_code?.trim() || null;
  if (code !== null && input.like)
    errors.push({ attribute: 'opinion_code', message: OPINION_CODE_ONLY_DISLIKE });
  else if (code !== null && !isOpinionCode(code))
    errors.push({ attribute: 'opinion_code', message: OPINION_CODE_INVALID });
  const text = input.text?.trim() || null;
  if (text !== null && [...text].length > FEEDBACK_TEXT_MAX)
    errors.push({ attribute: 'text', message: TEXT_TOO_LONG });
  if (errors.length) return { opinion: null, errors };
  return {
    opinion: {
      kind: input.kind as FeedbackKind,
      like: input.like,
      opinion_code: input.like ? null : ((code as OpinionCode | null) ?? NO_RESPONSE),
      text,
    },
    errors: [],
  };
}

/** The label of a stored code (null for a thumbs up); an unknown code is shown as it is. */
export function opinionLabel(code: string | null | undefined): string | null {
  if (!code) return null;
  return (OPINION_LABELS as Record<string, string>)[code] ?? code;
}

/** How many thumbs up and down an applet or connection has, and the thumbs down by stored code. */
export interface OpinionTally {
  like: number;
  dislike: number;
  /** Thumbs down by code (a missing code counts 0). */
  reasons: Partial<Record<OpinionCode, number>>;
}

/** spec/connections.md#3-entities-and-their-fields, "Feedback counts". */
export interface FeedbackCounts {
  like: number;
  dislike: number;
  ratings_count: number;
  opinions: { unexpected: number; no_response: number; others: number };
  positive_percentage: number;
  negative_percentage: number;
}

/**
 * The counts the connection detail screen shows: opinions by reason as the spec groups them
 * (unexpected, no_response, others: every other reason, not_useful and too_slow included); the
 * percentages of ratings_count, rounded, positive and negative adding up to 100 (0 and 0 when there
 * is no rating).
 */
export function feedbackCounts(tally: OpinionTally): FeedbackCounts {
  const ratings = tally.like + tally.dislike;
  const unexpected = tally.reasons.unexpected ?? 0;
  const noResponse = tally.reasons.no_response ?? 0;
  const positive = ratings ? Math.round((tally.like / ratings) * 100) : 0;
  return {
    like: tally.like,
    dislike: tally.dislike,
    ratings_count: ratings,
    opinions: { unexpected, no_response: noResponse, others: tally.dislike - unexpected - noResponse },
    positive_percentage: positive,
    negative_percentage: ratings ? 100 - positive : 0,
  };
}

/** Applets or connections `feedbackCountsOf` takes at once (the partner's applet list's feedback bars). */
export const FEEDBACK_COUNTS_MAX_IDS = 100;

/**
 * A thumbs-down reason's share (spec/connections.md#9-business-constants-and-limits, "Thumbs-down
 * reason percentage"): its count divided by the total dislikes, rounded, in percent; 0 without dislikes.
 */
export const reasonPercentage = (count: number, dislikes: number) =>
  dislikes > 0 ? Math.round((count / dislikes) * 100) : 0;

/** The platform feedback page's orders and cursor directions (spec/review-org-diagnostics.md#76-platform-feedback-graphql). */
export const FEEDBACK_ORDERS = ['created_at_desc', 'created_at_asc'] as const;
export type FeedbackOrder = (typeof FEEDBACK_ORDERS)[number];
export const FEEDBACK_DIRECTIONS = ['next', 'previous'] as const;
export type FeedbackDirection = (typeof FEEDBACK_DIRECTIONS)[number];
/** Items a page holds at most. */
export const FEEDBACK_PAGE_MAX = 100;

/** Suggestion types, the channelSuggestions content types. */
export const SUGGESTION_CONTENT_TYPES = ['service', 'applet', 'protocol'] as const;
export type SuggestionContentType = (typeof SUGGESTION_CONTENT_TYPES)[number];

/** A content type as channelSuggestions reads it: 'connection' is 'applet' (spec 7.6); null when unknown. */
export function suggestionContentType(value: string): SuggestionContentType | null {
  const type = value === 'connection' ? 'applet' : value;
  return (SUGGESTION_CONTENT_TYPES as readonly string[]).includes(type)
    ? (type as SuggestionContentType)
    : null;
}

/** What can be reported as abusive and hidden by staff. */
export const FEEDBACK_ITEM_TYPES = ['feedback', 'suggestion'] as const;
export type FeedbackItemType = (typeof FEEDBACK_ITEM_TYPES)[number];
