import { TtlCache, type Db } from '@switchyard/server-kit';
import { servicesOfOrganizations, type ServiceRow } from './serviceStore';

/**
 * The service listing (Organization.services, which the developer header's service menu reads),
 * per organization. Cleared whole by every committed change of any service (publishing
 * `service.configuration_changed`, review's status) and by staff's cache button; the TTL bounds how
 * stale another replica's copy can be.
 */
export const serviceListingCache = new TtlCache<string, ServiceRow[]>(30_000, 2000);

export const cachedServicesOfOrganizations = (db: Db, organizationIds: string[]) =>
  serviceListingCache.getMany(organizationIds, (missing) => servicesOfOrganizations(db, missing));
