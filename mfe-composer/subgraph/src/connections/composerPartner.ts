import type { DomainDeps } from '@switchyard/server-kit';
import {
  needsUserConnection,
  partnerClientOf,
  type PartnerClient,
  type PartnerSettings,
  type UserTokenAnswer,
  type UserTokenProvider,
} from '@switchyard/server-kit/partner-client';
import { channelsById } from '../catalog';
import { findConnection, updateTokens, type Connection } from './connectionStore';
import type { SecretBox } from './secretBox';

/** What the composer's partner calls need: its database, events, settings and the tokens' seal. */
export type PartnerDeps = DomainDeps & { box: SecretBox };

/** Why a partner call could not be made; `status` is what the platform answers the browser. */
export class PartnerUnavailable extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** A token is refreshed this long before it expires. */
const REFRESH_MARGIN_MS = 60_000;

/** Refreshes a connection's access token (refresh flavours); the new tokens are stored. */
export async function refreshed(
  deps: PartnerDeps,
  client: PartnerClient,
  settings: PartnerSettings,
  c: Connection,
): Promise<Connection | null> {
  if (!c.refresh_token || !settings.oauth.token_url) return null;
  const grant = await client.grantToken(
    settings,
    { grant_type: 'refresh_token', refresh_token: c.refresh_token },
    { userId: c.user_id, type: 'token_refresh' },
  );
  if (!grant) return null;
  const next = { ...c, ...grant, refresh_token: grant.refresh_token ?? c.refresh_token };
  // Disconnected meanwhile (by the user, or an authentication change): the new tokens are not kept.
  if (!(await updateTokens(deps.db, deps.box, next))) return null;
  return next;
}

/**
 * A user's access token for a service, as the composer holds it (refreshed when it is about to
 * expire, or when the caller says the partner refused it: once, unless another worker already did);
 * null for an unknown service.
 */
async function connectionToken(
  deps: PartnerDeps,
  client: PartnerClient,
  ask: { userId: string; serviceId: string; rejected?: string },
): Promise<UserTokenAnswer> {
  const settings = await client.settings(ask.serviceId);
  if (!settings) return null;
  if (!needsUserConnection(settings.authentication_type)) return { access_token: null, expires_at: null };
  const service = async () =>
    (await channelsById(deps.db, [ask.serviceId])).get(ask.serviceId)?.name ?? settings.module_name;
  let c = await findConnection(deps.db, deps.box, ask.userId, ask.serviceId);
  if (!c) return { error: 'not_connected', service: await service() };
  const stale = ask.rejected === c.access_token;
  const expiring = c.expires_at !== null && c.expires_at.getTime() < Date.now() + REFRESH_MARGIN_MS;
  if (stale || expiring) {
    const next = await refreshed(deps, client, settings, c);
    if (next) c = next;
    else if (stale) return { error: 'refused', service: await service() };
  }
  return { access_token: c.access_token, expires_at: c.expires_at?.toISOString() ?? null };
}

/**
 * The composer's partner client: the platform's one, answering its own token lookups from the
 * connections it holds (no HTTP to itself).
 */
export function composerPartner(deps: PartnerDeps): PartnerClient {
  const client: PartnerClient = partnerClientOf(deps, 'composer', {
    userToken: (ask) => connectionToken(deps, client, ask),
  });
  return client;
}

/** The users' tokens for the partner clients of other domains (the engine's) in this process. */
export const connectionTokens = (deps: PartnerDeps): UserTokenProvider => {
  const client = composerPartner(deps);
  return (ask) => connectionToken(deps, client, ask);
};
