/** The endpoint test screen's texts (see "Tests" in spec/service-config.md#8-error-catalogue). */
export const STATUS_TEXTS = {
  initial: 'Not running',
  working: 'Running tests…',
  passed: 'Success! All endpoint tests passed.',
  failed: 'Endpoint tests failed.',
} as const;

export const COMMUNICATION_ERROR = 'Error communicating with server.';
export const TIMEOUT_ERROR = 'Error - test timeout exceeded.';

/**
 * The page gives up after this long without a new event (see
 * spec/service-config.md#9-business-constants-and-limits).
 */
export const INACTIVITY_TIMEOUT_MS = 35_000;
export const POLL_INTERVAL_MS = 1_000;
