/**
 * The suggestion modal's words (spec/connections.md#suggestion-modal, the messages of
 * spec/connections.md#5-validation-rules and spec/connections.md#8-the-error-catalogue). The
 * connections domain checks the same on the server (@switchyard/connections-common/suggestions).
 */
export const SUGGESTION_KINDS = ['service', 'applet', 'protocol'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

export const SUGGESTION_BLANK = 'Please describe your suggestion';
export const SUGGESTION_SAVE_FAILED = 'Failed to save the suggestion. Try again later';
export const SUGGESTION_SUBSCRIBE_FAILED = 'Failed to subscribe to updates';
/** Our own words, as the rest of the modal's. */
export const EMAIL_UPDATES_LABEL = 'Email me updates about this suggestion';
export const SUGGESTION_THANKS_TITLE = 'Thank you for your suggestion';

export const SUGGESTION_KIND_LABELS: Record<SuggestionKind, string> = {
  service: 'Service',
  applet: 'Applet',
  protocol: 'Protocol',
};

/** What the modal sends: trimmed. */
export interface SuggestionFields {
  service_name: string;
  text: string;
  type: SuggestionKind;
}

/** A refusal of one field (the attributes are SuggestionFields' names). */
export interface SuggestionFieldError {
  attribute: string;
  message: string;
}

/** The modal's own rule when its domain gives none: name and text non-empty once trimmed. */
export function checkNotBlank(input: SuggestionFields): SuggestionFieldError[] {
  return (['service_name', 'text'] as const)
    .filter((attribute) => !input[attribute].trim())
    .map((attribute) => ({ attribute, message: SUGGESTION_BLANK }));
}
