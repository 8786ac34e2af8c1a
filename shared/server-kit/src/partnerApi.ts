import { randomUUID } from 'node:crypto';
import { internalFetch } from './internalCalls';

/**
 * What service-config tells another domain about calling a service's partner API (its signed
 * internal route `GET /internal/services/{id}/partner_settings`): where, how it authenticates, and
 * the secrets for it. Never public, never in an event.
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

/** A service's partner settings, asked of service-config by `caller`; null when it is unknown. */
export async function fetchPartnerSettings(
  env: NodeJS.ProcessEnv,
  caller: string,
  serviceId: string,
): Promise<PartnerSettings | null> {
  const res = await internalFetch(
    env,
    caller,
    'service_config',
    `/internal/services/${encodeURIComponent(serviceId)}/partner_settings`,
  );
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`partner settings of ${serviceId}: ${res.status}`);
  return (await res.json()) as PartnerSettings;
}

const USER_AUTH = /^(oauth|oauth_pkce|oauth_refresh_token|oauth_pkce_refresh_token|api_token_auth)$/;
/** Whether the service's calls carry the user's token (so the user connects first). */
export const needsUserConnection = (authenticationType: string | null | undefined) =>
  USER_AUTH.test(authenticationType ?? '');

/** The protocol's headers on every request (PROTOCOL.md "Every request"); `requestId` for a retried call. */
export const protocolHeaders = (requestId: string = randomUUID()): Record<string, string> => ({
  Accept: 'application/json',
  'Accept-Charset': 'utf-8',
  'Accept-Encoding': 'gzip, deflate',
  'Content-Type': 'application/json',
  'X-Request-ID': requestId,
});

/** The platform's product slug in the protocol's paths and headers (PRODUCT_SLUG, default switchyard). */
export const productOf = (env: NodeJS.ProcessEnv) => env.PRODUCT_SLUG || 'switchyard';

/** `switchyard` → `Switchyard`, `ifttt` → `IFTTT`, `my-app` → `My-App`: the prefix of the protocol's headers. */
export function productHeaderPrefix(product: string): string {
  if (product.toLowerCase() === 'ifttt') return 'IFTTT';
  return product
    .split(/[-_]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('-');
}
