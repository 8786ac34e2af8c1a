import { join } from 'node:path';
import {
  CONNECTION_ENABLEMENT_EVENTS,
  CONNECTION_EVENTS,
  SERVICE_EVENTS,
  type ConnectionChanged,
  type ConnectionEnablementChanged,
  type ServiceAuthenticationChanged,
  type ServiceConfigurationChanged,
  type ServiceAppletDefaultsChanged,
  type ServiceDeleted,
  type ServiceReviewStatusChanged,
} from '@switchyard/events';
import { eventMigrations, type Domain } from '@switchyard/server-kit';
import { registerPartnerProviders } from '@switchyard/server-kit/partner-client';
import { followPublication, forgetChannel, storeChannel } from './catalog';
import { applyAuthenticationChange } from './connections/authenticationChange';
import { connectionTokens } from './connections/composerPartner';
import { announceConnectionsAtStart } from './connections/userConnectionEvents';
import { storeEnablement, storePartnerConnection } from './pins/partnerConnections';
import { composerRestPaths, composerRouter, secretBoxOf } from './rest';
import { composerSettingsSpec } from './settings';
import { storeTriggerDefaults } from './triggerDefaults';
import { buildSchema, typeDefs } from './schema';
import { startAnnouncers } from './announcers';

/**
 * The composer domain: applets and the user's service connections (issue 13), with its catalog of
 * services and their steps kept from service-config's and review's events. It announces what each
 * user's applet runs (applet.activation_changed) to the engine, how many users each service has
 * (service.users_changed) to service-config, and each user's connections to services
 * (user_service.connection_changed). It keeps partners' connections (connection.changed) for the
 * services' public lists of applets and their pins.
 */
export const composerDomain: Domain = {
  name: 'composer',
  settings: composerSettingsSpec,
  migrations: { schema: 'composer', dir: join(__dirname, '..', 'migrations'), requires: [eventMigrations] },
  typeDefs,
  schema: buildSchema,
  restPaths: composerRestPaths,
  router: composerRouter,
  async start(deps) {
    // The users' tokens for the partner clients of the domains hosted with this one (the engine's).
    const withdraw = registerPartnerProviders(deps.db, {
      userToken: connectionTokens({ ...deps, box: secretBoxOf(deps.settings) }),
    });
    // The connections made before user_service.connection_changed existed are announced once.
    await announceConnectionsAtStart(deps.db, deps.events);
    const announcers = deps.events ? await startAnnouncers(deps.db, deps.events) : null;
    return {
      async stop() {
        withdraw();
        await announcers?.stop();
      },
    };
  },
  async consumes(events) {
    await events.subscribe<ServiceConfigurationChanged>(
      'composer',
      SERVICE_EVENTS.configurationChanged,
      (e, tx) => storeChannel(tx, e.data),
    );
    await events.subscribe<ServiceReviewStatusChanged>(
      'composer',
      SERVICE_EVENTS.reviewStatusChanged,
      (e, tx) => followPublication(tx, e.data),
    );
    await events.subscribe<ServiceDeleted>('composer', SERVICE_EVENTS.deleted, (e, tx) =>
      forgetChannel(tx, e.data.service_id, events),
    );
    await events.subscribe<ServiceAuthenticationChanged>(
      'composer',
      SERVICE_EVENTS.authenticationChanged,
      async (e, tx) => void (await applyAuthenticationChange(tx, events, e.data)),
    );
    await events.subscribe<ConnectionChanged>('composer', CONNECTION_EVENTS.changed, (e, tx) =>
      storePartnerConnection(tx, e.data),
    );
    await events.subscribe<ConnectionEnablementChanged>(
      'composer',
      CONNECTION_ENABLEMENT_EVENTS.changed,
      (e, tx) => storeEnablement(tx, e.data),
    );
    await events.subscribe<ServiceAppletDefaultsChanged>(
      'composer',
      SERVICE_EVENTS.appletDefaultsChanged,
      (e, tx) => storeTriggerDefaults(tx, e.data),
    );
  },
};
