import type { Db } from '../db';
import type { EventBus } from '../events';
import { logger } from '../logger';
import { capText, redactBody, redactHeaders, redactUrl } from '../redact';
import type { SafeFetchCall } from '../safeFetch';
import { TRANSACTION_EVENTS, type TransactionContext, type TransactionRecorded } from '@switchyard/events';

/** Stored bodies are cut to this many bytes (after redaction); the cut is flagged on the row. */
export const BODY_CAP_BYTES = 16 * 1024;
export const URL_CAP_BYTES = 4 * 1024;
export const HEADER_VALUE_CAP_BYTES = 4 * 1024;
export const HEADERS_CAP = 100;

/** One outbound call as the caller saw it, secrets included: sanitizeTransaction redacts and caps. */
export interface TransactionEntry extends TransactionContext {
  startedAt?: Date;
  durationMs: number;
  method: string;
  url: string;
  requestHeaders?: Record<string, string> | null;
  requestBody?: string | null;
  status?: number | null;
  responseHeaders?: Record<string, string> | null;
  responseBody?: string | null;
  error?: { code: string; message: string } | null;
}

function contentTypeOf(headers: Record<string, string> | null | undefined): string {
  if (!headers) return '';
  const key = Object.keys(headers).find((k) => k.toLowerCase() === 'content-type');
  return key ? headers[key]! : '';
}

function cappedHeaders(headers: Record<string, string> | null): Record<string, string> | null {
  if (!headers) return null;
  return Object.fromEntries(
    Object.entries(headers)
      .slice(0, HEADERS_CAP)
      .map(([k, v]) => [k.slice(0, 200), capText(v, HEADER_VALUE_CAP_BYTES).text!]),
  );
}

/** The call as it may be kept anywhere: secrets redacted, every part capped (idempotent). */
export function sanitizeTransaction(entry: TransactionEntry): TransactionRecorded {
  const requestBody = capText(
    redactBody(entry.requestBody, contentTypeOf(entry.requestHeaders)),
    BODY_CAP_BYTES,
  );
  const responseBody = capText(
    redactBody(entry.responseBody, contentTypeOf(entry.responseHeaders)),
    BODY_CAP_BYTES,
  );
  return {
    type: entry.type,
    userId: entry.userId ?? null,
    organizationId: entry.organizationId ?? null,
    serviceId: entry.serviceId ?? null,
    moduleName: entry.moduleName ?? null,
    connectionId: entry.connectionId ?? null,
    startedAt: (entry.startedAt ?? new Date()).toISOString(),
    durationMs: Math.max(0, Math.round(entry.durationMs)),
    method: entry.method.toUpperCase().slice(0, 20),
    url: capText(redactUrl(entry.url), URL_CAP_BYTES).text!,
    requestHeaders: cappedHeaders(redactHeaders(entry.requestHeaders) ?? null) ?? {},
    requestBody: requestBody.text,
    requestBodyTruncated: requestBody.truncated,
    status: entry.status ?? null,
    responseHeaders: entry.responseHeaders
      ? cappedHeaders(redactHeaders(entry.responseHeaders) ?? null)
      : null,
    responseBody: responseBody.text,
    responseBodyTruncated: responseBody.truncated,
    error: entry.error ? { code: entry.error.code, message: capText(entry.error.message, 1024).text! } : null,
  };
}

/**
 * The `record` option of safeFetch for a domain that calls partners: each call (answered, failed or
 * refused), sanitized, is published as `transaction.recorded`; the observability domain stores it.
 *   safeFetch(url, init, { record: createTransactionRecorder(deps.events, deps.db, { type: 'endpoint_test', userId, … }) })
 * A failure to publish is logged, never thrown: the call's outcome does not depend on its log.
 * Without a bus (unit tests) nothing is recorded.
 */
export function createTransactionRecorder(
  events: EventBus | undefined,
  db: Db,
  context: TransactionContext,
): (call: SafeFetchCall) => Promise<void> {
  return async (call) => {
    if (!events) return;
    try {
      await events.publish(
        db,
        TRANSACTION_EVENTS.recorded,
        sanitizeTransaction({
          ...context,
          startedAt: call.startedAt,
          durationMs: call.durationMs,
          method: call.method,
          url: call.url,
          requestHeaders: call.requestHeaders,
          requestBody: call.requestBody,
          status: call.status,
          responseHeaders: call.responseHeaders,
          responseBody: call.responseBody,
          error: call.error,
        }),
      );
    } catch (err) {
      logger.warn({ err, type: context.type }, 'could not record a transaction log');
    }
  };
}
