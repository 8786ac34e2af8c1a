import type { DomainDeps } from '@switchyard/server-kit';
import { queryResolvers, transactionLogResolvers } from './Query';

export function createResolvers(deps: DomainDeps) {
  return { Query: queryResolvers(deps), TransactionLog: transactionLogResolvers };
}
