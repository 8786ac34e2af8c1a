import { internalFetch, TtlCache } from '@switchyard/server-kit';

/** What service-config tells another domain about calling a service's partner API (its /internal route). */
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

// Secrets change rarely; a short life bounds how long a changed client secret or key is missed.
const cache = new TtlCache<string, PartnerSettings | null>(30_000, 500);

/** A service's partner settings through a signed internal call to service-config; null when unknown. */
export function partnerSettings(env: NodeJS.ProcessEnv, serviceId: string): Promise<PartnerSettings | null> {
  return cache.get(serviceId, async () => {
    const res = await internalFetch(
      env,
      'composer',
      'service_config',
      `/internal/services/${encodeURIComponent(serviceId)}/partner_settings`,
    );
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`partner settings of ${serviceId}: ${res.status}`);
    return (await res.json()) as PartnerSettings;
  });
}

export const forgetPartnerSettings = (serviceId: string) => cache.clear(serviceId);

const USER_AUTH = /^(oauth|oauth_pkce|oauth_refresh_token|oauth_pkce_refresh_token|api_token_auth)$/;
/** Whether the service's calls carry the user's token (so the user connects first). */
export const needsUserConnection = (authenticationType: string | null | undefined) =>
  USER_AUTH.test(authenticationType ?? '');
export const usesPkce = (authenticationType: string) => authenticationType.includes('pkce');
