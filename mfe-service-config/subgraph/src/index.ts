import { join } from 'node:path';
import { eventMigrations, type Domain } from '@switchyard/server-kit';
import { serviceConfigRestPaths, serviceConfigRouter } from './rest';
import { buildSchema, typeDefs } from './schema';
import { followReviewStatus } from './review/reviewStatusEvents';
import { seedServiceConfig } from './seed';

/** The service-configuration domain as the gateway hosts it. */
export const serviceConfigDomain: Domain = {
  name: 'service_config',
  migrations: {
    schema: 'service_config',
    dir: join(__dirname, '..', 'migrations'),
    requires: [eventMigrations],
  },
  typeDefs,
  schema: buildSchema,
  restPaths: serviceConfigRestPaths,
  router: serviceConfigRouter,
  seed: seedServiceConfig,
  consumes: (events) => followReviewStatus(events),
};

export { DEMO_SERVICES, seedDaybookCopy } from './seed';
export { DEMO_ACTIONS, DEMO_TRIGGERS } from './steps/seedSteps';
