import type { DomainDeps } from '@switchyard/server-kit';
import { partnerClientOf } from '@switchyard/server-kit/partner-client';

/**
 * Service-config's partner client: the platform's one (guarded fetch, allow-list, transaction logs,
 * product prefix) for its endpoint tests, authentication tests and adapter scripts.
 */
export const serviceConfigPartner = (deps: DomainDeps) => partnerClientOf(deps, 'service_config');
