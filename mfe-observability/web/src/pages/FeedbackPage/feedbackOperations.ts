// The operations live in feedbackOperations.graphql; codegen types them (pnpm codegen).
export {
  AppletFeedbackListDocument,
  ChannelSuggestionsListDocument,
  HideFeedbackDocument,
  ReportFeedbackAbuseDocument,
} from '../../gql/graphql';
import type {
  PlatformFeedbackItemFieldsFragment,
  PlatformFeedbackPageFieldsFragment,
} from '../../gql/graphql';
/** One page of feedback or suggestions (see "Platform feedback item" in spec/review-org-diagnostics.md#3-entities-and-their-fields). */
export type FeedbackPageData = PlatformFeedbackPageFieldsFragment;
export type FeedbackItem = PlatformFeedbackItemFieldsFragment;
