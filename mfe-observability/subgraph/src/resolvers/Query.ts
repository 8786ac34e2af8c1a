import {
  badRequest,
  toGraphQLError,
  unauthenticated,
  type DomainDeps,
  type RequestContext,
} from '@switchyard/server-kit';
import type { QueryTransactionLogsArgs } from '../generated/resolverTypes';
import { logScopeOf } from '../transactions/logScope';
import {
  listTransactionLogs,
  type TransactionLog,
  type TransactionLogPage,
} from '../transactions/transactionStore';
import {
  REQUEST_TYPE_OPTIONS,
  RESPONSE_STATUS_OPTIONS,
  TIMEFRAME_OPTIONS,
  transactionLogFilters,
  type ResponseStatusFilter,
  type Timeframe,
} from '@switchyard/observability-common';

/** The longest free-text query the logs page may send. */
export const MAX_QUERY_LENGTH = 200;

const oneOf = <T extends string>(
  options: readonly T[],
  value: string | null | undefined,
  attribute: string,
): T => {
  const v = value ?? options[0]!;
  if (!(options as readonly string[]).includes(v)) {
    throw toGraphQLError(badRequest([{ attribute, message: `must be one of ${options.join(', ')}` }]));
  }
  return v as T;
};

/** What a reader who may not read the logs asked for gets: nothing, which says nothing. */
const EMPTY_PAGE: TransactionLogPage = { data: [], page_number: 1, page_count: 1, page_count_capped: false };

export function queryResolvers(deps: DomainDeps) {
  const { db } = deps;
  return {
    async transactionLogs(_: unknown, args: QueryTransactionLogsArgs, ctx: RequestContext) {
      if (!ctx.viewer) throw toGraphQLError(unauthenticated());
      if (!args.service_id && !args.module_name) {
        throw toGraphQLError(
          badRequest([{ attribute: 'service_id', message: 'or module_name is required' }]),
        );
      }
      if (args.query && args.query.length > MAX_QUERY_LENGTH) {
        throw toGraphQLError(
          badRequest([
            { attribute: 'query', message: `is too long (at most ${MAX_QUERY_LENGTH} characters)` },
          ]),
        );
      }
      const ask = {
        requestType: oneOf(REQUEST_TYPE_OPTIONS, args.request_type, 'request_type'),
        responseStatus: oneOf<ResponseStatusFilter>(
          RESPONSE_STATUS_OPTIONS,
          args.response_status,
          'response_status',
        ),
        timeframe: oneOf<Timeframe>(TIMEFRAME_OPTIONS, args.timeframe, 'timeframe'),
      };
      // Members read the rows recorded for their organizations (a service's calls carry the id of the
      // organization that owns it), a connection's owners its calls; staff read any row; anybody
      // else reads an empty page (src/transactions/logScope.ts).
      const scope = await logScopeOf(deps, ctx, ctx.viewer, args);
      if (!scope) return EMPTY_PAGE;
      return listTransactionLogs(db, {
        ...scope,
        ...ask,
        page: args.page ?? 1,
        perPage: args.per_page ?? 25,
        query: args.query,
      });
    },

    transactionLogFilters(_: unknown, _args: unknown, ctx: RequestContext) {
      if (!ctx.viewer) throw toGraphQLError(unauthenticated());
      return transactionLogFilters();
    },
  };
}

const headerList = (h: Record<string, string>) => Object.entries(h).map(([name, value]) => ({ name, value }));

export const transactionLogResolvers = {
  request_headers: (log: TransactionLog) => headerList(log.request_headers),
  response_headers: (log: TransactionLog) => (log.response_headers ? headerList(log.response_headers) : null),
  // A reference the gateway completes from the identity domain (login, name).
  user: (log: TransactionLog) =>
    log.remote_user_id ? { __typename: 'User' as const, id: log.remote_user_id } : null,
};
