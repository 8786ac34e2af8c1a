import { join } from 'node:path';
import {
  SERVICE_EVENTS,
  type ServiceConfigurationChanged,
  type ServiceDeleted,
  type ServiceReviewStatusChanged,
  IDENTITY_EVENTS,
  type UserTimezoneChanged,
} from '@switchyard/events';
import { eventMigrations, type Domain } from '@switchyard/server-kit';
import express from 'express';
import { followPublication, forgetService, storeService } from './catalog/catalogStore';
import { CONNECT_API_REST_PATHS, connectApiRouter } from './connectApi/connectApiRouter';
import { storeUserTimezone } from './connectApi/userTimezones';
import { COVER_REST_PATHS, coverRouter } from './cover';
import { CONNECTION_REST_PATHS, connectionRouter } from './rest';
import { buildSchema, typeDefs } from './schema';
import { seedEnablements } from './enablements/enablementSeed';
import { FEEDBACK_CONTEXT_PATHS, feedbackContextRouter } from './enablements/feedbackContextRoute';
import { seedConnections } from './seed';
import { consumeRuntimeEvents } from './runtime/runtimeEvents';
import { startRechecker } from './runtime/recheck';
import { announceAtStart } from './suggestions/suggestionEvents';
import { connectionsSettings } from './settings';
import { consumeTriggerFired, startWebhooks } from './webhooks';

/**
 * The connections domain (spec/connections.md): partners' connections, their features and custom
 * fields, cover images and users' suggestions. Its copy of services comes from service-config's
 * and review's events; it publishes connection.changed.
 */
export const connectionsDomain: Domain = {
  name: 'connections',
  settings: connectionsSettings,
  migrations: {
    schema: 'connections',
    dir: join(__dirname, '..', 'migrations'),
    requires: [eventMigrations],
  },
  typeDefs,
  schema: buildSchema,
  restPaths: [
    ...CONNECTION_REST_PATHS,
    ...COVER_REST_PATHS,
    ...CONNECT_API_REST_PATHS,
    ...FEEDBACK_CONTEXT_PATHS,
  ],
  router(deps) {
    const router = express.Router();
    router.use(coverRouter(deps));
    router.use(connectionRouter(deps));
    router.use(connectApiRouter(deps));
    router.use(feedbackContextRouter(deps));
    return router;
  },
  async consumes(events, deps) {
    await events.subscribe<ServiceConfigurationChanged>(
      'connections',
      SERVICE_EVENTS.configurationChanged,
      (e, tx) => storeService(tx, e.data),
    );
    await events.subscribe<ServiceReviewStatusChanged>(
      'connections',
      SERVICE_EVENTS.reviewStatusChanged,
      (e, tx) => followPublication(tx, e.data),
    );
    await events.subscribe<ServiceDeleted>('connections', SERVICE_EVENTS.deleted, (e, tx) =>
      forgetService(tx, e.data.service_id),
    );
    // Issue 40.3: the Connect API sends the zone of the user a call is for.
    await events.subscribe<UserTimezoneChanged>('connections', IDENTITY_EVENTS.userTimezoneChanged, (e, tx) =>
      storeUserTimezone(tx, e.data, e.occurredAt),
    );
    // Issue 36: what makes users' enabled features run again with the newest connection.
    await consumeRuntimeEvents(events);
    // The owner service's webhooks (issue 36).
    await consumeTriggerFired(events, deps);
  },
  async start(deps) {
    // Issue 37: the suggestions stored before suggestion.sent existed, announced once.
    await announceAtStart(deps.db, deps.events);
    const started = [await startRechecker(deps), await startWebhooks(deps)];
    return { stop: async () => void (await Promise.all(started.map((s) => s.stop()))) };
  },
  async seed(deps, demo) {
    await seedConnections(deps, demo);
    // Then the demo users who enabled the published connection: its installs_count counts them.
    await seedEnablements(deps, demo);
  },
};
