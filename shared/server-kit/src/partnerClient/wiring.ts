import type { DomainDeps } from '../domain';
import { createPartnerClient, type PartnerClientOptions } from './partnerClient';

/**
 * A domain's partner client, wired from what its host gave it: the one place that reads the
 * client's settings (SAFE_FETCH_ALLOW, PRODUCT_SLUG) and the internal calls' from the environment.
 */
export const partnerClientOf = (
  deps: DomainDeps,
  caller: string,
  more: Pick<PartnerClientOptions, 'userToken' | 'observe' | 'resolver'> = {},
) =>
  createPartnerClient({
    caller,
    db: deps.db,
    events: deps.events,
    env: deps.env ?? {},
    allow: deps.env?.SAFE_FETCH_ALLOW,
    product: deps.env?.PRODUCT_SLUG,
    ...more,
  });
