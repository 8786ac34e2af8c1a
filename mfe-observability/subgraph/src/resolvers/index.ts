import type { DomainDeps } from '@switchyard/server-kit';
import type { Resolvers } from '../generated/resolverTypes';
import { queryResolvers, transactionLogResolvers } from './Query';
import { chartsQueryResolvers } from './Charts';
import { analyticsQueryResolvers } from '../analytics/analyticsResolvers';
import { feedbackMutationResolvers, feedbackQueryResolvers } from './Feedback';

export function createResolvers(deps: DomainDeps): Resolvers {
  return {
    Query: {
      ...queryResolvers(deps),
      ...chartsQueryResolvers(deps),
      ...feedbackQueryResolvers(deps),
      ...analyticsQueryResolvers(deps),
    },
    Mutation: feedbackMutationResolvers(deps),
    TransactionLog: transactionLogResolvers,
  };
}
