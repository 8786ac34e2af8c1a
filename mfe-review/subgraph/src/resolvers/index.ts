import {
  batchLoader,
  HttpError,
  perRequest,
  JSONScalar,
  toGraphQLError,
  unauthenticated,
  type DomainDeps,
} from '@switchyard/server-kit';
import { redirectsOf, updateRedirects } from '../embeddedRedirects';
import { availableActions, reviewStatusLabel } from '@switchyard/review-common/reviewStatus';
import type { Resolvers } from '../generated/resolverTypes';
import { feedbacksOf } from '../feedbacks';
import { changesAgainst, reviewOf } from '../reviewData';
import { reviewersOf, type AssignedReviewer } from '../reviewers';
import { stencilsOf } from '../stencils';
import { reviewedServicesByIds, servicesInReview, type ReviewedService } from '../reviewStore';
import { canSee, mayMake } from '../transitions';

type Ctx = Parameters<typeof canSee>[0];

export function createResolvers({ db }: DomainDeps): Resolvers {
  // Each Service field asks for the same row: read it once per request and service.
  const seen = perRequest<Ctx, Map<string, Promise<ReviewedService | null>>>(() => new Map());
  /** The review state of a service the viewer may see; null otherwise (or when review has not seen it). */
  function visible(id: string, ctx: Ctx) {
    const reads = seen(ctx);
    let found = reads.get(id);
    if (!found) {
      found = reviewedServicesByIds(db, [id]).then(async (rows) => {
        const service = rows.get(id);
        return service && (await canSee(ctx, service)) ? service : null;
      });
      reads.set(id, found);
    }
    return found;
  }
  // The reviewers of every service a request asks about (the queue's rows), in one query.
  const reviewerLoader = perRequest<Ctx, (id: string) => Promise<AssignedReviewer[]>>(() =>
    batchLoader((ids: string[]) => reviewersOf(db, ids), []),
  );
  /** Only the review team and staff see who reviews what. */
  const reviewersFor = (serviceId: string, ctx: Ctx) =>
    ctx.viewer?.staff || ctx.viewer?.reviewTeam ? reviewerLoader(ctx)(serviceId) : Promise.resolve([]);
  const viewerIsReviewer = async (serviceId: string, ctx: Ctx) =>
    (await reviewersFor(serviceId, ctx)).some((r) => r.id === ctx.viewer?.id);
  return {
    JSON: JSONScalar,
    Query: {
      async reviewQueue(_parent, _args, ctx) {
        if (!ctx.viewer?.staff && !ctx.viewer?.reviewTeam) return [];
        return (await servicesInReview(db)).map((s) => ({
          service: { id: s.service_id },
          module_name: s.module_name,
          submitted_at: (s.submitted_at ?? new Date()).toISOString(),
        }));
      },
    },
    ReviewQueueItem: {
      reviewers: (item, _args, ctx) => reviewersFor(item.service.id, ctx),
      viewer_is_reviewer: (item, _args, ctx) => viewerIsReviewer(item.service.id, ctx),
    },
    Mutation: {
      updateEmbeddedRedirects: async (_parent, args, ctx) => {
        if (!ctx.viewer) throw toGraphQLError(unauthenticated());
        try {
          return await updateRedirects(db, ctx, args.module_name, args.redirects);
        } catch (err) {
          throw err instanceof HttpError ? toGraphQLError(err) : err;
        }
      },
    },
    ReviewBase: {
      diffs: (b) => changesAgainst(b),
    },
    Service: {
      async embedded_redirects(s, _args, ctx) {
        const service = await visible(s.id, ctx);
        return service ? redirectsOf(db, service.service_id) : [];
      },
      __resolveReference: (ref) => ({ id: ref.id! }),
      review_status: async (s, _args, ctx) => (await visible(s.id, ctx))?.review_status ?? null,
      review_published: async (s, _args, ctx) => (await visible(s.id, ctx))?.published ?? null,
      review_status_label: async (s, _args, ctx) => {
        const service = await visible(s.id, ctx);
        return service ? reviewStatusLabel(service) : null;
      },
      async stencils(s, args, ctx) {
        const service = await visible(s.id, ctx);
        return service ? stencilsOf(db, service, args.trigger_id) : [];
      },
      async review(s, _args, ctx) {
        const service = await visible(s.id, ctx);
        return service ? reviewOf(db, service) : null;
      },
      async reviewers(s, _args, ctx) {
        const service = await visible(s.id, ctx);
        return service ? reviewersFor(service.service_id, ctx) : [];
      },
      async viewer_is_reviewer(s, _args, ctx) {
        const service = await visible(s.id, ctx);
        return service ? viewerIsReviewer(service.service_id, ctx) : false;
      },
      async feedbacks(s, _args, ctx) {
        const service = await visible(s.id, ctx);
        return service ? feedbacksOf(db, service.service_id) : [];
      },
      async review_actions(s, _args, ctx) {
        const service = await visible(s.id, ctx);
        if (!service) return [];
        const isMember = Boolean((await ctx.memberships())[service.organization_id]);
        return availableActions({ ...service, staging: service.staging_of !== null }).filter((a) =>
          mayMake(ctx, a, isMember),
        );
      },
    },
  };
}
