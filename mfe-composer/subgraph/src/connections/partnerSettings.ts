import { fetchPartnerSettings, TtlCache, type PartnerSettings } from '@switchyard/server-kit';

export { needsUserConnection, type PartnerSettings } from '@switchyard/server-kit';

// Secrets change rarely; a short life bounds how long a changed client secret or key is missed.
const cache = new TtlCache<string, PartnerSettings | null>(30_000, 500);

/** A service's partner settings through a signed internal call to service-config; null when unknown. */
export function partnerSettings(env: NodeJS.ProcessEnv, serviceId: string): Promise<PartnerSettings | null> {
  return cache.get(serviceId, () => fetchPartnerSettings(env, 'composer', serviceId));
}

export const forgetPartnerSettings = (serviceId: string) => cache.clear(serviceId);

export const usesPkce = (authenticationType: string) => authenticationType.includes('pkce');
