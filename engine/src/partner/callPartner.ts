import type { DomainDeps } from '@switchyard/server-kit';
import { partnerClientOf, type CallOutcome, type PartnerCall } from '@switchyard/server-kit/partner-client';
import { partnerLatency } from '../engineMetrics';

export type { CallOutcome };

/** The engine's partner client: the platform's one (settings, tokens, headers, log), its latency measured. */
export const enginePartner = (deps: DomainDeps) =>
  partnerClientOf(deps, 'engine', {
    observe: ({ type, outcome, ms }) => partnerLatency.observe({ type, outcome }, ms / 1000),
  });

/**
 * One call of the protocol for a user, as a run sees its outcome: with the user's token (asked again
 * once after a 401) for a service whose users connect, recorded as a transaction log.
 */
export const callPartner = (deps: DomainDeps, call: PartnerCall): Promise<CallOutcome> =>
  enginePartner(deps).call(call);
