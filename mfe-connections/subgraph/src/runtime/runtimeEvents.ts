import {
  CONNECTION_EVENTS,
  CONNECTION_RUN_EVENTS,
  SERVICE_EVENTS,
  type ConnectionChanged,
  type ConnectionFeaturePaused,
  type ServiceConfigurationChanged,
  type ServiceDeleted,
} from '@switchyard/events';
import type { EventBus } from '@switchyard/server-kit';
import { forgetService, storeService } from '../catalog/catalogStore';
import { featurePaused } from './featurePaused';
import { markConnection, markService } from './recheck';

/**
 * The runtime's consumers: a saved connection and a changed or deleted service mark the enablements
 * to check again; the engine's pauses are kept. Service events are stored here too before marking
 * (safe twice: the newest configuration wins) so the re-check never reads an older catalog than the
 * event's; their consumer has its own name since the catalog's handlers take `connections`.
 */
export async function consumeRuntimeEvents(events: EventBus): Promise<void> {
  await events.subscribe<ConnectionChanged>('connections', CONNECTION_EVENTS.changed, (e, tx) =>
    markConnection(tx, e.data.connection_id),
  );
  await events.subscribe<ConnectionFeaturePaused>(
    'connections',
    CONNECTION_RUN_EVENTS.featurePaused,
    (e, tx) => featurePaused(tx, e.data),
  );
  await events.subscribe<ServiceConfigurationChanged>(
    'connections_runtime',
    SERVICE_EVENTS.configurationChanged,
    async (e, tx) => {
      await storeService(tx, e.data);
      await markService(tx, e.data.service_id);
    },
  );
  await events.subscribe<ServiceDeleted>('connections_runtime', SERVICE_EVENTS.deleted, async (e, tx) => {
    await forgetService(tx, e.data.service_id);
    await markService(tx, e.data.service_id);
  });
}
