import { HttpError, toGraphQLError, type DomainDeps } from '@switchyard/server-kit';
import type { MutationResolvers, QueryResolvers } from '../generated/resolverTypes';
import { platformFeedback } from '../feedback/platformFeedback';

/** Lets the feedback rules throw server-kit's HttpError (forbidden, notFound…) as coded GraphQL errors. */
function coded<A extends unknown[], R>(fn: (...args: A) => Promise<R>) {
  return async (...args: A): Promise<R> => {
    try {
      return await fn(...args);
    } catch (err) {
      throw err instanceof HttpError ? toGraphQLError(err) : err;
    }
  };
}

/** The platform feedback's queries (src/feedback/platformFeedback.ts holds the rules). */
export function feedbackQueryResolvers(deps: DomainDeps) {
  const feedback = platformFeedback(deps);
  return {
    myAppletFeedback: coded((_, { kind, applet_id }, ctx) => feedback.myFeedback(ctx, kind, applet_id)),
    appletFeedbackCounts: coded((_, { kind, applet_id }, ctx) => feedback.counts(ctx, kind, applet_id)),
    feedbackCountsOf: coded((_, { kind, applet_ids }, ctx) => feedback.countsOf(ctx, kind, applet_ids)),
    appletFeedback: coded((_, args, ctx) => feedback.appletFeedbackPage(ctx, args)),
    channelSuggestions: coded((_, args, ctx) => feedback.suggestionsPage(ctx, args)),
  } satisfies QueryResolvers;
}

export function feedbackMutationResolvers(deps: DomainDeps) {
  const feedback = platformFeedback(deps);
  return {
    giveAppletFeedback: coded((_, { input }, ctx) => feedback.give(ctx, input)),
    withdrawAppletFeedback: coded((_, { kind, applet_id }, ctx) => feedback.withdraw(ctx, kind, applet_id)),
    reportFeedbackAbuse: coded((_, { type, id }, ctx) => feedback.report(ctx, type, id)),
    hideFeedback: coded((_, { type, id, hidden }, ctx) => feedback.hide(ctx, type, id, hidden)),
  } satisfies MutationResolvers;
}
