import { unprocessable, type Db } from '@switchyard/server-kit';

/** spec/connections.md#9-business-constants-and-limits. */
export const PIN_LIMIT = 9;
export const PIN_LIMIT_MESSAGE = 'Only nine Applets can be pinned at a time';

export type PinKind = 'applet' | 'connection';

/**
 * What a service may pin: a published composer applet that uses it (a step of it, or it as the
 * primary service), or a published, unarchived partner connection it owns. The row is held (FOR
 * SHARE) until `tx` ends, so it cannot be archived between this check and the pin.
 */
async function pinnableKind(tx: Db, serviceId: string, appletId: string): Promise<PinKind | null> {
  const applet = await tx.query(
    `SELECT 1 FROM composer.applets a
      WHERE a.id = $2 AND a.status = 'published'
        AND (a.channel_id = $1 OR EXISTS (SELECT 1 FROM composer.applet_steps s WHERE s.applet_id = a.id AND s.service_id = $1))
      FOR SHARE OF a`,
    [serviceId, appletId],
  );
  if (applet.rows.length) return 'applet';
  const connection = await tx.query(
    `SELECT 1 FROM composer.partner_connections
      WHERE connection_id = $2 AND owner_service_id = $1 AND published AND NOT archived FOR SHARE`,
    [serviceId, appletId],
  );
  return connection.rows.length ? 'connection' : null;
}

/** The service's pinned applet ids, in pin order. */
export async function pinnedOf(db: Db, serviceId: string): Promise<string[]> {
  const { rows } = await db.query<{ applet_id: string }>(
    'SELECT applet_id FROM composer.pins WHERE service_id = $1 ORDER BY position, applet_id',
    [serviceId],
  );
  return rows.map((r) => r.applet_id);
}

/** Holds the service's pins until `tx` ends: pins of one service are made one at a time. */
const lockPins = (tx: Db, serviceId: string) =>
  tx.query('SELECT 1 FROM composer.channels WHERE service_id = $1 FOR UPDATE', [serviceId]);

/**
 * Pins an applet last; one pinned already stays where it is. Null when the service may not pin it;
 * refused (422) when nine are pinned already.
 */
export function pin(db: Db, serviceId: string, appletId: string): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    await lockPins(tx, serviceId);
    const kind = await pinnableKind(tx, serviceId, appletId);
    if (!kind) return null;
    const pinned = await pinnedOf(tx, serviceId);
    if (pinned.includes(appletId)) return pinned;
    if (pinned.length >= PIN_LIMIT) throw unprocessable(PIN_LIMIT_MESSAGE, 'applet_id');
    await tx.query(
      `INSERT INTO composer.pins (service_id, applet_id, kind, position)
       SELECT $1, $2, $3, COALESCE(max(position), 0) + 1 FROM composer.pins WHERE service_id = $1`,
      [serviceId, appletId, kind],
    );
    return [...pinned, appletId];
  });
}

/**
 * Unpins an applet; one not pinned changes nothing. Null when the service could not have pinned it
 * (and has not: a pin of an applet archived since is gone already).
 */
export function unpin(db: Db, serviceId: string, appletId: string): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    await lockPins(tx, serviceId);
    const { rows } = await tx.query(
      'DELETE FROM composer.pins WHERE service_id = $1 AND applet_id = $2 RETURNING 1',
      [serviceId, appletId],
    );
    if (rows.length === 0 && !(await pinnableKind(tx, serviceId, appletId))) return null;
    return pinnedOf(tx, serviceId);
  });
}
