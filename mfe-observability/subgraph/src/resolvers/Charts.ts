import {
  badRequest,
  toGraphQLError,
  unauthenticated,
  type DomainDeps,
  type RequestContext,
} from '@switchyard/server-kit';
import type { QueryServiceChartsArgs } from '../generated/resolverTypes';
import { MAX_CHART_POINTS, readServiceCharts } from '../charts/serviceCharts';

export function chartsQueryResolvers({ db }: DomainDeps) {
  return {
    async serviceCharts(_: unknown, args: QueryServiceChartsArgs, ctx: RequestContext) {
      if (!ctx.viewer) throw toGraphQLError(unauthenticated());
      const points = args.points ?? MAX_CHART_POINTS;
      if (!Number.isInteger(points) || points < 1 || points > MAX_CHART_POINTS) {
        throw toGraphQLError(
          badRequest([{ attribute: 'points', message: `must be between 1 and ${MAX_CHART_POINTS}` }]),
        );
      }
      // As the logs (Query.ts): members read the rollups of their organizations' calls, staff any;
      // anybody else gets hours without data, which says nothing about whether the service exists.
      const organizationIds = ctx.viewer.staff ? ('any' as const) : Object.keys(await ctx.memberships());
      return readServiceCharts(db, { serviceId: args.service_id, organizationIds, points });
    },
  };
}
