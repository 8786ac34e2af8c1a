/**
 * The feedback page's messages: verbatim where spec/review-org-diagnostics.md#8-the-error-catalogue gives
 * them (the abuse report's two), our words elsewhere.
 */
export const FEEDBACK_MESSAGES = {
  reported: 'Feedback has been reported',
  reportFailed: 'An error has occurred please contact an administrator',
  hidden: 'Hidden from the partners',
  shown: 'Shown to the partners again',
  hideFailed: "Couldn't change it. Please try again.",
  loadFailed: "Couldn't load the feedback. Please try again later.",
  badPage: 'This page of the list no longer exists.',
} as const;
