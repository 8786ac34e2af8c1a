import { internalFetch, logger, type DomainDeps } from '@switchyard/server-kit';
import { publishFeaturePaused } from '../connectionFeatures';
import { cancelHeldRuns, TURNED_OFF } from './heldRuns';

/**
 * Turns applets off for their users, saying why (a revoked connection, too many failed runs in a
 * row): the composer owns on/off, and announces the change back; the engine stops running them at
 * once meanwhile. A connection feature (issue 36) is paused by the engine itself: its subscription
 * off and connection.feature_paused published in one transaction, no composer call.
 */
export async function turnOffApplets(
  deps: DomainDeps,
  subscriptions: { applet_id: string; user_id: string }[],
  reason: string,
): Promise<void> {
  for (const s of subscriptions) {
    const feature = await deps.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ enabled: boolean; enablement_id: string | null }>(
        'SELECT enabled, enablement_id FROM engine.subscriptions WHERE applet_id = $1 AND user_id = $2 FOR UPDATE',
        [s.applet_id, s.user_id],
      );
      await tx.query(
        'UPDATE engine.subscriptions SET enabled = false WHERE applet_id = $1 AND user_id = $2',
        [s.applet_id, s.user_id],
      );
      await cancelHeldRuns(tx, s.applet_id, s.user_id, TURNED_OFF);
      const row = rows[0];
      if (!row?.enablement_id) return false;
      // Told once: a second poll or run that finds the connection refused finds it paused already.
      if (row.enabled)
        await publishFeaturePaused(
          deps,
          tx,
          { enablement_id: row.enablement_id, feature_id: s.applet_id, user_id: s.user_id },
          reason,
        );
      return true;
    });
    if (feature) continue;
    try {
      const res = await internalFetch(
        deps.settings,
        'engine',
        'composer',
        `/internal/applets/${s.applet_id}/turn_off`,
        {
          method: 'POST',
          body: { user_id: s.user_id, reason },
        },
      );
      if (!res.ok) throw new Error(`composer answered ${res.status}`);
    } catch (err) {
      logger.warn({ err: (err as Error).message, applet: s.applet_id }, 'could not turn the applet off');
    }
  }
}
