/**
 * The logs page's messages (see spec/review-org-diagnostics.md#8-the-error-catalogue, verbatim where the spec
 * gives them).
 */
export const LOGS_MESSAGES = {
  loadFailed: "Couldn't load log data. Please try again later.",
  empty: 'No requests available',
} as const;
