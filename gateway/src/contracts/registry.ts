import type { Domain } from '@switchyard/server-kit';

/**
 * Every domain the gateway can host in its own process, in migration and seeding order. A domain is
 * imported only when hosted here: one with SUBGRAPH_<NAME>_URL set is never loaded, so a gateway in
 * front of remote subgraphs runs on the committed contracts alone (supergraph.graphql, rest-paths.json).
 */
export const domainRegistry: { name: string; load(): Promise<Domain> }[] = [
  { name: 'identity', load: async () => (await import('../identity/domain')).identityDomain },
  { name: 'org', load: async () => (await import('@switchyard/org-subgraph')).orgDomain },
  {
    name: 'service_config',
    load: async () => (await import('@switchyard/service-config-subgraph')).serviceConfigDomain,
  },
  {
    name: 'observability',
    load: async () => (await import('@switchyard/observability-subgraph')).observabilityDomain,
  },
  { name: 'review', load: async () => (await import('@switchyard/review-subgraph')).reviewDomain },
  { name: 'composer', load: async () => (await import('@switchyard/composer-subgraph')).composerDomain },
  { name: 'engine', load: async () => (await import('@switchyard/engine')).engineDomain },
];

/** The domain that vouches for memberships (RequestContext.memberships), hosted or remote. */
export const MEMBERSHIPS_DOMAIN = 'org';

/** The domains this process hosts: every registered one without a SUBGRAPH_<NAME>_URL. */
export async function loadHostedDomains(subgraphUrls: Record<string, string>): Promise<Domain[]> {
  return Promise.all(domainRegistry.filter((d) => !subgraphUrls[d.name]).map((d) => d.load()));
}

/** Every registered domain (tests, the compose command). */
export const loadAllDomains = () => Promise.all(domainRegistry.map((d) => d.load()));
