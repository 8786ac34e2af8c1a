import { batchLoader, perRequest, type DomainDeps, type RequestContext } from '@switchyard/server-kit';
import type { ServiceRow } from '../services/serviceStore';
import { lastResultsOfServices, type EndpointTestResult } from './endpointTestStore';

/** Service.last_endpoint_test (the newest finished run). */
export function endpointTestResolvers({ db }: DomainDeps) {
  const loaders = perRequest(() => ({
    lastResult: batchLoader(
      (ids: string[]) => lastResultsOfServices(db, ids),
      null as EndpointTestResult | null,
    ),
  }));
  return {
    Service: {
      async last_endpoint_test(s: ServiceRow, _: unknown, ctx: RequestContext) {
        const result = await loaders(ctx).lastResult(s.id);
        return result && { ...result, finished_at: result.finished_at.toISOString() };
      },
    },
  };
}
