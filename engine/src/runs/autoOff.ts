import { internalFetch, logger, type DomainDeps } from '@switchyard/server-kit';

/**
 * Turns applets off for their users, saying why (a revoked connection, too many failed runs in a
 * row): the composer owns on/off, and announces the change back; the engine stops running them at
 * once meanwhile.
 */
export async function turnOffApplets(
  deps: DomainDeps,
  subscriptions: { applet_id: string; user_id: string }[],
  reason: string,
): Promise<void> {
  for (const s of subscriptions) {
    await deps.db.query(
      'UPDATE engine.subscriptions SET enabled = false WHERE applet_id = $1 AND user_id = $2',
      [s.applet_id, s.user_id],
    );
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
