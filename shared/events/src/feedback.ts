/**
 * Users' suggestions (spec/connections.md#suggestion-modal): the connections domain stores what a
 * user sends from the suggestion modal and publishes it; the observability domain keeps its own copy
 * for the platform feedback page, where partners read, report and staff hide them. The copy is keyed
 * by `suggestion_id`, so a second delivery (or a second announcement) changes nothing. Add fields,
 * never change or drop one.
 */
export const SUGGESTION_EVENTS = {
  /** A user sent a suggestion (also published once for suggestions sent before this event existed). */
  sent: 'suggestion.sent',
} as const;

export interface SuggestionSent {
  suggestion_id: string;
  user_id: string;
  /** The suggested service, applet or protocol. */
  service_name: string;
  text: string;
  type: 'service' | 'applet' | 'protocol';
  /** The service the suggestion is about (null: none named); its partners read it. */
  channel_id: string | null;
  /** ISO 8601. */
  created_at: string;
}
