import type { Db } from '../db';
import { internalFetch, type InternalCallSettings } from '../internalCalls';
import { TtlCache } from '../ttlCache';

/**
 * What service-config tells another domain about calling a service's partner API (in-process, or
 * its signed internal route `GET /internal/services/{id}/partner_settings`): where, how it
 * authenticates, and the secrets for it. Never public, never in an event.
 */
export interface PartnerSettings {
  service_id: string;
  /** The service's organization: its transaction logs are theirs to read. */
  organization_id: string;
  module_name: string;
  authentication_type: string;
  protocol_base_url: string | null;
  service_key_headers: Record<string, string>;
  oauth: {
    client_id: string | null;
    client_secret: string | null;
    authorization_url: string | null;
    token_url: string | null;
  };
}

const USER_AUTH = /^(oauth|oauth_pkce|oauth_refresh_token|oauth_pkce_refresh_token|api_token_auth)$/;
/** Whether the service's calls carry the user's token (so the user connects first). */
export const needsUserConnection = (authenticationType: string | null | undefined) =>
  USER_AUTH.test(authenticationType ?? '');

/** A user's token for a service as the composer answers it (`access_token` null: the service takes none). */
export interface UserToken {
  access_token: string | null;
  expires_at: string | null;
}

/**
 * The composer's answer to "this user's token for this service" (its internal route answers the
 * same: 200, 409 with the error, 404 for null). `rejected` is a token the partner answered 401 to:
 * refreshed once, unless another worker already has.
 */
export type UserTokenAnswer = UserToken | { error: 'not_connected' | 'refused'; service: string } | null;
export type UserTokenProvider = (ask: {
  userId: string;
  serviceId: string;
  rejected?: string;
}) => Promise<UserTokenAnswer>;

/** What the owning domains answer in-process when they run in the caller's process. */
export interface PartnerProviders {
  /** service-config: a service's partner settings; null when it is unknown. */
  partnerSettings?: (serviceId: string) => Promise<PartnerSettings | null>;
  /** The composer: a user's token for a service. */
  userToken?: UserTokenProvider;
}

// By database: whoever hosts a domain hosts it on one database, and everything hosted with it in
// that process shares it (the gateway's embedded default); a process that hosts neither owner (a
// subgraph or the engine's workers on their own) finds none and asks over HTTP.
const providers = new WeakMap<Db, PartnerProviders>();

/**
 * The owning domain offers its lookups to the partner clients of its process (call it where the
 * domain starts); the returned function takes them back (where it stops).
 */
export function registerPartnerProviders(db: Db, own: PartnerProviders): () => void {
  providers.set(db, { ...providers.get(db), ...own });
  return () => {
    const now = { ...providers.get(db) };
    for (const key of Object.keys(own) as (keyof PartnerProviders)[])
      if (now[key] === own[key]) delete now[key];
    providers.set(db, now);
  };
}

export const partnerProvidersOf = (db: Db): PartnerProviders => providers.get(db) ?? {};

/** Why there is no token for a user: they never connected, or the partner refused a refresh. */
export class ConnectionLost extends Error {
  constructor(
    readonly service: string,
    readonly reason: 'not_connected' | 'refused',
  ) {
    super(
      reason === 'not_connected'
        ? `Connect ${service} to turn this Applet on again.`
        : `${service} refused the connection. Reconnect ${service} to turn this Applet on again.`,
    );
  }
}

/** Where the lookups go when no owner is in-process: signed internal calls as `caller`. */
export interface LookupContext {
  db: Db;
  caller: string;
  /** For the signed internal calls only (SESSION_SECRET, INTERNAL_URL, SUBGRAPH_<NAME>_URL). */
  internal: InternalCallSettings;
}

// The one cache of partner settings in a process. Secrets change rarely; a short life bounds how
// long a changed service key, client secret or URL is missed.
const settingsCache = new TtlCache<string, PartnerSettings | null>(30_000, 2000);

