import type { Domain } from '@switchyard/server-kit';
import { observabilityDomain } from '@switchyard/observability-subgraph';
import { orgDomain } from '@switchyard/org-subgraph';
import { serviceConfigDomain } from '@switchyard/service-config-subgraph';
import { identityDomain } from './identity/domain';

/** Every domain the gateway hosts, in migration and seeding order. */
export const domains: Domain[] = [identityDomain, orgDomain, serviceConfigDomain, observabilityDomain];
export { identityDomain, orgDomain };
