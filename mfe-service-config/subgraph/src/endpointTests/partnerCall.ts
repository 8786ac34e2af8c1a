import { redactHeaders, redactJson, redactText, SafeFetchError } from '@switchyard/server-kit';
import type { PartnerFetch, PartnerFetchOptions } from '@switchyard/server-kit/partner-client';
import type { PartnerAnswer } from './checks';

/** Bodies shown on the page are cut to this many characters (the transaction log keeps its own copy). */
export const EVENT_BODY_CAP = 64 * 1024;
export const MAX_RESPONSE_BYTES = 1024 * 1024;

export interface PartnerCall {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  /** Sent as JSON; none for GET (and a bodiless POST). */
  body?: unknown;
}

export interface PartnerCallOutcome {
  /** test_case_request's data */
  request: Record<string, unknown>;
  /** test_case_response's data, when an answer came */
  response?: Record<string, unknown>;
  answer?: PartnerAnswer;
  /** test_case_error's data, when none came */
  error?: { code: string; message: string };
}

/**
 * One call of an endpoint test through the partner client's guarded fetch (address checks, time-out,
 * size cap, transaction log in `log`), described for the events with the run's secrets redacted.
 */
export async function callPartner(
  call: PartnerCall,
  opts: PartnerFetchOptions & {
    /** The partner client's fetch. */
    fetch: PartnerFetch;
    signal?: AbortSignal;
    secrets: readonly string[];
  },
): Promise<PartnerCallOutcome> {
  const { fetch, signal, secrets, ...fetchOptions } = opts;
  const bodyText = call.body === undefined ? undefined : JSON.stringify(call.body);
  const request = {
    method: call.method,
    url: call.url,
    headers: redactHeaders(call.headers, { keepNameCase: true }) ?? {},
    body: call.body === undefined ? null : shown(call.body, secrets).body,
  };
  try {
    const res = await fetch(
      call.url,
      { method: call.method, headers: call.headers, body: bodyText ?? null, signal },
      { maxResponseBytes: MAX_RESPONSE_BYTES, ...fetchOptions },
    );
    const text = res.text();
    const json = parseJson(text);
    const body = json === undefined ? shownText(text, secrets) : shown(json, secrets);
    return {
      request,
      response: {
        status: res.status,
        headers: redactHeaders(Object.fromEntries(res.headers), { keepNameCase: true }) ?? {},
        body: body.body,
        ...(body.truncated ? { body_truncated: true } : {}),
        duration_ms: Math.round(res.durationMs),
      },
      answer: { status: res.status, json },
    };
  } catch (err) {
    if (err instanceof SafeFetchError) return { request, error: { code: err.code, message: err.message } };
    return { request, error: { code: 'failed', message: (err as Error).message } };
  }
}

function parseJson(text: string): unknown {
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function shown(json: unknown, secrets: readonly string[]): { body: unknown; truncated: boolean } {
  const redacted = redactText(JSON.stringify(redactJson(json)), secrets);
  if (redacted.length > EVENT_BODY_CAP) return { body: redacted.slice(0, EVENT_BODY_CAP), truncated: true };
  try {
    return { body: JSON.parse(redacted) as unknown, truncated: false };
  } catch {
    return { body: redacted, truncated: false };
  }
}

function shownText(text: string, secrets: readonly string[]): { body: string; truncated: boolean } {
  const redacted = redactText(text, secrets);
  return redacted.length > EVENT_BODY_CAP
    ? { body: redacted.slice(0, EVENT_BODY_CAP), truncated: true }
    : { body: redacted, truncated: false };
}
