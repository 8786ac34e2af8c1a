/** The logs page's messages (spec §8, verbatim where the spec gives them). */
export const LOGS_MESSAGES = {
  loadFailed: "Couldn't load log data. Please try again later.",
  empty: 'No requests available',
} as const;
