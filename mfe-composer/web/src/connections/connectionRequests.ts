import { send } from '../composerRequests';

const base = (module: string) => `/my_services/${encodeURIComponent(module)}`;

/** Begins the partner's authorization: the URL to send the browser to, or the server's refusal. */
export async function beginConnect(
  module: string,
  returnTo: string,
): Promise<{ url: string } | { error: string }> {
  const { res, body } = await send(`${base(module)}/connect`, 'POST', { return_to: returnTo });
  if (res.ok && typeof body.authorize_url === 'string') return { url: body.authorize_url };
  return {
    error:
      typeof body.error === 'string' ? body.error : `The connection could not begin (status ${res.status}).`,
  };
}

export async function saveApiToken(module: string, token: string): Promise<string | null> {
  const { res, body } = await send(`${base(module)}/api_token`, 'POST', { api_token: token });
  return res.ok ? null : typeof body.error === 'string' ? body.error : `status ${res.status}`;
}

/** Disconnects (tokens deleted, the applets that need it turned off); how many were turned off. */
export async function disconnect(module: string): Promise<number | null> {
  const { res, body } = await send(base(module), 'DELETE');
  return res.ok && Array.isArray(body.applets_turned_off) ? body.applets_turned_off.length : null;
}

/** What a connection's return says: `?connected=` or `?connect_error=` (then removed from the address). */
export function connectionOutcome(search: URLSearchParams): { connected: string } | { error: string } | null {
  const connected = search.get('connected');
  if (connected) return { connected };
  const error = search.get('connect_error');
  if (!error) return null;
  const text =
    error === 'denied'
      ? 'The connection was declined on the service’s page.'
      : error === 'expired'
        ? 'That connection attempt expired or was not yours; please connect again.'
        : 'The service did not complete the connection; please try again.';
  return { error: text };
}

/** Posts what the partner sent back (code and state, or an error) from the callback page. */
export async function finishConnect(module: string, params: URLSearchParams): Promise<string> {
  const { body } = await send(`${base(module)}/callback`, 'POST', {
    code: params.get('code'),
    state: params.get('state'),
    error: params.get('error'),
  });
  const returnTo = typeof body.return_to === 'string' ? body.return_to : '/my_services';
  const outcome =
    typeof body.connected === 'string'
      ? `connected=${encodeURIComponent(body.connected)}`
      : `connect_error=${encodeURIComponent(typeof body.connect_error === 'string' ? body.connect_error : 'failed')}`;
  return `${returnTo}${returnTo.includes('?') ? '&' : '?'}${outcome}`;
}