async function askSettings(c: LookupContext, serviceId: string): Promise<PartnerSettings | null> {
  const own = partnerProvidersOf(c.db).partnerSettings;
  if (own) return own(serviceId);
  const res = await internalFetch(
    c.internal,
    c.caller,
    'service_config',
    `/internal/services/${encodeURIComponent(serviceId)}/partner_settings`,
  );
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`partner settings of ${serviceId}: ${res.status}`);
  return (await res.json()) as PartnerSettings;
}

/** A service's partner settings (service-config's, in-process or over HTTP), kept 30 s; null when unknown. */
export const lookUpPartnerSettings = (c: LookupContext, serviceId: string) =>
  settingsCache.get(serviceId, () => askSettings(c, serviceId));

/** Forgets a service's settings (all of them without an id): the next call asks again. */
export const forgetPartnerSettings = (serviceId?: string) =>
  serviceId === undefined ? settingsCache.clearAll() : settingsCache.clear(serviceId);

// Tokens asked over HTTP: each until a minute before it expires (the composer refreshes it then),
// else a minute. An in-process answer is not kept (it is a read of the composer's own table).
const tokenCache = new TtlCache<string, UserToken>(60_000, 10_000);

function tokenOf(answer: UserTokenAnswer, userId: string, serviceId: string): UserToken {
  if (answer === null) throw new Error(`token of ${userId} for ${serviceId}: no such service`);
  if ('error' in answer) throw new ConnectionLost(answer.service, answer.error);
  return answer;
}

async function askToken(c: LookupContext, body: Record<string, string>): Promise<UserToken> {
  const res = await internalFetch(c.internal, c.caller, 'composer', '/internal/connections/token', {
    method: 'POST',
    body,
  });
  if (res.status === 409)
    return tokenOf((await res.json()) as UserTokenAnswer, body.user_id, body.service_id);
  if (!res.ok) throw new Error(`token of ${body.user_id} for ${body.service_id}: ${res.status}`);
  return (await res.json()) as UserToken;
}

/**
 * The user's access token for a service (null for a service without user auth), from the composer,
 * which holds and refreshes it: `own` (the composer itself), else its provider in this process,
 * else its internal route. Throws ConnectionLost when there is none.
 */
export async function lookUpUserToken(
  c: LookupContext & { own?: UserTokenProvider },
  userId: string,
  serviceId: string,
  rejected?: string,
): Promise<string | null> {
  const provider = c.own ?? partnerProvidersOf(c.db).userToken;
  if (provider)
    return tokenOf(await provider({ userId, serviceId, rejected }), userId, serviceId).access_token;
  const key = `${userId}:${serviceId}`;
  const ask = () => askToken(c, { user_id: userId, service_id: serviceId });
  if (rejected) {
    tokenCache.clear(key);
    const fresh = await askToken(c, { user_id: userId, service_id: serviceId, rejected_token: rejected });
    return (await tokenCache.get(key, async () => fresh)).access_token;
  }
  const token = await tokenCache.get(key, ask);
  if (token.expires_at && Date.parse(token.expires_at) < Date.now() + 60_000) {
    tokenCache.clear(key);
    return (await tokenCache.get(key, ask)).access_token;
  }
  return token.access_token;
}

/** The service a partner's service key belongs to. */
export interface KeyService {
  service_id: string;
  module_name: string;
}

// A minute: a key changes rarely, and a wrong one is not asked again on every request.
const keyServices = new TtlCache<string, KeyService | null>(60_000, 1000);

/**
 * The service a partner's service key belongs to (service-config knows the keys: its signed
 * internal route `POST /internal/services/by_service_key`), kept a minute; null when none. Throws
 * when service-config cannot say. What a partner's own calls to the platform (realtime
 * notifications, the Connect API) are authenticated by.
 */
export function lookUpServiceByKey(
  internal: InternalCallSettings,
  caller: string,
  key: string,
): Promise<KeyService | null> {
  return keyServices.get(key, async () => {
    const res = await internalFetch(internal, caller, 'service_config', '/internal/services/by_service_key', {
      method: 'POST',
      body: { service_key: key },
    });
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`service key lookup: ${res.status}`);
    return (await res.json()) as KeyService;
  });
}
