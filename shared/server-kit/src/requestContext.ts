import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes, randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { startRequestSpan } from './tracing';

/**
 * One request's identity across the processes it crosses: the `X-Request-ID` the gateway (or the
 * router) gives the client, and the W3C trace context (`traceparent`). Both are sent on the calls
 * made for the request (to subgraphs, between domains) and the request id is on every log line
 * written meanwhile (logger.ts reads it from here).
 */
export const REQUEST_ID_HEADER = 'x-request-id';
export const TRACEPARENT_HEADER = 'traceparent';

export interface RequestTrace {
  readonly requestId: string;
  /** The `traceparent` sent on the calls made for the request: this process's span their parent. */
  readonly traceparent: string;
}

const store = new AsyncLocalStorage<RequestTrace>();

/** The request this code runs for, if any. */
export const currentRequest = (): RequestTrace | undefined => store.getStore();

/** Runs `fn` as part of `trace` (its logs and its calls carry the request's id). */
export const runInRequest = <T>(trace: RequestTrace, fn: () => T): T => store.run(trace, fn);

/** An id a caller may choose (a load balancer's, the gateway's): short, printable, nothing to inject. */
const GIVEN_REQUEST_ID = /^[A-Za-z0-9._:@-]{1,128}$/;
const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;
const ZERO_TRACE = '0'.repeat(32);
const ZERO_SPAN = '0'.repeat(16);

/** The request id given, when it is one this process may keep; else a new one. */
export function requestIdFrom(given: string | null | undefined): string {
  return given && GIVEN_REQUEST_ID.test(given) ? given : randomUUID();
}

/** A valid incoming `traceparent`, parsed; anything else starts a new trace (W3C: ignore it). */
export function parseTraceparent(header: string | null | undefined) {
  const m = header ? TRACEPARENT.exec(header.trim()) : null;
  if (!m || m[1] === ZERO_TRACE || m[2] === ZERO_SPAN) return null;
  return { traceId: m[1], parentId: m[2], flags: m[3] };
}

/**
 * The trace of a request arriving with these headers. Without OpenTelemetry (no OTLP endpoint) it
 * costs nothing until the request calls another process: then the trace is continued (or begun)
 * with a span id for this hop, so that the processes' logs and a tracing backend downstream still
 * line up.
 */
export function traceFor(requestId: string, incoming: string | null | undefined): RequestTrace {
  let traceparent: string | undefined;
  return {
    requestId,
    get traceparent() {
      if (traceparent === undefined) {
        const parent = parseTraceparent(incoming);
        const traceId = parent?.traceId ?? randomBytes(16).toString('hex');
        traceparent = `00-${traceId}-${randomBytes(8).toString('hex')}-${parent?.flags ?? '00'}`;
      }
      return traceparent;
    },
  };
}

/** The headers that carry the current request on a call made for it (none outside a request). */
export function requestHeaders(): Record<string, string> {
  const t = store.getStore();
  if (!t) return {};
  return { [REQUEST_ID_HEADER]: t.requestId, [TRACEPARENT_HEADER]: t.traceparent };
}

/**
 * Express: gives each request its id (the caller's `X-Request-ID` when it is a sane one, else a
 * new one), answers it in `X-Request-ID`, and runs the rest of the request inside it. With
 * tracing on (tracing.ts), the request is a server span continuing the caller's trace.
 */
export function requestTracing(): RequestHandler {
  return (req, res, next) => {
    const requestId = requestIdFrom(req.get(REQUEST_ID_HEADER));
    res.setHeader('X-Request-ID', requestId);
    const traceparent = req.get(TRACEPARENT_HEADER);
    const span = startRequestSpan(req.method, traceparent);
    const trace = span
      ? { requestId, traceparent: `00-${span.traceId}-${span.spanId}-${span.flags}` }
      : traceFor(requestId, traceparent);
    if (span) res.once('close', () => span.end(res.statusCode, req.route?.path ?? req.baseUrl));
    store.run(trace, next);
  };
}
