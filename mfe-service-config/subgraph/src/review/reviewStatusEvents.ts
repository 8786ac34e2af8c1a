import { SERVICE_EVENTS, type ServiceReviewStatusChanged } from '@switchyard/events';
import type { Db, EventBus } from '@switchyard/server-kit';
import {
  lockAuthenticationState,
  publishAuthenticationChanged,
} from '../authentication/authenticationChange';
import { copyConfiguration } from '../services/serviceCopy';
import { serviceListingCache } from '../services/serviceListing';
import { publishConfigurationChanged } from './publishConfiguration';

/**
 * Follows review's decisions: a service is published (and its editors read-only) exactly when
 * review last said so. A migration makes the published original configured like its staging
 * clone, in place, so it keeps its id, its users and their applets. Safe to run twice: it sets
 * the flag and copies a state, it toggles nothing.
 */
export async function followReviewStatus(events: EventBus) {
  await events.subscribe<ServiceReviewStatusChanged>(
    'service_config',
    SERVICE_EVENTS.reviewStatusChanged,
    async (event, tx: Db) => {
      const { service_id, published, action, migrated_into } = event.data;
      await tx.query('UPDATE service_config.services SET published = $2, updated_at = now() WHERE id = $1', [
        service_id,
        published,
      ]);
      serviceListingCache.clearAll();
      if (action === 'migrate' && migrated_into) {
        const before = await lockAuthenticationState(tx, migrated_into);
        await copyConfiguration(tx, service_id, migrated_into);
        await publishConfigurationChanged(tx, events, migrated_into);
        // Taking the staging clone's authentication type ends the users' tokens (once: a repeated
        // event finds the type already taken).
        const after = before && (await lockAuthenticationState(tx, migrated_into));
        if (before && after)
          await publishAuthenticationChanged(tx, events, {
            service_id: migrated_into,
            module_name: after.module_name,
            from: before.authentication_type,
            to: after.authentication_type,
            actor_id: event.data.actor_id,
          });
      }
    },
  );
}
