import type { DomainDeps, RequestContext } from '@switchyard/server-kit';
import { isMember } from '../access';
import { batchLoader, perRequest } from '../batchLoader';
import type { ServiceRow } from '../serviceStore';
import { lastResultsOfServices, type EndpointTestResult } from './endpointTestStore';

/** Service.service_key (members only) and Service.last_endpoint_test (the newest finished run). */
export function endpointTestResolvers({ db }: DomainDeps) {
  const loaders = perRequest(() => ({
    lastResult: batchLoader(
      (ids: string[]) => lastResultsOfServices(db, ids),
      null as EndpointTestResult | null,
    ),
  }));
  return {
    Service: {
      /** A secret of the service (the partner checks it on every call): checked again like demo_account_password. */
      async service_key(s: ServiceRow & { service_key?: string | null }, _: unknown, ctx: RequestContext) {
        return (await isMember(ctx, s.organization_id)) ? (s.service_key ?? null) : null;
      },
      async last_endpoint_test(s: ServiceRow, _: unknown, ctx: RequestContext) {
        const result = await loaders(ctx).lastResult(s.id);
        return result && { ...result, finished_at: result.finished_at.toISOString() };
      },
    },
  };
}
