import { join } from 'node:path';
import {
  APPLET_EVENTS,
  CONNECTION_ENABLEMENT_EVENTS,
  CONNECTION_EVENTS,
  SERVICE_EVENTS,
  SUGGESTION_EVENTS,
  TRANSACTION_EVENTS,
  USER_SERVICE_EVENTS,
  type AppletActivationChanged,
  type ConnectionChanged,
  type ConnectionEnablementChanged,
  type ServiceConfigurationChanged,
  type ServiceDeleted,
  type SuggestionSent,
  type TransactionRecorded,
  type UserServiceConnectionChanged,
} from '@switchyard/events';
import { eventMigrations, type Domain } from '@switchyard/server-kit';
import { forgetAnalyticsServices, storeAnalyticsServices } from './analytics/analyticsCatalog';
import {
  storeActivationChanges,
  storeEnablementChanges,
  storeUserServiceConnections,
} from './analytics/analyticsSources';
import { connectionFeedbackRouter, FEEDBACK_SECTION_REST_PATHS } from './feedback/connectionFeedbackRoute';
import { seedFeedback } from './feedback/feedbackSeed';
import { storeSuggestions } from './feedback/suggestionCopy';
import { buildSchema, typeDefs } from './schema';
import { observabilitySettings } from './settings';
import { storeLogConnections } from './transactions/logConnections';
import { startLogRetention } from './transactions/retention';
import { storeTransactions } from './transactions/transactionStore';

/**
 * The observability domain: transaction logs and platform feedback. Other domains publish
 * `transaction.recorded` for each partner call; this domain alone writes its table and forgets the
 * expired ones. Users' suggestions arrive as `suggestion.sent` (connections). REST: the connection
 * detail screen's feedback sections as HTML. Service analytics count enablements, applets and user connections from their events.
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
  restPaths: [...FEEDBACK_SECTION_REST_PATHS],
  router: connectionFeedbackRouter,
  async consumes(events) {
    await events.subscribeBatch<TransactionRecorded>(
      'observability',
      TRANSACTION_EVENTS.recorded,
      (events, tx) => storeTransactions(tx, events),
    );
    // Whose connection is whose: a connection's logs are its owner's (src/transactions/logScope.ts).
    await events.subscribeBatch<ConnectionChanged>('observability', CONNECTION_EVENTS.changed, (events, tx) =>
      storeLogConnections(tx, events),
    );
    // The connections domain's suggestions, for the platform feedback page.
    await events.subscribeBatch<SuggestionSent>('observability', SUGGESTION_EVENTS.sent, (events, tx) =>
      storeSuggestions(tx, events),
    );
    // Service analytics (src/analytics): counts kept from enablements, applets and user connections,
    // names and steps from service-config's configurations.
    await events.subscribeBatch<ServiceConfigurationChanged>(
      'observability',
      SERVICE_EVENTS.configurationChanged,
      (events, tx) => storeAnalyticsServices(tx, events),
    );
    await events.subscribeBatch<ServiceDeleted>('observability', SERVICE_EVENTS.deleted, (events, tx) =>
      forgetAnalyticsServices(tx, events),
    );
    await events.subscribeBatch<ConnectionEnablementChanged>(
      'observability',
      CONNECTION_ENABLEMENT_EVENTS.changed,
      (events, tx) => storeEnablementChanges(tx, events),
    );
    await events.subscribeBatch<AppletActivationChanged>(
      'observability',
      APPLET_EVENTS.activationChanged,
      (events, tx) => storeActivationChanges(tx, events),
    );
    await events.subscribeBatch<UserServiceConnectionChanged>(
      'observability',
      USER_SERVICE_EVENTS.connectionChanged,
      (events, tx) => storeUserServiceConnections(tx, events),
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
