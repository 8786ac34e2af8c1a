import { join } from 'node:path';
import { TRANSACTION_EVENTS, type TransactionRecorded } from '@switchyard/events';
import { eventMigrations, type Domain } from '@switchyard/server-kit';
import { buildSchema, typeDefs } from './schema';
import { storeTransaction } from './transactions/transactionStore';

/**
 * The observability domain: transaction logs. Other domains publish `transaction.recorded` for each
 * partner call; this domain alone writes its table (no REST paths yet).
 */
export const observabilityDomain: Domain = {
  name: 'observability',
  migrations: {
    schema: 'observability',
    dir: join(__dirname, '..', 'migrations'),
    requires: [eventMigrations],
  },
  typeDefs,
  schema: buildSchema,
  restPaths: [],
  async consumes(events) {
    await events.subscribe<TransactionRecorded>('observability', TRANSACTION_EVENTS.recorded, (event, tx) =>
      storeTransaction(tx, event.id, event.data),
    );
  },
};

export {
  listTransactionLogs,
  recordTransaction,
  storeTransaction,
  type TransactionLog,
  type TransactionLogPage,
  type TransactionLogQuery,
} from './transactions/transactionStore';
