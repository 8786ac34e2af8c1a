import { randomUUID } from 'node:crypto';
import { SafeFetchError } from '@switchyard/server-kit';
import {
  serviceKeyHeaders,
  type PartnerFetch,
  type PartnerFetchOptions,
} from '@switchyard/server-kit/partner-client';

/** What the script's fetch resolves to: plain JSON (the sandbox passes nothing else). */
export interface ScriptFetchResponse {
  status: number;
  ok: boolean;
  /** Where redirects led. */
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface ScriptFetchOptions {
  /** The service's api_url_prefix: the only place the script may call. */
  apiUrlPrefix: string | null;
  /** PRODUCT_SLUG, for the key headers ({Product}-Service-Key). */
  product: string;
  /** Sent as {Product}-Service-Key and {Product}-Channel-Key when the service has one. */
  serviceKey: string | null;
  /** Calls per run (each one is a transaction log and a request to the partner). */
  maxCalls?: number;
  /**
   * The partner client's fetch (its allow-list, resolver and recorder), with each call's time-out,
   * size cap and transaction log.
   */
  partner: PartnerFetchOptions & { fetch: PartnerFetch };
}

export const SCRIPT_FETCH_MAX_CALLS = 10;
/** A partner's answer the script may read (it lands in the sandbox's memory). */
export const SCRIPT_FETCH_MAX_RESPONSE_BYTES = 1024 * 1024;
export const NO_API_URL_PREFIX =
  "This service has no API URL prefix: set it on the service page to call the service's API from the script.";

/**
 * The URL a script asks for, resolved against the service's api_url_prefix: a path ('/switchyard/v1/status')
 * is appended to the prefix; an absolute URL must lie under it (same origin, the prefix's path at a
 * segment boundary). Throws otherwise, before any connection.
 */
export function resolveScriptUrl(apiUrlPrefix: string | null, url: unknown): string {
  const prefix = (apiUrlPrefix ?? '').trim().replace(/\/+$/, '');
  if (!prefix) throw new Error(NO_API_URL_PREFIX);
  if (typeof url !== 'string' || !url) throw new TypeError('fetch needs a URL (a string).');
  const outside = new Error(`The script may call only its service's API, under ${prefix}.`);
  const base = new URL(prefix);
  let target: URL;
  try {
    target = new URL(url.startsWith('/') && !url.startsWith('//') ? prefix + url : url);
  } catch {
    throw outside;
  }
  const basePath = base.pathname.replace(/\/+$/, '');
  const underPrefix =
    target.origin === base.origin &&
    (basePath === '' || target.pathname === basePath || target.pathname.startsWith(`${basePath}/`));
  if (!underPrefix || target.username || target.password) throw outside;
  return target.href;
}

interface ScriptInit {
  method: string;
  headers: Record<string, string>;
  body: string | null;
}

function readInit(init: unknown): ScriptInit {
  const i = (typeof init === 'object' && init !== null ? init : {}) as Record<string, unknown>;
  const method = i.method === undefined ? 'GET' : i.method;
  if (typeof method !== 'string' || !/^[A-Za-z]+$/.test(method)) throw new TypeError('fetch: bad method.');
  const headers: Record<string, string> = {};
  if (i.headers !== undefined) {
    if (typeof i.headers !== 'object' || i.headers === null || Array.isArray(i.headers)) {
      throw new TypeError('fetch: headers must be an object of strings.');
    }
    for (const [name, value] of Object.entries(i.headers)) {
      if (typeof value !== 'string' && typeof value !== 'number') {
        throw new TypeError(`fetch: header ${name} must be a string.`);
      }
      headers[name] = String(value);
    }
  }
  const body =
    i.body === undefined || i.body === null
      ? null
      : typeof i.body === 'string'
        ? i.body
        : JSON.stringify(i.body);
  return { method: method.toUpperCase(), headers, body };
}

const withoutNames = (headers: Record<string, string>, names: string[]) =>
  Object.fromEntries(Object.entries(headers).filter(([n]) => !names.includes(n.toLowerCase())));

/**
 * The fetch capability a script run gets: the partner client's guarded fetch (address checks,
 * time-out, size cap, a transaction log per call) limited to the service's API, with the protocol's
 * headers and the service key added.
 * A refused or failed call rejects with an Error the script can catch; any answered status resolves.
 */
export function createScriptFetch(opts: ScriptFetchOptions) {
  const maxCalls = opts.maxCalls ?? SCRIPT_FETCH_MAX_CALLS;
  const keyHeaders = opts.serviceKey ? serviceKeyHeaders(opts.product, opts.serviceKey) : {};
  const { fetch, ...fetchOptions } = opts.partner;
  let calls = 0;
  return async function scriptFetch(url: unknown, init?: unknown): Promise<ScriptFetchResponse> {
    if (++calls > maxCalls) throw new Error(`A script run may make at most ${maxCalls} calls.`);
    const target = resolveScriptUrl(opts.apiUrlPrefix, url);
    const { method, headers, body } = readInit(init);
    // The script cannot replace the key headers with its own values.
    const own = withoutNames(
      headers,
      Object.keys(keyHeaders).map((n) => n.toLowerCase()),
    );
    const sent = {
      Accept: 'application/json',
      'Accept-Charset': 'utf-8',
      'Content-Type': 'application/json',
      'X-Request-ID': randomUUID(),
      ...own,
      ...keyHeaders,
    };
    try {
      const res = await fetch(target, { method, headers: sent, body }, fetchOptions);
      return {
        status: res.status,
        ok: res.status >= 200 && res.status < 300,
        url: res.url,
        headers: Object.fromEntries(res.headers),
        body: res.text(),
      };
    } catch (err) {
      if (err instanceof SafeFetchError) throw new Error(`fetch failed (${err.code}): ${err.message}`);
      throw err;
    }
  };
}

export type ScriptFetch = ReturnType<typeof createScriptFetch>;
