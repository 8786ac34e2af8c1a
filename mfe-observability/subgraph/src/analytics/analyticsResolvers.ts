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
import { readOverview, readStepMetrics, readWorksWith, type AnalyticsService } from './analyticsRead';

const STEP_TYPES: readonly StepKind[] = ['trigger', 'query', 'action'];
export const MAX_WORKS_WITH = 100;

/**
 * Who reads a service's analytics: staff, and the members of the organization owning it (the
 * catalog's organization, from service-config's events). Anybody else gets FORBIDDEN, which says
 * nothing about whether the service exists; staff get NOT_FOUND for an unknown one. The read comes
 * first (one statement with the service), its answer only after this check.
 */
async function allowed<T extends { service: AnalyticsService }>(
  ctx: RequestContext,
  found: T | null,
): Promise<T> {
  if (ctx.viewer?.staff) {
    if (!found) throw notFound('Service not found.');
    return found;
  }
  const mine = await ctx.memberships();
  if (!found || !Object.hasOwn(mine, found.service.organization_id))
    throw forbidden("You may not read this service's analytics.");
  return found;
}

function signedIn(ctx: RequestContext) {
  if (!ctx.viewer) throw unauthenticated();
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

export function analyticsQueryResolvers({ db }: DomainDeps) {
  return {
    serviceAnalytics: coded(async (_: unknown, args: { module_name: string }, ctx: RequestContext) => {
      signedIn(ctx);
      const { service, overview } = await allowed(
        ctx,
        await readOverview(db, args.module_name, MAX_WORKS_WITH),
      );
      const { works_with, ...numbers } = overview;
      return {
        module_name: service.module_name,
        name: service.name,
        ...numbers,
        top_services: works_with.filter((e) => e.share > TOP_SERVICES_MIN_SHARE),
      };
    }),
    serviceWorksWithMetrics: coded(
      async (_: unknown, args: { module_name: string; first?: number | null }, ctx: RequestContext) => {
        signedIn(ctx);
        const first = args.first ?? 20;
        if (!Number.isInteger(first) || first < 1 || first > MAX_WORKS_WITH)
          throw badRequest([{ attribute: 'first', message: `must be between 1 and ${MAX_WORKS_WITH}` }]);
        return (await allowed(ctx, await readWorksWith(db, args.module_name, first))).entries;
      },
    ),
    serviceStepMetrics: coded(
      async (_: unknown, args: { module_name: string; type: string }, ctx: RequestContext) => {
        signedIn(ctx);
        if (!STEP_TYPES.includes(args.type as StepKind))
          throw badRequest([{ attribute: 'type', message: 'must be trigger, query or action' }]);
        return (await allowed(ctx, await readStepMetrics(db, args.module_name, args.type as StepKind))).steps;
      },
    ),
  };
}
