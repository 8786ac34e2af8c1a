import { randomUUID } from 'node:crypto';
import type { TransactionContext } from '@switchyard/events';
import type { Db } from '../db';
import type { EventBus } from '../events';
import type { InternalCallSettings } from '../internalCalls';
import { findSafeFetchError, safeFetch } from '../safeFetch';
import type { Resolver } from '../safeFetch/guardedAgent';
import type { SafeFetchInit, SafeFetchOptions, SafeFetchResponse } from '../safeFetch/safeFetch';
import { createTransactionRecorder } from '../transactions';
import {
  ConnectionLost,
  lookUpPartnerSettings,
  lookUpUserToken,
  type LookupContext,
  type PartnerSettings,
  type UserTokenProvider,
} from './lookups';
import { DEFAULT_PRODUCT_SLUG, productHeaderPrefix, protocolHeaders, serviceKeyHeaders } from './protocol';

export interface PartnerClientOptions {
  /** The calling domain (e.g. "engine"): it signs the internal calls. */
  caller: string;
  db: Db;
  /** Where the transaction logs go; without it (unit tests) nothing is recorded. */
  events?: EventBus;
  /**
   * For the signed internal calls only (the settings SESSION_SECRET, INTERNAL_URL,
   * SUBGRAPH_<NAME>_URL), when the owner of the settings or tokens is not in this process.
   */
  internal: InternalCallSettings;
  /** host:port entries the guarded fetch reaches although private (SAFE_FETCH_ALLOW). */
  allow?: string;
  /** The platform's product slug (PRODUCT_SLUG); default DEFAULT_PRODUCT_SLUG. */
  product?: string;
  /** The tokens' owner (the composer) answers its own lookups: no provider, no HTTP. */
  userToken?: UserTokenProvider;
  /** Told of every `call` (the engine's partner latency). */
  observe?: (call: { type: string; outcome: CallOutcome['kind']; ms: number }) => void;
  /** Name resolution of the guarded fetch (tests). */
  resolver?: Resolver;
}

/** What a guarded, recorded call may set besides the client's allow-list and recorder. */
export type PartnerFetchOptions = Pick<
  SafeFetchOptions,
  'timeoutMs' | 'maxResponseBytes' | 'maxRedirects'
> & {
  /** The call's transaction log: whose it is and what kind (null: not recorded). */
  log: TransactionContext | null;
};

/** The guarded fetch with the client's allow-list, recording each call in `log`. */
export type PartnerFetch = (
  url: string,
  init: SafeFetchInit,
  opts: PartnerFetchOptions,
) => Promise<SafeFetchResponse>;

/** One call of the protocol for a user under the service's protocol base URL. */
export interface PartnerCall {
  serviceId: string;
  userId: string;
  method: 'GET' | 'POST' | 'DELETE';
  /** Under the service's protocol base URL, e.g. `/actions/create_journal_entry`. */
  path: string;
  body?: unknown;
  /** The transaction log's request type: trigger, query, action, trigger_identity, field_options. */
  type: string;
  /** X-Request-ID: the same on every attempt of one action (the partner's idempotency key). */
  requestId?: string;
  /** A realtime notification asked for this poll (X-{Product}-Realtime: 1). */
  realtime?: boolean;
  /** DELETE of a trigger identity: with the service key alone when the user's token is gone. */
  serviceKeyOnly?: boolean;
  /** Default 1 MiB. */
  maxResponseBytes?: number;
  /** The partner connection the call is made for (a Connect API call, a connection feature's run): kept on its log. */
  connectionId?: string | null;
}

/** What `send` got: no address to call, no connection, or the partner's answer. */
export type Sent =
  | { kind: 'no_address'; settings: PartnerSettings | null }
  | { kind: 'not_connected'; settings: PartnerSettings; lost: ConnectionLost }
  | {
      kind: 'answered';
      settings: PartnerSettings;
      res: SafeFetchResponse;
      /** The token the last attempt carried (null: the service key alone). */
      token: string | null;
      /** The partner answered 401 and the composer could not refresh the token. */
      lost?: ConnectionLost;
    };

/** What became of a call, as a run sees it. */
export type CallOutcome =
  | { kind: 'ok'; status: number; body: unknown; ms: number }
  /** The partner chose not to (an action's 400 with status SKIP). */
  | { kind: 'skip'; message: string; ms: number }
  /** Worth trying again later: 429, 5xx, no answer. */
  | { kind: 'retry'; message: string; ms: number }
  /** Trying again will not help: another 4xx, a bad answer. */
  | { kind: 'fail'; message: string; ms: number }
  /** The user's connection is gone: 401 after a refresh, or no token at all. */
  | { kind: 'revoked'; message: string; ms: number };

export interface TokenGrant {
  access_token: string;
  refresh_token: string | null;
  expires_at: Date | null;
}

