import type { AuthTestStepId } from './checklists';

/**
 * The defaults when a step's call fails without a server error code (see
 * spec/service-config.md#8-error-catalogue).
 */
export const INITIATE_FAILED = 'Could not initiate request, please try again.';
export const REFRESH_FAILED = 'Could not refresh token, please try again.';
export const USER_INFO_FAILED = 'Could not get user info, please try again.';

export const DEFAULT_STEP_ERRORS: Record<AuthTestStepId, string> = {
  authorization_code: INITIATE_FAILED,
  access_token: INITIATE_FAILED,
  user_info: USER_INFO_FAILED,
  refresh_token: REFRESH_FAILED,
  older_refresh_token: REFRESH_FAILED,
};

/**
 * The status texts of spec/service-config.md#8-error-catalogue; successful only when every step passed (see
 * spec/service-config.md#4-states-and-transitions).
 */
export const STATUS_TEXTS = {
  pending: 'Authentication tests pending.',
  failed: 'Authentication tests failed.',
  successful: 'Authentication tests successful.',
} as const;

export const NOT_RUN = 'Not run: an earlier step gave it nothing to work with.';
export const NO_PENDING_TEST =
  'No authentication test of this service was waiting for this answer (it may have been begun in another tab). Begin the test again.';
export const NO_AUTHENTICATION =
  'This service does not use authentication, so there is nothing to test. Choose an authentication type on the service page first.';
export const WAITING_FOR_PARTNER =
  "Waiting for your service's authorization page to send you back here. If you left it, begin the test again.";
