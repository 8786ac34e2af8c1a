import type { DomainDeps } from '@switchyard/server-kit';
import { callPartner } from '../partner/callPartner';

const BATCH = 20;

/**
 * Tells partners about trigger identities no applet uses any more (PROTOCOL.md DELETE
 * /triggers/{slug}/trigger_identity/{id}), with the service key: the user may have disconnected.
 * Best effort: the call is logged as a transaction either way, and not repeated.
 */
export async function forgetRetiredIdentities(deps: DomainDeps): Promise<number> {
  const { rows } = await deps.db.query<{
    id: string;
    service_id: string;
    module_name: string;
    user_id: string;
  }>(
    `DELETE FROM engine.retired_identities WHERE id IN (
       SELECT id FROM engine.retired_identities ORDER BY retired_at LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING id, service_id, module_name, user_id`,
    [BATCH],
  );
  for (const r of rows) {
    await callPartner(deps, {
      serviceId: r.service_id,
      userId: r.user_id,
      method: 'DELETE',
      path: `/triggers/${encodeURIComponent(r.module_name)}/trigger_identity/${encodeURIComponent(r.id)}`,
      type: 'trigger_identity',
      serviceKeyOnly: true,
    }).catch(() => undefined);
  }
  return rows.length;
}