const MAX_RESPONSE_BYTES = 1024 * 1024;
const SMALL_ANSWER_BYTES = 64 * 1024;
const PERMANENT_REFUSALS = ['bad_url', 'bad_scheme', 'blocked_address'];

function errorMessage(res: SafeFetchResponse): string {
  try {
    const body = res.json<{ errors?: { message?: unknown }[] }>();
    const m = body?.errors?.[0]?.message;
    if (typeof m === 'string' && m) return `${res.status}: ${m.slice(0, 300)}`;
  } catch {
    // not JSON: the status says enough
  }
  return `The service answered ${res.status}.`;
}

function skipMessage(res: SafeFetchResponse): string | null {
  if (res.status !== 400) return null;
  try {
    const e = res.json<{ errors?: { status?: unknown; message?: unknown }[] }>()?.errors?.[0];
    return e?.status === 'SKIP' ? String(e.message ?? 'Skipped by the service.') : null;
  } catch {
    return null;
  }
}

/**
 * The one way the platform calls a partner (PROTOCOL.md): the service's settings (one cache), the
 * user's token (from the composer, refreshed once after a 401), the protocol's headers with the
 * product's prefix, the guarded fetch (address policy, caps, time-outs, SAFE_FETCH_ALLOW) and a
 * transaction log of every call, which the user and the partner read. Settings and tokens come from
 * their owners in this process when they run here (registerPartnerProviders), else over their
 * signed internal routes. Cheap to make: its caches are the process's.
 */
