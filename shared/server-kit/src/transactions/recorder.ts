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

/** Logs published by one statement at most. */
const GROUP_MAX = 200;

/**
 * The transaction logs of one bus and database, published in groups: a log is sent at once when
 * none is on its way, else with the others that ended meanwhile, in the next statement. A burst of
 * runs' partner calls costs a statement per round trip, not per call (it was one INSERT each, a
 * third of a run's statements), and each call still returns only once its log is in the outbox.
 */
class LogGroups {
  private waiting: { log: TransactionRecorded; settle: (err?: unknown) => void }[] = [];
  private sending = false;

  constructor(
    private readonly events: EventBus,
    private readonly db: Db,
  ) {}

  publish(log: TransactionRecorded): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ log, settle: (err) => (err === undefined ? resolve() : reject(err)) });
      if (!this.sending) void this.send();
    });
  }

  private async send() {
    this.sending = true;
    try {
      while (this.waiting.length) {
        const group = this.waiting.splice(0, GROUP_MAX);
        try {
          await this.events.publishAll(
            this.db,
            TRANSACTION_EVENTS.recorded,
            group.map((g) => g.log),
          );
          for (const g of group) g.settle();
        } catch (err) {
          for (const g of group) g.settle(err ?? new Error('publishing transaction logs failed'));
        }
      }
    } finally {
      this.sending = false;
    }
  }
}

const logGroups = new WeakMap<EventBus, WeakMap<Db, LogGroups>>();

function logGroupsOf(events: EventBus, db: Db): LogGroups {
  let byDb = logGroups.get(events);
  if (!byDb) logGroups.set(events, (byDb = new WeakMap()));
  let groups = byDb.get(db);
  if (!groups) byDb.set(db, (groups = new LogGroups(events, db)));
  return groups;
}

/**
 * The `record` option of safeFetch for a domain that calls partners: each call (answered, failed or
 * refused), sanitized, is published as `transaction.recorded` (in groups: LogGroups); the
 * observability domain stores it. A failure to publish is logged, never thrown: the call's outcome
 * does not depend on its log.
 */
export function createTransactionRecorder(
  events: EventBus | undefined,
  db: Db,
  context: TransactionContext,
): (call: SafeFetchCall) => Promise<void> {
  return async (call) => {
    if (!events) return;
    try {
      await logGroupsOf(events, db).publish(
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
