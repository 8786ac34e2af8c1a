import { randomUUID } from 'node:crypto';
import {
  createTransactionRecorder,
  protocolHeaders,
  safeFetch,
  type Db,
  type EventBus,
  type SafeFetchResponse,
} from '@switchyard/server-kit';
import { findConnection, saveConnection, type Connection } from './connectionStore';
import { needsUserConnection, partnerSettings, type PartnerSettings } from './partnerSettings';
import type { SecretBox } from './secretBox';

export interface PartnerDeps {
  db: Db;
  env: NodeJS.ProcessEnv;
  events?: EventBus;
  box: SecretBox;
}

/** Why a partner call could not be made; `status` is what the platform answers the browser. */
export class PartnerUnavailable extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const MAX_RESPONSE_BYTES = 512 * 1024;

/** POSTs a form to the partner's token URL; the answer's tokens, or null when it refused. */
export async function tokenGrant(
  deps: PartnerDeps,
  settings: PartnerSettings,
  params: Record<string, string | null>,
  context: { userId: string; type: string },
): Promise<{ access_token: string; refresh_token: string | null; expires_at: Date | null } | null> {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries({
    ...params,
    client_id: settings.oauth.client_id,
    client_secret: settings.oauth.client_secret,
  }))
    if (v != null) form.set(k, v);
  const res = await safeFetch(
    settings.oauth.token_url!,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
        'X-Request-ID': randomUUID(),
      },
      body: form.toString(),
    },
    {
      allow: deps.env.SAFE_FETCH_ALLOW,
      maxResponseBytes: 64 * 1024,
      record: createTransactionRecorder(deps.events, deps.db, {
        type: context.type,
        userId: context.userId,
        serviceId: settings.service_id,
        organizationId: settings.organization_id,
        moduleName: settings.module_name,
      }),
    },
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
 * Who the user is at the partner (PROTOCOL.md GET /user/info; its `id` never changes): kept with the
 * connection, so a realtime notification naming that id reaches the user's applets. Null when the
 * partner does not say.
 */
export async function partnerUserInfo(
  deps: PartnerDeps,
  settings: PartnerSettings,
  accessToken: string,
  userId: string,
): Promise<{ partner_user_id: string; partner_user_name: string | null } | null> {
  if (!settings.protocol_base_url) return null;
  const res = await safeFetch(
    `${settings.protocol_base_url}/user/info`,
    { method: 'GET', headers: { ...protocolHeaders(), Authorization: `Bearer ${accessToken}` } },
    {
      allow: deps.env.SAFE_FETCH_ALLOW,
      maxResponseBytes: 64 * 1024,
      record: createTransactionRecorder(deps.events, deps.db, {
        type: 'user_info',
        userId,
        serviceId: settings.service_id,
        organizationId: settings.organization_id,
        moduleName: settings.module_name,
      }),
    },
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

/** Refreshes a connection's access token (refresh flavours); the new tokens are stored. */
export async function refreshed(
  deps: PartnerDeps,
  settings: PartnerSettings,
  c: Connection,
): Promise<Connection | null> {
  if (!c.refresh_token || !settings.oauth.token_url) return null;
  const grant = await tokenGrant(
    deps,
    settings,
    { grant_type: 'refresh_token', refresh_token: c.refresh_token },
    { userId: c.user_id, type: 'token_refresh' },
  );
  if (!grant) return null;
  const next = { ...c, ...grant, refresh_token: grant.refresh_token ?? c.refresh_token };
  await saveConnection(deps.db, deps.box, next);
  return next;
}

/**
 * Calls a partner's protocol path for a user, through safeFetch, recorded as a transaction log:
 * with the user's token (refreshed when it is about to expire, and once more after a 401) for a
 * service whose users connect, else with the service key.
 */
export async function partnerCall(
  deps: PartnerDeps,
  opts: { userId: string; serviceId: string; path: string; body: unknown; type: string; moduleName?: string },
): Promise<SafeFetchResponse> {
  const settings = await partnerSettings(deps.env, opts.serviceId);
  if (!settings?.protocol_base_url) throw new PartnerUnavailable('The service has no API address yet.', 502);
  let connection: Connection | null = null;
  if (needsUserConnection(settings.authentication_type)) {
    connection = await findConnection(deps.db, deps.box, opts.userId, opts.serviceId);
    if (!connection) throw new PartnerUnavailable(`Connect ${settings.module_name} first.`, 409);
    if (connection.expires_at && connection.expires_at.getTime() < Date.now() + 60_000)
      connection = (await refreshed(deps, settings, connection)) ?? connection;
  }
  const send = (c: Connection | null) =>
    safeFetch(
      settings.protocol_base_url + opts.path,
      {
        method: 'POST',
        headers: {
          ...protocolHeaders(),
          ...settings.service_key_headers,
          ...(c ? { Authorization: `Bearer ${c.access_token}` } : {}),
        },
        body: JSON.stringify(opts.body),
      },
      {
        allow: deps.env.SAFE_FETCH_ALLOW,
        maxResponseBytes: MAX_RESPONSE_BYTES,
        record: createTransactionRecorder(deps.events, deps.db, {
          type: opts.type,
          userId: opts.userId,
          serviceId: opts.serviceId,
          organizationId: settings.organization_id,
          moduleName: opts.moduleName ?? settings.module_name,
        }),
      },
    );
  const res = await send(connection);
  if (res.status !== 401 || !connection) return res;
  const again = await refreshed(deps, settings, connection);
  return again ? send(again) : res;
}
