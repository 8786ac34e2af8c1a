import { internalFetch, TtlCache } from '@switchyard/server-kit';

/** Why the engine has no token for a user: they never connected, or the partner refused a refresh. */
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

interface Token {
  access_token: string | null;
  expires_at: string | null;
}

// A token until a minute before it expires (the composer refreshes it then), else a minute.
const cache = new TtlCache<string, Token>(60_000, 10_000);

async function ask(env: NodeJS.ProcessEnv, body: Record<string, string>): Promise<Token> {
  const res = await internalFetch(env, 'engine', 'composer', '/internal/connections/token', {
    method: 'POST',
    body,
  });
  if (res.status === 409) {
    const why = (await res.json()) as { error: 'not_connected' | 'refused'; service: string };
    throw new ConnectionLost(why.service, why.error);
  }
  if (!res.ok) throw new Error(`token of ${body.user_id} for ${body.service_id}: ${res.status}`);
  return (await res.json()) as Token;
}

/**
 * The user's access token for a service (null for a service without user auth), through the
 * composer, which holds and refreshes it. `rejected` is a token the partner answered 401 to: the
 * composer refreshes it once (unless another worker already has).
 */
export async function userToken(
  env: NodeJS.ProcessEnv,
  userId: string,
  serviceId: string,
  rejected?: string,
): Promise<string | null> {
  const key = `${userId}:${serviceId}`;
  if (rejected) {
    cache.clear(key);
    const fresh = await ask(env, { user_id: userId, service_id: serviceId, rejected_token: rejected });
    return (await cache.get(key, async () => fresh)).access_token;
  }
  const token = await cache.get(key, () => ask(env, { user_id: userId, service_id: serviceId }));
  if (token.expires_at && Date.parse(token.expires_at) < Date.now() + 60_000) {
    cache.clear(key);
    return (await cache.get(key, () => ask(env, { user_id: userId, service_id: serviceId }))).access_token;
  }
  return token.access_token;
}

export const forgetUserToken = (userId: string, serviceId: string) => cache.clear(`${userId}:${serviceId}`);
