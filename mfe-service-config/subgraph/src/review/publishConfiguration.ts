import { SERVICE_EVENTS, type ServiceConfigurationChanged } from '@switchyard/events';
import type { Db, EventBus } from '@switchyard/server-kit';
import { configurationSnapshot } from './configurationSnapshot';
import { serviceListingCache } from '../services/serviceListing';

/**
 * Publishes `service.configuration_changed` in `tx`, the transaction of the change, with the
 * service's configuration as it is now and the next version number. Without a bus (unit tests)
 * nothing is published. Every change passes here, so the service listing cache is cleared here.
 */
export async function publishConfigurationChanged(tx: Db, events: EventBus | undefined, serviceId: string) {
  serviceListingCache.clearAll();
  if (!events) return;
  const { rows } = await tx.query<{ config_version: string; staging_of: string | null }>(
    `UPDATE service_config.services SET config_version = config_version + 1 WHERE id = $1
     RETURNING config_version, staging_of`,
    [serviceId],
  );
  const snapshot = rows[0] && (await configurationSnapshot(tx, serviceId));
  if (!snapshot) return;
  await events.publish<ServiceConfigurationChanged>(tx, SERVICE_EVENTS.configurationChanged, {
    ...snapshot,
    version: Number(rows[0].config_version),
    staging_of: rows[0].staging_of,
  });
}
