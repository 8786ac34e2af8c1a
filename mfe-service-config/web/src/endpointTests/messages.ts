/** The endpoint test screen's texts (service-config §8 "Tests"). */
export const STATUS_TEXTS = {
  initial: 'Not running',
  working: 'Running tests…',
  passed: 'Success! All endpoint tests passed.',
  failed: 'Endpoint tests failed.',
} as const;

export const COMMUNICATION_ERROR = 'Error communicating with server.';
export const TIMEOUT_ERROR = 'Error - test timeout exceeded.';

/** §9: the page gives up after this long without a new event. */
export const INACTIVITY_TIMEOUT_MS = 35_000;
export const POLL_INTERVAL_MS = 1_000;
