import { csrfFetch } from '@switchyard/client';

/**
 * The composer's REST paths the enable page calls (mfe-composer/README.md): connecting the viewer to
 * a service (OAuth or an API token) and a dynamic field's options through that connection.
 */
const servicePath = (module: string) => `/my_services/${encodeURIComponent(module)}`;
export const FIELD_OPTIONS_URL = '/applets/field_options';

async function post(url: string, body: object) {
  const res = await csrfFetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  return { res, body: (await res.json().catch(() => ({}))) as Record<string, unknown> };
}

const refusal = (body: Record<string, unknown>, fallback: string) =>
  typeof body.error === 'string' && body.error ? body.error : fallback;

/** Begins the partner's authorization; its consent page returns to `returnTo` (a path of this site). */
export async function beginConnect(
  module: string,
  returnTo: string,
): Promise<{ url: string } | { error: string }> {
  const { res, body } = await post(`${servicePath(module)}/connect`, { return_to: returnTo });
  if (res.ok && typeof body.authorize_url === 'string') return { url: body.authorize_url };
  return { error: refusal(body, `The connection could not begin (status ${res.status}).`) };
}

/** Saves the viewer's API token for a service: null when it took, else why not. */
export async function saveApiToken(module: string, token: string): Promise<string | null> {
  const { res, body } = await post(`${servicePath(module)}/api_token`, { api_token: token });
  return res.ok ? null : refusal(body, `The token could not be saved (status ${res.status}).`);
}

/** What the composer's callback page appended on the way back: `?connected=` or `?connect_error=`. */
export function connectOutcome(search: URLSearchParams): { connected: string } | { error: string } | null {
  const connected = search.get('connected');
  if (connected) return { connected };
  const error = search.get('connect_error');
  if (!error) return null;
  if (error === 'denied') return { error: 'The connection was declined on the service’s page.' };
  if (error === 'expired') return { error: 'That connection attempt expired; please connect again.' };
  return { error: 'The service did not complete the connection; please try again.' };
}

export interface FieldOption {
  label: string;
  value: string;
  group?: string;
}

export interface OptionsRequest {
  kind: string;
  channel_module_name: string;
  module_name: string;
  field: string;
}

/** A dynamic field's options, fetched by the platform from the partner with the viewer's connection. */
export async function fetchFieldOptions(req: OptionsRequest): Promise<FieldOption[]> {
  const { res, body } = await post(FIELD_OPTIONS_URL, req);
  if (!res.ok) throw new Error(refusal(body, `The options could not be loaded (status ${res.status}).`));
  if (!Array.isArray(body.options)) throw new Error('The options could not be loaded.');
  return body.options as FieldOption[];
}
