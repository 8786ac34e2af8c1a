import type { DomainDeps } from '../domain';
import { createPartnerClient, type PartnerClientOptions } from './partnerClient';

/**
 * A domain's partner client, wired from what its host gave it: the checked settings (SAFE_FETCH_ALLOW,
 * PRODUCT_SLUG, and the internal calls' SESSION_SECRET, INTERNAL_URL, SUBGRAPH_<NAME>_URL).
 */
export function partnerClientOf(
  deps: DomainDeps,
  caller: string,
  more: Pick<PartnerClientOptions, 'userToken' | 'observe' | 'resolver'> = {},
) {
  const { settings } = deps;
  return createPartnerClient({
    caller,
    db: deps.db,
    events: deps.events,
    internal: settings,
    allow: settings.safeFetchAllow,
    product: settings.productSlug,
    ...more,
  });
}
