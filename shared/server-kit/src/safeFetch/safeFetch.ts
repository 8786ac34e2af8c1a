import { Agent, request } from 'undici';
import { logger } from '../logger';
import { AllowList, isIpLiteral, portOf, unbracket } from './addressPolicy';
import { blocked, createGuardedAgent, refusalFor, systemResolver, type Resolver } from './guardedAgent';
import { decodeBody } from './decodeBody';
import { readCapped, tooLarge } from './readCapped';
import { findSafeFetchError, SafeFetchError } from './safeFetchError';

export const SAFE_FETCH_DEFAULTS = {
  timeoutMs: 10_000,
  maxResponseBytes: 5 * 1024 * 1024,
  maxRedirects: 5,
} as const;

export type SafeFetchHeaders = Record<string, string> | [string, string][] | Headers;

export interface SafeFetchInit {
  method?: string;
  headers?: SafeFetchHeaders;
  body?: string | Uint8Array | null;
  /** The caller's own cancellation; the time-out applies as well. */
  signal?: AbortSignal;
}

/** One guarded call, as given to `record` whether it succeeded, failed or was refused. */
export interface SafeFetchCall {
  startedAt: Date;
  durationMs: number;
  method: string;
  /** The URL asked for; `finalUrl` is where redirects led. */
  url: string;
  finalUrl: string;
  redirects: string[];
  requestHeaders: Record<string, string>;
  requestBody: string | null;
  status: number | null;
  responseHeaders: Record<string, string> | null;
  responseBody: string | null;
  error: { code: string; message: string } | null;
}

export interface SafeFetchOptions {
  timeoutMs?: number;
  maxResponseBytes?: number;
  maxRedirects?: number;
  /** host:port entries reached without address checks (SAFE_FETCH_ALLOW: development, tests); default none. */
  allow?: string | readonly string[];
  /** Name resolution (tests inject one); default the system resolver. */
  resolver?: Resolver;
  /** Called once per safeFetch call, after it ends (e.g. a transaction-log recorder). Its errors are logged, not thrown. */
  record?: (call: SafeFetchCall) => void | Promise<void>;
}

export interface SafeFetchResponse {
  status: number;
  headers: Headers;
  /** The URL that answered (after redirects). */
  url: string;
  redirected: boolean;
  redirects: string[];
  /** Unpacked when its Content-Encoding is gzip, deflate or br (within maxResponseBytes). */
  body: Buffer;
  text(): string;
  json<T = unknown>(): T;
  durationMs: number;
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);
/** Not carried to another origin by a redirect. */
const credentialHeader =
  /^(authorization|proxy-authorization|cookie|x-csrf-token)$|-(service|channel)-key$|token/i;

/**
 * The one way to call a partner URL: http(s) only, every address checked before and at connect time
 * (see guardedConnector), redirects followed by hand and each hop checked again, a deadline over the
 * whole call and a running cap on the response body. Throws SafeFetchError; the response is buffered.
 */
export async function safeFetch(
  url: string | URL,
  init: SafeFetchInit = {},
  opts: SafeFetchOptions = {},
): Promise<SafeFetchResponse> {
  const startedAt = new Date();
  const t0 = performance.now();
  const timeoutMs = opts.timeoutMs ?? SAFE_FETCH_DEFAULTS.timeoutMs;
  const maxBytes = opts.maxResponseBytes ?? SAFE_FETCH_DEFAULTS.maxResponseBytes;
  const maxRedirects = opts.maxRedirects ?? SAFE_FETCH_DEFAULTS.maxRedirects;
  const method = (init.method ?? 'GET').toUpperCase();
  const requestHeaders = headersObject(init.headers);
  const requestBody = init.body ?? null;

  const call: SafeFetchCall = {
    startedAt,
    durationMs: 0,
    method,
    url: String(url),
    finalUrl: String(url),
    redirects: [],
    requestHeaders,
    requestBody:
      requestBody === null
        ? null
        : typeof requestBody === 'string'
          ? requestBody
          : Buffer.from(requestBody).toString('utf8'),
    status: null,
    responseHeaders: null,
    responseBody: null,
    error: null,
  };

  const deadline = new AbortController();
  const timer = setTimeout(
    () =>
      deadline.abort(
        new SafeFetchError('timeout', `No complete answer within ${timeoutMs} ms.`, call.finalUrl),
      ),
    timeoutMs,
  );
  const signal = init.signal ? AbortSignal.any([deadline.signal, init.signal]) : deadline.signal;
  try {
    const allow = allowListFor(opts.allow);
    const agent = agentFor(allow, opts.resolver ?? systemResolver);
    let target = parseTarget(String(url));
    let hopMethod = method;
    let hopHeaders = { ...requestHeaders };
    let hopBody: string | Uint8Array | null = requestBody;
    for (let hop = 0; ; hop++) {
      call.finalUrl = target.href;
      precheck(target, allow);
      const res = await untilAborted(
        request(target, {
          dispatcher: agent,
          method: hopMethod as 'GET',
          headers: hopHeaders,
          body: hopBody ?? undefined,
          signal,
        }),
        signal,
      );
      const location = res.headers.location;
      if (redirectStatuses.has(res.statusCode) && typeof location === 'string') {
        await res.body.dump().catch(() => undefined);
        if (hop >= maxRedirects) {
          throw new SafeFetchError('too_many_redirects', `More than ${maxRedirects} redirects.`, target.href);
        }
        const next = parseTarget(location, target);
        if (res.statusCode === 303 ? hopMethod !== 'HEAD' : res.statusCode <= 302 && hopMethod === 'POST') {
          hopMethod = 'GET';
          hopBody = null;
          hopHeaders = withoutHeaders(hopHeaders, /^(content-type|content-length|content-encoding)$/i);
        }
        if (next.origin !== target.origin) hopHeaders = withoutHeaders(hopHeaders, credentialHeader);
        call.redirects.push(next.href);
        target = next;
        continue;
      }
      const headers = responseHeaders(res.headers);
      call.status = res.statusCode;
      call.responseHeaders = Object.fromEntries(headers);
      const declared = Number(res.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes) {
        const err = tooLarge(maxBytes, target.href);
        res.body.destroy(err);
        throw err;
      }
      const body = decodeBody(
        await readCapped(res.body, maxBytes, target.href),
        res.headers['content-encoding'],
        maxBytes,
        target.href,
      );
      const text = body.toString('utf8');
      call.responseBody = text;
      const durationMs = performance.now() - t0;
      return {
        status: res.statusCode,
        headers,
        url: target.href,
        redirected: call.redirects.length > 0,
        redirects: [...call.redirects],
        body,
        text: () => text,
        json: <T>() => JSON.parse(text) as T,
        durationMs,
      };
    }
  } catch (err) {
    const e = asSafeFetchError(err, signal, deadline.signal, call.finalUrl);
    call.error = { code: e.code, message: e.message };
    throw e;
  } finally {
    clearTimeout(timer);
    call.durationMs = performance.now() - t0;
    if (opts.record) {
      try {
        await opts.record(call);
      } catch (err) {
        logger.warn({ err, url: call.url }, 'could not record an outbound call');
      }
    }
  }
}

