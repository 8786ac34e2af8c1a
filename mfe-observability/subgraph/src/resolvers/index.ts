import type { DomainDeps } from '@switchyard/server-kit';
import type { Resolvers } from '../generated/resolverTypes';
import { queryResolvers, transactionLogResolvers } from './Query';

export function createResolvers(deps: DomainDeps): Resolvers {
  return { Query: queryResolvers(deps), TransactionLog: transactionLogResolvers };
}
