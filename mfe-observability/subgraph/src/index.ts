import { join } from 'node:path';
import {
  SUGGESTION_EVENTS,
  TRANSACTION_EVENTS,
  type SuggestionSent,
  type TransactionRecorded,
} from '@switchyard/events';
import { eventMigrations, type Domain } from '@switchyard/server-kit';
import { seedFeedback } from './feedback/feedbackSeed';
import { storeSuggestions } from './feedback/suggestionCopy';
import { buildSchema, typeDefs } from './schema';
import { observabilitySettings } from './settings';
import { startLogRetention } from './transactions/retention';
import { storeTransactions } from './transactions/transactionStore';

/**
 * The observability domain: transaction logs and platform feedback. Other domains publish
 * `transaction.recorded` for each partner call; this domain alone writes its table (no REST paths
 * yet) and forgets the expired ones. Users' suggestions arrive as `suggestion.sent` (connections).
 */
export const observabilityDomain: Domain = {
  name: 'observability',
  settings: observabilitySettings,
  migrations: {
    schema: 'observability',
    dir: join(__dirname, '..', 'migrations'),
    requires: [eventMigrations],
  },
  typeDefs,
  schema: buildSchema,
  restPaths: [],
  async consumes(events) {
    await events.subscribeBatch<TransactionRecorded>(
      'observability',
      TRANSACTION_EVENTS.recorded,
      (events, tx) => storeTransactions(tx, events),
    );
    // The connections domain's suggestions, for the platform feedback page.
    await events.subscribeBatch<SuggestionSent>('observability', SUGGESTION_EVENTS.sent, (events, tx) =>
      storeSuggestions(tx, events),
    );
  },
  async start(deps) {
    return startLogRetention(deps);
  },
  async seed(deps, demo) {
    await seedFeedback(deps, demo);
  },
};

export {
  listTransactionLogs,
  recordTransaction,
  storeTransaction,
  storeTransactions,
  type TransactionLog,
  type TransactionLogPage,
  type TransactionLogQuery,
} from './transactions/transactionStore';
