import { join } from 'node:path';
import type { Domain } from '@switchyard/server-kit';
import { buildSchema, typeDefs } from './schema';

/** The observability domain as the gateway hosts it: transaction logs for now (no REST paths yet). */
export const observabilityDomain: Domain = {
  name: 'observability',
  migrations: { schema: 'observability', dir: join(__dirname, '..', 'migrations') },
  typeDefs,
  schema: buildSchema,
  restPaths: [],
};

// The write side other domains use for their outbound calls (safeFetch's `record` option).
export { createTransactionRecorder } from './transactions/transactionRecorder';
export {
  BODY_CAP_BYTES,
  listTransactionLogs,
  recordTransaction,
  type TransactionContext,
  type TransactionEntry,
  type TransactionLog,
  type TransactionLogPage,
  type TransactionLogQuery,
} from './transactions/transactionStore';
export {
  REQUEST_TYPE_OPTIONS,
  RESPONSE_STATUS_OPTIONS,
  TIMEFRAME_OPTIONS,
  TRANSACTION_TYPES,
  typeUiLabel,
  type TransactionType,
} from './transactions/transactionTypes';
