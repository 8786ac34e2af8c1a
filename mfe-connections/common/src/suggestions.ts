/**
 * Users' suggestions (spec/connections.md#suggestion-modal): a service, applet or protocol the user
 * would like, with a text; the rules of spec/connections.md#5-validation-rules and the messages of
 * spec/connections.md#8-the-error-catalogue.
 */
import type { FieldError } from './fieldError';

export const SUGGESTION_TYPES = ['service', 'applet', 'protocol'] as const;
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];

/** What the suggestion modal sends (the schema's SuggestionInput). */
export interface SuggestionInput {
  /** The service the user would like (or the applet's or protocol's name). */
  service_name: string;
  text: string;
  type: string;
  /** The service the suggestion is about (the owner service on the start screen). */
  channel_id?: string | null;
  email_updates?: boolean | null;
}

/**
 * Our own caps (the spec gives none): a name is a service's name, so 100 like a feature title; a
 * text is a few sentences, 2000 keeps a paste of a paragraph or two and refuses a dump.
 */
export const SUGGESTION_NAME_MAX = 100;
export const SUGGESTION_TEXT_MAX = 2000;

export const SUGGESTION_BLANK = 'Please describe your suggestion';
export const SUGGESTION_SAVE_FAILED = 'Failed to save the suggestion. Try again later';
export const SUGGESTION_SUBSCRIBE_FAILED = 'Failed to subscribe to updates';
/** Our own. */
export const SUGGESTION_NAME_TOO_LONG = `Name is too long (maximum is ${SUGGESTION_NAME_MAX} characters)`;
/** Our own. */
export const SUGGESTION_TEXT_TOO_LONG = `Text is too long (maximum is ${SUGGESTION_TEXT_MAX} characters)`;
/** Our own. */
export const SUGGESTION_TYPE_INVALID = 'Type must be service, applet or protocol';

export const isSuggestionType = (type: unknown): type is SuggestionType =>
  typeof type === 'string' && (SUGGESTION_TYPES as readonly string[]).includes(type);

/**
 * Every rule on a suggestion, the modal's and the server's: name and text non-empty once trimmed,
 * lengths counted on the trimmed text, the type one of SUGGESTION_TYPES. Attributes are the input's
 * names: service_name, text, type.
 */
export function checkSuggestion(input: Partial<SuggestionInput>): FieldError[] {
  const errors: FieldError[] = [];
  const name = typeof input.service_name === 'string' ? input.service_name.trim() : '';
  const text = typeof input.text === 'string' ? input.text.trim() : '';
  if (!name) errors.push({ attribute: 'service_name', message: SUGGESTION_BLANK });
  else if (name.length > SUGGESTION_NAME_MAX)
    errors.push({ attribute: 'service_name', message: SUGGESTION_NAME_TOO_LONG });
  if (!text) errors.push({ attribute: 'text', message: SUGGESTION_BLANK });
  else if (text.length > SUGGESTION_TEXT_MAX)
    errors.push({ attribute: 'text', message: SUGGESTION_TEXT_TOO_LONG });
  if (!isSuggestionType(input.type)) errors.push({ attribute: 'type', message: SUGGESTION_TYPE_INVALID });
  return errors;
}
