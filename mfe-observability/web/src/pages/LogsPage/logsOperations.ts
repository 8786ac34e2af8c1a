// The operations live in logsOperations.graphql; codegen types them (pnpm codegen).
export { LogsPageDocument, TransactionLogsDocument } from '../../gql/graphql';
import type { LogsPageQuery, TransactionLogsQuery } from '../../gql/graphql';
/** The logs page's filters; each list's first option is its default (spec 4.9). */
export type LogFilterOptions = LogsPageQuery['transactionLogFilters'];
/** One choice of a logs filter: what transactionLogs takes and what the page shows. */
export type FilterOption = LogFilterOptions['request_types'][number];
/**
 * A transaction log as the page shows it (see "Transaction log" in
 * spec/review-org-diagnostics.md#3-entities-and-their-fields).
 */
export type TransactionLog = TransactionLogsQuery['transactionLogs']['data'][number];
export type LogHeader = TransactionLog['request_headers'][number];
