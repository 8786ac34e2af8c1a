import { fetchPartnerSettings, TtlCache, type PartnerSettings } from '@switchyard/server-kit';

// Secrets change rarely; a short life bounds how long a changed service key or URL is missed.
const cache = new TtlCache<string, PartnerSettings | null>(30_000, 2000);

/** A service's partner settings (service-config's signed internal route), kept 30 s. */
export const partnerSettings = (env: NodeJS.ProcessEnv, serviceId: string) =>
  cache.get(serviceId, () => fetchPartnerSettings(env, 'engine', serviceId));
