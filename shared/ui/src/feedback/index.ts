export {
  FEEDBACK_LOAD_FAILED,
  FEEDBACK_REMOVE_FAILED,
  FEEDBACK_REMOVED,
  FEEDBACK_SAVE_FAILED,
  FEEDBACK_THANKS,
  FeedbackControl,
  SIGN_IN_TO_GIVE_FEEDBACK,
  type FeedbackControlProps,
} from './FeedbackControl';
export {
  FEEDBACK_TEXT_MAX,
  FeedbackRefused,
  isOpinionCode,
  NO_REASON_LABEL,
  OPINION_CODES,
  OPINION_LABELS,
  reasonLabel,
  refusalText,
  type Opinion,
  type OpinionCode,
  type OpinionInput,
} from './opinions';
export { REASON_LEGEND, REASON_TEXT_LABEL } from './ReasonForm';
