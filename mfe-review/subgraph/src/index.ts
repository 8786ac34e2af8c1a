import { join } from 'node:path';
import { SERVICE_EVENTS, type ServiceConfigurationChanged, type ServiceDeleted } from '@switchyard/events';
import { eventMigrations, type Domain } from '@switchyard/server-kit';
import { reviewRestPaths, reviewRouter } from './rest';
import { forgetService, storeConfiguration } from './reviewStore';
import { buildSchema, typeDefs } from './schema';

/**
 * The review domain: review status and publication. It keeps its own copy of each service's
 * configuration from `service.configuration_changed` and publishes `service.review_status_changed`.
 */
export const reviewDomain: Domain = {
  name: 'review',
  migrations: { schema: 'review', dir: join(__dirname, '..', 'migrations'), requires: [eventMigrations] },
  typeDefs,
  schema: buildSchema,
  restPaths: reviewRestPaths,
  router: reviewRouter,
  async consumes(events) {
    await events.subscribe<ServiceConfigurationChanged>(
      'review',
      SERVICE_EVENTS.configurationChanged,
      (event, tx) => storeConfiguration(tx, event.data, events),
    );
    await events.subscribe<ServiceDeleted>('review', SERVICE_EVENTS.deleted, (event, tx) =>
      forgetService(tx, event.data.service_id),
    );
  },
};
