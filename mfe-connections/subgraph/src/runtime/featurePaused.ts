import type { ConnectionFeaturePaused } from '@switchyard/events';
import type { Db } from '@switchyard/server-kit';
import { isUuid } from '../access';
import { pauseFeatures } from '../enablements/enablementStore';
import { markEnablement } from './recheck';

/**
 * The engine stopped running a user's feature (connection.feature_paused): the feature is paused
 * with the engine's reason until the user saves the settings again, and the enablement is marked so
 * the re-checker publishes it without the feature. A pause older than the user's last save is stale
 * (they fixed it meanwhile) and changes nothing; so does one for a feature that is off or gone.
 */
export async function featurePaused(tx: Db, e: ConnectionFeaturePaused): Promise<void> {
  if (![e.feature_id, e.enablement_id, e.user_id].every(isUuid) || Number.isNaN(Date.parse(e.paused_at)))
    return;
  const { rows } = await tx.query<{ id: string }>(
    `SELECT f.id FROM connections.enablement_features f
       JOIN connections.enablements e ON e.id = f.enablement_id
      WHERE f.id = $1 AND e.id = $2 AND e.user_id = $3 AND f.enabled AND f.updated_at <= $4::timestamptz
      FOR UPDATE OF f`,
    [e.feature_id, e.enablement_id, e.user_id, e.paused_at],
  );
  if (!rows.length) return;
  await pauseFeatures(tx, [{ id: e.feature_id, reason: e.reason }], 'engine');
  await markEnablement(tx, e.enablement_id);
}
