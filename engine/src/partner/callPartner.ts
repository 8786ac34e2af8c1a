import {
  createTransactionRecorder,
  findSafeFetchError,
  protocolHeaders,
  productHeaderPrefix,
  productOf,
  safeFetch,
  type DomainDeps,
  type SafeFetchResponse,
} from '@switchyard/server-kit';
import { partnerLatency } from '../engineMetrics';
import { partnerSettings } from './partnerSettings';
import { ConnectionLost, userToken } from './userTokens';

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

export interface PartnerCall {
  serviceId: string;
  userId: string;
  method: 'POST' | 'DELETE';
  /** Under the service's protocol base URL, e.g. `/actions/create_journal_entry`. */
  path: string;
  body?: unknown;
  /** The transaction log's request type: trigger, query, action, trigger_identity. */
  type: string;
  /** X-Request-ID: the same on every attempt of one action (the partner's idempotency key). */
  requestId?: string;
  /** A realtime notification asked for this poll (X-{Product}-Realtime: 1). */
  realtime?: boolean;
  /** DELETE of a trigger identity: with the service key alone when the user's token is gone. */
  serviceKeyOnly?: boolean;
}

const MAX_RESPONSE_BYTES = 1024 * 1024;

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

function isSkip(res: SafeFetchResponse): string | null {
  if (res.status !== 400) return null;
  try {
    const e = res.json<{ errors?: { status?: unknown; message?: unknown }[] }>()?.errors?.[0];
    return e?.status === 'SKIP' ? String(e.message ?? 'Skipped by the service.') : null;
  } catch {
    return null;
  }
}

/**
 * One call of the protocol for a user, through safeFetch (the address policy, caps and time-outs),
 * recorded as a transaction log of the service's organization: with the user's token, refreshed
 * once after a 401, for a service whose users connect.
 */
export async function callPartner(deps: DomainDeps, call: PartnerCall): Promise<CallOutcome> {
  const outcome = await callOnce(deps, call);
  partnerLatency.observe({ type: call.type, outcome: outcome.kind }, outcome.ms / 1000);
  return outcome;
}

async function callOnce(deps: DomainDeps, call: PartnerCall): Promise<CallOutcome> {
  const started = Date.now();
  const ms = () => Date.now() - started;
  const settings = await partnerSettings(deps.env, call.serviceId);
  if (!settings?.protocol_base_url)
    return { kind: 'fail', message: 'The service has no API address.', ms: ms() };
  let token: string | null = null;
  if (!call.serviceKeyOnly) {
    try {
      token = await userToken(deps.env, call.userId, call.serviceId);
    } catch (err) {
      if (err instanceof ConnectionLost) return { kind: 'revoked', message: err.message, ms: ms() };
      throw err;
    }
  }
  const product = productOf(deps.env);
  const record = createTransactionRecorder(deps.events, deps.db, {
    type: call.type,
    userId: call.userId,
    serviceId: call.serviceId,
    organizationId: settings.organization_id,
    moduleName: settings.module_name,
  });
  const send = (bearer: string | null) =>
    safeFetch(
      settings.protocol_base_url + call.path,
      {
        method: call.method,
        headers: {
          ...protocolHeaders(call.requestId),
          ...settings.service_key_headers,
          ...(call.realtime ? { [`X-${productHeaderPrefix(product)}-Realtime`]: '1' } : {}),
          ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
        },
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
      },
      { allow: deps.env.SAFE_FETCH_ALLOW, maxResponseBytes: MAX_RESPONSE_BYTES, record },
    );
  let res: SafeFetchResponse;
  try {
    res = await send(token);
    if (res.status === 401 && token) {
      try {
        token = await userToken(deps.env, call.userId, call.serviceId, token);
      } catch (err) {
        if (err instanceof ConnectionLost) return { kind: 'revoked', message: err.message, ms: ms() };
        throw err;
      }
      res = await send(token);
    }
  } catch (err) {
    const refused = findSafeFetchError(err);
    if (!refused) throw err;
    const permanent = ['bad_url', 'bad_scheme', 'blocked_address'].includes(refused.code);
    return { kind: permanent ? 'fail' : 'retry', message: refused.message, ms: ms() };
  }
  if (res.status === 401 && token)
    return {
      kind: 'revoked',
      message: new ConnectionLost(settings.module_name, 'refused').message,
      ms: ms(),
    };
  if (res.status === 401) return { kind: 'fail', message: errorMessage(res), ms: ms() };
  if (res.status === 429 || res.status >= 500) return { kind: 'retry', message: errorMessage(res), ms: ms() };
  const skipped = isSkip(res);
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
