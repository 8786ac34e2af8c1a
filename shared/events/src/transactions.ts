/**
 * The event every domain that calls partners publishes (through createTransactionRecorder) and the
 * observability domain consumes: the platform's record of its outbound calls.
 */
export const TRANSACTION_EVENTS = {
  /** One outbound call to a partner was made (answered, failed or refused); observability stores it. */
  recorded: 'transaction.recorded',
} as const;

/** Who and what a call was made for; the caller knows, observability just keeps it. */
export interface TransactionContext {
  /** What the call was for, e.g. 'endpoint_test'; observability names the kinds it knows. */
  type: string;
  userId?: string | null;
  organizationId?: string | null;
  serviceId?: string | null;
  moduleName?: string | null;
  /** The partner connection the call was made for (Connect API calls, webhooks, its features' runs): the connection detail screen's API logs. */
  connectionId?: string | null;
}

/**
 * The data of `transaction.recorded`: the call with its secrets already redacted (headers, URL
 * query, JSON and form bodies) and its parts capped, so no secret ever sits in a queue.
 */
export interface TransactionRecorded extends TransactionContext {
  /** ISO 8601. */
  startedAt: string;
  durationMs: number;
  method: string;
  url: string;
  requestHeaders: Record<string, string>;
  requestBody: string | null;
  requestBodyTruncated: boolean;
  status: number | null;
  responseHeaders: Record<string, string> | null;
  responseBody: string | null;
  responseBodyTruncated: boolean;
  error: { code: string; message: string } | null;
}
