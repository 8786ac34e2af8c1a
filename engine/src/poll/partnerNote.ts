import { TRANSACTION_EVENTS } from '@switchyard/events';
import { sanitizeTransaction, type Db, type DomainDeps } from '@switchyard/server-kit';
import { enginePartner } from '../partner/callPartner';

/** The trigger identity a note is about. */
export interface NotedIdentity {
  id: string;
  service_id: string;
  module_name: string;
  user_id: string;
}

/**
 * Says something the engine did with a trigger's items in the partner's transaction log (the
 * trigger call's request type, with the engine's note as its error: `code` and `message`), in the
 * poll's transaction.
 */
export async function notePartner(
  deps: DomainDeps,
  tx: Db,
  identity: NotedIdentity,
  error: { code: string; message: string },
) {
  if (!deps.events) return;
  const settings = await enginePartner(deps).settings(identity.service_id);
  await deps.events.publish(
    tx,
    TRANSACTION_EVENTS.recorded,
    sanitizeTransaction({
      type: 'trigger',
      userId: identity.user_id,
      serviceId: identity.service_id,
      organizationId: settings?.organization_id ?? null,
      moduleName: settings?.module_name ?? null,
      durationMs: 0,
      method: 'POST',
      url: `${settings?.protocol_base_url ?? ''}/triggers/${encodeURIComponent(identity.module_name)}`,
      error,
    }),
  );
}
