import type { DomainDeps, Resolver } from '@switchyard/server-kit';
import { partnerClientOf } from '@switchyard/server-kit/partner-client';

/**
 * Service-config's partner client: the platform's one (guarded fetch, allow-list, transaction logs,
 * product prefix) for its endpoint tests, authentication tests and adapter scripts, which call their
 * partners through its `fetch` and nothing else. `resolver`: the guarded fetch's name resolution (tests).
 */
export const serviceConfigPartner = (deps: DomainDeps, more: { resolver?: Resolver } = {}) =>
  partnerClientOf(deps, 'service_config', more);
