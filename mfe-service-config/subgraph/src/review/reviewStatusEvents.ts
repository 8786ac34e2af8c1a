import { SERVICE_EVENTS, type ServiceReviewStatusChanged } from '@switchyard/events';
import type { Db, EventBus } from '@switchyard/server-kit';

/**
 * Follows review's decisions: a service is published (and its editors read-only) exactly when
 * review last said so. Safe to run twice: it sets the flag, it does not toggle it.
 */
export async function followReviewStatus(events: EventBus) {
  await events.subscribe<ServiceReviewStatusChanged>(
    'service_config',
    SERVICE_EVENTS.reviewStatusChanged,
    async (event, tx: Db) => {
      await tx.query('UPDATE service_config.services SET published = $2, updated_at = now() WHERE id = $1', [
        event.data.service_id,
        event.data.published,
      ]);
    },
  );
}