/** undici does not give up on a request while its connection is being opened (a slow lookup): the deadline does. */
function untilAborted<T extends { body: { destroy(): unknown } }>(
  p: Promise<T>,
  signal: AbortSignal,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      reject(signal.reason);
      p.then(
        (late) => late.body.destroy(),
        () => undefined,
      );
    };
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    p.then(
      (res) => {
        signal.removeEventListener('abort', onAbort);
        resolve(res);
      },
      (err) => {
        signal.removeEventListener('abort', onAbort);
        reject(err);
      },
    );
  });
}

function parseTarget(raw: string, base?: URL): URL {
  let u: URL;
  try {
    u = new URL(raw, base);
  } catch {
    throw new SafeFetchError('bad_url', `"${raw}" is not a valid URL.`, raw);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') {
    throw new SafeFetchError(
      'bad_scheme',
      `Only http and https URLs can be called, not ${u.protocol}`,
      u.href,
    );
  }
  if (u.username || u.password) {
    throw new SafeFetchError('bad_url', 'URLs with credentials in them are not called.', u.href);
  }
  return u;
}

/** An IP-literal host is refused here, before a dispatcher sees it (the connector checks again). */
function precheck(u: URL, allow: AllowList) {
  if (!isIpLiteral(u.hostname)) return;
  const address = unbracket(u.hostname);
  const port = portOf(u.protocol, u.port);
  const reason = refusalFor(address, port, allow);
  if (reason) throw blocked(address, address, port, reason, u.href);
}

function asSafeFetchError(
  err: unknown,
  signal: AbortSignal,
  deadline: AbortSignal,
  url: string,
): SafeFetchError {
  if (deadline.aborted) return deadline.reason as SafeFetchError;
  if (signal.aborted) return new SafeFetchError('aborted', 'The call was cancelled.', url, { cause: err });
  const found = findSafeFetchError(err);
  if (found) return found.url ? found : new SafeFetchError(found.code, found.message, url, { cause: err });
  const code = (err as { code?: string }).code ?? '';
  const message =
    code === 'ECONNREFUSED'
      ? 'The connection was refused.'
      : code === 'UND_ERR_CONNECT_TIMEOUT'
        ? 'The connection timed out.'
        : `The call failed (${code || (err as Error).message}).`;
  return new SafeFetchError('connection_failed', message, url, { cause: err });
}

function headersObject(h: SafeFetchHeaders | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!h) return out;
  const entries = h instanceof Headers || Array.isArray(h) ? [...h] : Object.entries(h);
  for (const [k, v] of entries) {
    const key = k.toLowerCase();
    out[key] = key in out ? `${out[key]}, ${v}` : String(v);
  }
  return out;
}

function withoutHeaders(h: Record<string, string>, drop: RegExp): Record<string, string> {
  return Object.fromEntries(Object.entries(h).filter(([k]) => !drop.test(k)));
}

function responseHeaders(raw: Record<string, string | string[] | undefined>): Headers {
  const h = new Headers();
  for (const [k, v] of Object.entries(raw)) {
    if (v === undefined) continue;
    for (const one of Array.isArray(v) ? v : [v]) h.append(k, one);
  }
  return h;
}

// Parsed allow-lists by their spelling: a setting is parsed once, not on every call.
const allowLists = new Map<string, AllowList>();

function allowListFor(spec: string | readonly string[] | undefined): AllowList {
  const key = typeof spec === 'string' ? spec : (spec ?? []).join(',');
  let list = allowLists.get(key);
  if (!list) {
    list = new AllowList(key);
    if (allowLists.size >= 100) allowLists.clear();
    allowLists.set(key, list);
  }
  return list;
}

// One dispatcher (and so one connection pool) per resolver and allow-list.
const agents = new WeakMap<Resolver, Map<string, Agent>>();

function agentFor(allow: AllowList, resolver: Resolver): Agent {
  let byKey = agents.get(resolver);
  if (!byKey) agents.set(resolver, (byKey = new Map()));
  const key = allow.key();
  let agent = byKey.get(key);
  if (!agent) {
    agent = createGuardedAgent({ allow, resolver, connectTimeoutMs: SAFE_FETCH_DEFAULTS.timeoutMs });
    byKey.set(key, agent);
  }
  return agent;
}
