import { internalFetch, TtlCache, type InternalCallSettings } from '@switchyard/server-kit';

/**
 * What the Connect API and the webhooks ask of the composer over its signed internal routes: which
 * platform users a partner's user ids are and the other way round (the composer keeps each user's
 * connection with their id at the service). Which service a key is: server-kit's lookUpServiceByKey.
 */

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
