/**
 * The events of an endpoint test run (see
 * spec/service-config.md#test-runner-calls-paths-supplied-by-the-page). Each has an index (0, 1, 2… within
 * the run) and a context_path:
 * - a test case's events (test_case_request, test_case_response, test_case_error, test_case_skip,
 *   assertion_success, assertion_failure): `{endpoint}/{test case}`, e.g. 'triggers/new_photo_in_album/limit_1';
 * - an endpoint's own events (endpoint_error, endpoint_skip): `{endpoint}`, e.g. 'triggers/new_photo_in_album';
 * - suite_end: ''.
 * An endpoint is the protocol path under /{product}/v1 ('status', 'test/setup', 'triggers/{slug}',
 * 'triggers/{slug}/fields/{field}/validate', '{triggers|actions|queries}/{slug}/fields/{field}/options',
 * 'actions/{slug}', 'queries/{slug}'; a feed trigger is 'triggers/{id}'), so the test case is always
 * the last segment of a test case's context_path.
 */
export const ENDPOINT_TEST_EVENT_TYPES = [
  'assertion_success',
  'assertion_failure',
  'endpoint_error',
  'endpoint_skip',
  'suite_end',
  'test_case_error',
  'test_case_request',
  'test_case_response',
  'test_case_skip',
] as const;

export type EndpointTestEventType = (typeof ENDPOINT_TEST_EVENT_TYPES)[number];

export interface EndpointTestEvent {
  index: number;
  type: EndpointTestEventType;
  context_path: string;
  /**
   * test_case_request: {method, url, headers, body}; test_case_response: {status, headers, body,
   * body_truncated?, duration_ms}; assertion_*: {check, message, detail?}; *_error and *_skip:
   * {message, code?}; suite_end: {failed, passing, failing, skipped, timed_out?, abandoned?}.
   * Secrets (access tokens, service keys) are redacted.
   */
  data: Record<string, unknown>;
}

/** Kinds of event that count as a failing check in the totals (and make the run failed). */
export const FAILING_EVENT_TYPES: ReadonlySet<EndpointTestEventType> = new Set([
  'assertion_failure',
  'endpoint_error',
  'test_case_error',
]);
