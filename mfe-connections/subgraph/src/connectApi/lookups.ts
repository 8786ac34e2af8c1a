import { internalFetch, TtlCache, type InternalCallSettings } from '@switchyard/server-kit';

/**
 * What the Connect API and the webhooks ask of the domains that own the answers, over their signed
 * internal routes: which service a key is (service-config), which platform users a partner's user
 * ids are and the other way round (the composer keeps each user's connection with their id at the
 * service).
 */

export interface KeyService {
  service_id: string;
  module_name: string;
}

// A minute, as the engine's realtime endpoint keeps them: a key changes rarely, and a wrong one is
// not asked again on every request.
const keys = new TtlCache<string, KeyService | null>(60_000, 1000);

/** The service a partner's service key belongs to; null when none. Throws when service-config cannot say. */
export function serviceOfKey(settings: InternalCallSettings, key: string): Promise<KeyService | null> {
  return keys.get(key, async () => {
    const res = await internalFetch(
      settings,
      'connections',
      'service_config',
      '/internal/services/by_service_key',
      { method: 'POST', body: { service_key: key } },
    );
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`service key lookup: ${res.status}`);
    return (await res.json()) as KeyService;
  });
}

interface UserPair {
  user_id: string;
  partner_user_id: string;
}

// Found users only, half a minute: a user who connects the service is found at once.
const platformUsers = new TtlCache<string, string[]>(30_000, 10_000);

/** The platform users whose id at the service is `partnerUserId` (usually one; none when nobody connected it). */
export async function usersOfPartnerId(
  settings: InternalCallSettings,
  serviceId: string,
  partnerUserId: string,
): Promise<string[]> {
  const key = `${serviceId}:${partnerUserId}`;
  const users = await platformUsers.get(key, async () => {
    const res = await internalFetch(settings, 'connections', 'composer', '/internal/connections/users', {
      method: 'POST',
      body: { service_id: serviceId, partner_user_ids: [partnerUserId] },
    });
    if (!res.ok) throw new Error(`partner users lookup: ${res.status}`);
    return ((await res.json()) as { users: UserPair[] }).users.map((u) => u.user_id);
  });
  if (!users.length) platformUsers.clear(key);
  return users;
}

/** The users' ids at the service, by platform user (those who have none are left out). */
export async function partnerIdsOfUsers(
  settings: InternalCallSettings,
  serviceId: string,
  userIds: string[],
): Promise<Map<string, string>> {
  const res = await internalFetch(
    settings,
    'connections',
    'composer',
    '/internal/connections/partner_users',
    { method: 'POST', body: { service_id: serviceId, user_ids: userIds } },
  );
  if (!res.ok) throw new Error(`partner user ids lookup: ${res.status}`);
  const { users } = (await res.json()) as { users: UserPair[] };
  return new Map(users.map((u) => [u.user_id, u.partner_user_id]));
}
