import {
  badRequest,
  forbidden,
  HttpError,
  notFound,
  toGraphQLError,
  unauthenticated,
  type DomainDeps,
  type RequestContext,
} from '@switchyard/server-kit';
import { TOP_SERVICES_MIN_SHARE } from '@switchyard/observability-common';
import type { StepKind } from './analyticsCatalog';
import {
  analyticsServiceByModule,
  readStepMetrics,
  readTotals,
  readWorksWith,
  type AnalyticsService,
} from './analyticsRead';

const STEP_TYPES: readonly StepKind[] = ['trigger', 'query', 'action'];
export const MAX_WORKS_WITH = 100;

/**
 * Who reads a service's analytics: staff, and the members of the organization owning it (the
 * catalog's organization, from service-config's events). Anybody else gets FORBIDDEN, which says
 * nothing about whether the service exists; staff get NOT_FOUND for an unknown one.
 */
async function readableService(
  deps: DomainDeps,
  ctx: RequestContext,
  moduleName: string,
): Promise<AnalyticsService> {
  if (!ctx.viewer) throw unauthenticated();
  const service = await analyticsServiceByModule(deps.db, moduleName);
  if (ctx.viewer.staff) {
    if (!service) throw notFound('Service not found.');
    return service;
  }
  const mine = await ctx.memberships();
  if (!service || !Object.hasOwn(mine, service.organization_id))
    throw forbidden("You may not read this service's analytics.");
  return service;
}

function coded<A extends unknown[], R>(fn: (...args: A) => Promise<R>) {
  return async (...args: A): Promise<R> => {
    try {
      return await fn(...args);
    } catch (err) {
      throw err instanceof HttpError ? toGraphQLError(err) : err;
    }
  };
}

export function analyticsQueryResolvers(deps: DomainDeps) {
  return {
    serviceAnalytics: coded(async (_: unknown, args: { module_name: string }, ctx: RequestContext) => {
      const service = await readableService(deps, ctx, args.module_name);
      const [totals, worksWith] = await Promise.all([
        readTotals(deps.db, service.service_id),
        readWorksWith(deps.db, service.service_id, MAX_WORKS_WITH),
      ]);
      return {
        module_name: service.module_name,
        name: service.name,
        ...totals,
        works_with_total: worksWith.total,
        top_services: worksWith.entries.filter((e) => e.share > TOP_SERVICES_MIN_SHARE),
      };
    }),
    serviceWorksWithMetrics: coded(
      async (_: unknown, args: { module_name: string; first?: number | null }, ctx: RequestContext) => {
        if (!ctx.viewer) throw unauthenticated();
        const first = args.first ?? 20;
        if (!Number.isInteger(first) || first < 1 || first > MAX_WORKS_WITH)
          throw badRequest([{ attribute: 'first', message: `must be between 1 and ${MAX_WORKS_WITH}` }]);
        const service = await readableService(deps, ctx, args.module_name);
        return (await readWorksWith(deps.db, service.service_id, first)).entries;
      },
    ),
    serviceStepMetrics: coded(
      async (_: unknown, args: { module_name: string; type: string }, ctx: RequestContext) => {
        if (!ctx.viewer) throw unauthenticated();
        if (!STEP_TYPES.includes(args.type as StepKind))
          throw badRequest([{ attribute: 'type', message: 'must be trigger, query or action' }]);
        const service = await readableService(deps, ctx, args.module_name);
        return readStepMetrics(deps.db, service.service_id, args.type as StepKind);
      },
    ),
  };
}