export function createPartnerClient(o: PartnerClientOptions) {
  const product = o.product || DEFAULT_PRODUCT_SLUG;
  const headerPrefix = productHeaderPrefix(product);
  const lookups: LookupContext = { db: o.db, caller: o.caller, internal: o.internal };

  const recorder = (log: TransactionContext) => createTransactionRecorder(o.events, o.db, log);

  const fetch: PartnerFetch = (url, init, { log, ...opts }) =>
    safeFetch(url, init, {
      ...opts,
      allow: o.allow,
      resolver: o.resolver,
      ...(log ? { record: recorder(log) } : {}),
    });

  const settings = (serviceId: string) => lookUpPartnerSettings(lookups, serviceId);
  const userToken = (userId: string, serviceId: string, rejected?: string) =>
    lookUpUserToken({ ...lookups, own: o.userToken }, userId, serviceId, rejected);

  const logOf = (
    s: PartnerSettings,
    type: string,
    userId: string,
    connectionId?: string | null,
  ): TransactionContext => ({
    type,
    userId,
    serviceId: s.service_id,
    organizationId: s.organization_id,
    moduleName: s.module_name,
    ...(connectionId ? { connectionId } : {}),
  });

  /**
   * A protocol call for a user, through the guarded fetch, recorded: with the user's token for a
   * service whose users connect (asked again once after a 401), else with the service key. Throws
   * SafeFetchError when no answer came.
   */
  async function send(call: PartnerCall): Promise<Sent> {
    const s = await settings(call.serviceId);
    if (!s?.protocol_base_url) return { kind: 'no_address', settings: s };
    const base = s.protocol_base_url;
    let token: string | null = null;
    if (!call.serviceKeyOnly) {
      try {
        token = await userToken(call.userId, call.serviceId);
      } catch (err) {
        if (err instanceof ConnectionLost) return { kind: 'not_connected', settings: s, lost: err };
        throw err;
      }
    }
    const attempt = (bearer: string | null) =>
      fetch(
        base + call.path,
        {
          method: call.method,
          headers: {
            ...protocolHeaders({ requestId: call.requestId }),
            ...s.service_key_headers,
            ...(call.realtime ? { [`X-${headerPrefix}-Realtime`]: '1' } : {}),
            ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
          },
          body: call.body === undefined ? undefined : JSON.stringify(call.body),
        },
        {
          maxResponseBytes: call.maxResponseBytes ?? MAX_RESPONSE_BYTES,
          log: logOf(s, call.type, call.userId, call.connectionId),
        },
      );
    const res = await attempt(token);
    if (res.status !== 401 || !token) return { kind: 'answered', settings: s, res, token };
    try {
      token = await userToken(call.userId, call.serviceId, token);
    } catch (err) {
      if (err instanceof ConnectionLost) return { kind: 'answered', settings: s, res, token, lost: err };
      throw err;
    }
    return { kind: 'answered', settings: s, res: await attempt(token), token };
  }

  /** `send`, told as a run sees it (ok, skip, retry, fail, revoked), and observed. */
  async function call(c: PartnerCall): Promise<CallOutcome> {
    const started = Date.now();
    const outcome = await classify(c, () => Date.now() - started);
    o.observe?.({ type: c.type, outcome: outcome.kind, ms: outcome.ms });
    return outcome;
  }

  async function classify(c: PartnerCall, ms: () => number): Promise<CallOutcome> {
    let sent: Sent;
    try {
      sent = await send(c);
    } catch (err) {
      const refused = findSafeFetchError(err);
      if (!refused) throw err;
      const kind = PERMANENT_REFUSALS.includes(refused.code) ? 'fail' : 'retry';
      return { kind, message: refused.message, ms: ms() };
    }
    if (sent.kind === 'no_address')
      return { kind: 'fail', message: 'The service has no API address.', ms: ms() };
    if (sent.kind === 'not_connected') return { kind: 'revoked', message: sent.lost.message, ms: ms() };
    const { res, token } = sent;
    if (sent.lost) return { kind: 'revoked', message: sent.lost.message, ms: ms() };
    if (res.status === 401 && token)
      return {
        kind: 'revoked',
        message: new ConnectionLost(sent.settings.module_name, 'refused').message,
        ms: ms(),
      };
    if (res.status === 401) return { kind: 'fail', message: errorMessage(res), ms: ms() };
    if (res.status === 429 || res.status >= 500)
      return { kind: 'retry', message: errorMessage(res), ms: ms() };
    const skipped = skipMessage(res);
    if (skipped !== null) return { kind: 'skip', message: skipped, ms: ms() };
    if (res.status < 200 || res.status >= 300) return { kind: 'fail', message: errorMessage(res), ms: ms() };
    let body: unknown = null;
    if (res.body.length) {
      try {
        body = res.json();
      } catch {
        return { kind: 'fail', message: 'The service answered with something that is not JSON.', ms: ms() };
      }
    }
    return { kind: 'ok', status: res.status, body, ms: ms() };
  }

  /** POSTs a form to the service's OAuth token URL; the answer's tokens, or null when it refused. */
  async function grantToken(
    s: PartnerSettings,
    params: Record<string, string | null>,
    context: { userId: string; type: string },
  ): Promise<TokenGrant | null> {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries({
      ...params,
      client_id: s.oauth.client_id,
      client_secret: s.oauth.client_secret,
    }))
      if (v != null) form.set(k, v);
    const res = await fetch(
      s.oauth.token_url!,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
          'X-Request-ID': randomUUID(),
        },
        body: form.toString(),
      },
      { maxResponseBytes: SMALL_ANSWER_BYTES, log: logOf(s, context.type, context.userId) },
    );
    if (res.status !== 200) return null;
    const body = res.json<{ access_token?: unknown; refresh_token?: unknown; expires_in?: unknown }>();
    if (typeof body.access_token !== 'string' || !body.access_token) return null;
    return {
      access_token: body.access_token,
      refresh_token: typeof body.refresh_token === 'string' ? body.refresh_token : null,
      expires_at: typeof body.expires_in === 'number' ? new Date(Date.now() + body.expires_in * 1000) : null,
    };
  }

  /**
   * Who the user is at the partner (PROTOCOL.md GET /user/info; its `id` never changes): kept with
   * the connection, so a realtime notification naming that id reaches the user's applets. Null when
   * the partner does not say.
   */
  async function userInfo(
    s: PartnerSettings,
    accessToken: string,
    userId: string,
  ): Promise<{ partner_user_id: string; partner_user_name: string | null } | null> {
    if (!s.protocol_base_url) return null;
    const res = await fetch(
      `${s.protocol_base_url}/user/info`,
      { method: 'GET', headers: { ...protocolHeaders(), Authorization: `Bearer ${accessToken}` } },
      { maxResponseBytes: SMALL_ANSWER_BYTES, log: logOf(s, 'user_info', userId) },
    ).catch(() => null);
    if (res?.status !== 200) return null;
    try {
      const data = res.json<{ data?: { id?: unknown; name?: unknown } }>().data;
      const id = typeof data?.id === 'string' || typeof data?.id === 'number' ? String(data.id) : null;
      if (!id || id.length > 200) return null;
      return {
        partner_user_id: id,
        partner_user_name: typeof data?.name === 'string' ? data.name.slice(0, 200) : null,
      };
    } catch {
      return null;
    }
  }

  return {
    /** The platform's product slug, e.g. `switchyard`. */
    product,
    /** The prefix of the protocol's headers, e.g. `Switchyard`, `IFTTT`. */
    headerPrefix,
    /** The service key under both of the protocol's names, with this product's prefix. */
    serviceKeyHeaders: (serviceKey: string) => serviceKeyHeaders(product, serviceKey),
    settings,
    userToken,
    /** The guarded fetch (allow-list, caps, time-out, transaction log): the only way to call a partner. */
    fetch,
    send,
    call,
    grantToken,
    userInfo,
  };
}

export type PartnerClient = ReturnType<typeof createPartnerClient>;
