export { SuggestionDialog, type SentSuggestion, type SuggestionDialogProps } from './SuggestionDialog';
export {
  checkNotBlank,
  EMAIL_UPDATES_LABEL,
  SUGGESTION_BLANK,
  SUGGESTION_KIND_LABELS,
  SUGGESTION_KINDS,
  SUGGESTION_SAVE_FAILED,
  SUGGESTION_SUBSCRIBE_FAILED,
  SUGGESTION_THANKS_TITLE,
  type SuggestionFieldError,
  type SuggestionFields,
  type SuggestionKind,
} from './suggestionText';
