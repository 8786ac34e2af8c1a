import { SERVICE_EVENTS, type ServiceUsersChanged } from '@switchyard/events';
import type { Db, EventBus } from '@switchyard/server-kit';

/**
 * Stores a service's users count as the composer counted it: only a newer count than the one
 * stored (by the composer's version), so a repeated or late older event changes nothing; a
 * service deleted meanwhile has nothing to update.
 */
async function storeUsersCount(tx: Db, e: ServiceUsersChanged): Promise<void> {
  await tx.query(
    `UPDATE service_config.services SET users_count = $2, users_count_version = $3
      WHERE id = $1 AND users_count_version < $3`,
    [e.service_id, Math.max(0, Math.trunc(e.users_count)), e.version],
  );
}

/** Keeps users_count (the limit of a service's deletion) from the composer's service.users_changed. */
export async function followUsersCount(events: EventBus) {
  await events.subscribe<ServiceUsersChanged>('service_config', SERVICE_EVENTS.usersChanged, (e, tx) =>
    storeUsersCount(tx, e.data),
  );
}
