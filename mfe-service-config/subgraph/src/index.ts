import { join } from 'node:path';
import { eventMigrations, type Domain } from '@switchyard/server-kit';
import { registerPartnerProviders } from '@switchyard/server-kit/partner-client';
import { partnerSettingsOf } from './internal/partnerSettingsRoute';
import { serviceConfigRestPaths, serviceConfigRouter } from './rest';
import { buildSchema, typeDefs } from './schema';
import { followReviewStatus } from './review/reviewStatusEvents';
import { seedServiceConfig } from './seed';
import { followUsersCount } from './services/usersCountEvents';
import { serviceConfigSettingsSpec } from './settings';

/** The service-configuration domain as the gateway hosts it. */
export const serviceConfigDomain: Domain = {
  name: 'service_config',
  settings: serviceConfigSettingsSpec,
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
  async consumes(events) {
    await followReviewStatus(events);
    await followUsersCount(events);
  },
  // The services' partner settings for the partner clients of the domains hosted with this one
  // (the composer's, the engine's): no signed HTTP call to this process's own port.
  async start(deps) {
    const { db } = deps;
    const product = deps.settings.productSlug;
    const withdraw = registerPartnerProviders(db, {
      partnerSettings: (serviceId) => partnerSettingsOf(db, product, serviceId),
    });
    return { stop: async () => withdraw() };
  },
};

export { DEMO_SERVICES, seedDaybookCopy } from './seed';
export { DEMO_ACTIONS, DEMO_TRIGGERS } from './steps/seedSteps';
