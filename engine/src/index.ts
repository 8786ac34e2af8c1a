import { join } from 'node:path';
import {
  APPLET_EVENTS,
  CONNECTION_ENABLEMENT_EVENTS,
  IDENTITY_EVENTS,
  type AppletActivationChanged,
  type ConnectionEnablementChanged,
  type UserTimezoneChanged,
} from '@switchyard/events';
import { eventMigrations, type Domain } from '@switchyard/server-kit';
import { engineRestPaths, engineRouter } from './routes';
import { queueHealth } from './queueHealth';
import { startEngine } from './runtime';
import { engineSettingsSpec } from './settings';
import { buildSchema, typeDefs } from './schema';
import { applyActivation } from './subscriptions';
import { applyEnablement } from './connectionFeatures';
import { applyTimezone } from './userTimezones';

/**
 * The engine (issue 14): runs every applet that is on. It keeps what the composer announces
 * (applet.activation_changed), users' enabled connection features (connection.enablement_changed,
 * issue 36) and users' time zones (identity.user_timezone_changed), polls trigger identities, and works runs on pg-boss queues; its subgraph adds the
 * viewer's runs to Applet and ConnectionEnablementFeature. See README.md.
 */
export const engineDomain: Domain = {
  name: 'engine',
  settings: engineSettingsSpec,
  migrations: { schema: 'engine', dir: join(__dirname, '..', 'migrations'), requires: [eventMigrations] },
  typeDefs,
  schema: buildSchema,
  restPaths: engineRestPaths,
  router: engineRouter,
  async consumes(events) {
    await events.subscribe<AppletActivationChanged>('engine', APPLET_EVENTS.activationChanged, (e, tx) =>
      applyActivation(tx, e.data),
    );
    await events.subscribe<ConnectionEnablementChanged>(
      'engine',
      CONNECTION_ENABLEMENT_EVENTS.changed,
      (e, tx) => applyEnablement(tx, e.data),
    );
    await events.subscribe<UserTimezoneChanged>('engine', IDENTITY_EVENTS.userTimezoneChanged, (e, tx) =>
      applyTimezone(tx, e.data, e.occurredAt),
    );
  },
  start: startEngine,
  health: async ({ db }) => ({ queues: await queueHealth(db) }),
};
