/**
 * How the charts sort a stored call: success or error (the logs page's 'success' and 'error'
 * filters, word for word: listTransactionLogs), the kind of an error, and whether it called a trigger
 * or an action endpoint. Each has its twin in SQL (migrations/0004_rollups.sql), which the backfill
 * and rebuildRollups use; rollups.int.test.ts checks that they agree.
 */

/** What the charts read of a stored call (column names of observability.transaction_logs). */
export interface ChartedCall {
  service_id?: string | null;
  organization_id?: string | null;
  created_at: Date | string;
  duration_ms: number;
  request_url: string;
  response_status: number | null;
  error_code: string | null;
}

/** 'success': an answer 200–399 and no error. */
export const isSuccess = (c: Pick<ChartedCall, 'response_status' | 'error_code'>) =>
  c.response_status !== null && c.response_status >= 200 && c.response_status <= 399 && c.error_code === null;

/** What a call without an answer or an error code is counted as. */
export const NO_ANSWER = 'no answer';

/**
 * The kind of an error ('error': no answer, 4xx/5xx or an error code), or null for a call that is
 * not one: 'HTTP 500' for an error status, else the error code ('timeout', 'too_large', …).
 */
export function errorKind(c: Pick<ChartedCall, 'response_status' | 'error_code'>): string | null {
  if (c.response_status !== null && c.response_status >= 400) return `HTTP ${c.response_status}`;
  if (c.error_code !== null) return c.error_code;
  return c.response_status === null ? NO_ANSWER : null;
}

export type EndpointKind = 'trigger' | 'action';

/**
 * `{prefix}/{product}/v1/triggers/{slug}` or `…/actions/{slug}` (PROTOCOL.md "Endpoints") at the end
 * of the URL's path as sent (after the authority, up to ? or #), with no normalization, so SQL reads
 * it the same way.
 */
const ENDPOINT = /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^?#]*\/[^/?#]+\/v1\/(triggers|actions)\/[^/?#]+\/?(?:[?#]|$)/;

/**
 * Whether a call was to a trigger endpoint (the check of a trigger) or an action endpoint (running
 * an action), by its URL's path, whatever the transaction's type: engine runs and endpoint tests
 * alike. A trigger's field options, validation or identity, and everything else, are neither.
 */
export function endpointKind(url: string): EndpointKind | null {
  const m = ENDPOINT.exec(url);
  if (!m) return null;
  return m[1] === 'triggers' ? 'trigger' : 'action';
}

const HOUR_MS = 60 * 60_000;

/** The start of the UTC hour a moment falls in. */
export const hourOf = (at: Date | string) => new Date(Math.floor(new Date(at).getTime() / HOUR_MS) * HOUR_MS);
export { HOUR_MS };
