import { logger, productOf, type Db, type DomainDeps } from '@switchyard/server-kit';
import type { PgBoss } from 'pg-boss';
import { retries } from '../engineMetrics';
import { orderedId } from '../orderedId';
import { callPartner } from '../partner/callPartner';
import { inTransaction, laneJob, QUEUES } from '../queues';
import { turnOffApplets } from '../runs/autoOff';
import { subscribersOf } from '../subscriptions';

/** Items asked for per poll (PROTOCOL.md's default). */
export const POLL_LIMIT = 50;
/** Seen items that left the partner's newest POLL_LIMIT are forgotten after this long. */
const FORGET_SEEN_AFTER = '7 days';

interface Identity {
  id: string;
  service_id: string;
  channel_module_name: string;
  module_name: string;
  user_id: string;
  fields: Record<string, unknown>;
}

export interface TriggerItem {
  meta: { id: string; timestamp: number };
  [ingredient: string]: unknown;
}

/** The items of a trigger's answer that carry a meta.id, oldest first (the partner sends newest first). */
export function itemsOf(body: unknown): TriggerItem[] {
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) return [];
  const items = data.filter(
    (i): i is TriggerItem =>
      typeof i === 'object' &&
      i !== null &&
      typeof (i as TriggerItem).meta === 'object' &&
      ['string', 'number'].includes(typeof (i as TriggerItem).meta?.id),
  );
  return items
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) =>
        (Number(a.item.meta.timestamp) || 0) - (Number(b.item.meta.timestamp) || 0) || b.index - a.index,
    )
    .map(({ item }) => ({ ...item, meta: { ...item.meta, id: String(item.meta.id) } }))
    .filter((item, i, all) => all.findIndex((o) => o.meta.id === item.meta.id) === i);
}

/**
 * Polls one trigger identity: asks the partner for the newest items, keeps those it has not seen,
 * and (after the first poll, which only records what exists) queues a run of every applet on this
 * identity per new item, oldest first, in the transaction that records them as seen.
 */
export async function pollIdentity(
  deps: DomainDeps & { boss: PgBoss },
  identityId: string,
  realtime = false,
): Promise<{ fired: number }> {
  const { db } = deps;
  const { rows } = await db.query<Identity>(
    `SELECT id, service_id, channel_module_name, module_name, user_id, fields
       FROM engine.trigger_identities WHERE id = $1`,
    [identityId],
  );
  const identity = rows[0];
  if (!identity) return { fired: 0 };
  const product = productOf(deps.env);
  const outcome = await callPartner(deps, {
    serviceId: identity.service_id,
    userId: identity.user_id,
    method: 'POST',
    path: `/triggers/${encodeURIComponent(identity.module_name)}`,
    body: {
      trigger_identity: identity.id,
      triggerFields: identity.fields,
      limit: POLL_LIMIT,
      user: { timezone: 'UTC' },
      [`${product}_source`]: { id: identity.id, url: `${deps.env.PUBLIC_URL ?? ''}/my_applets` },
    },
    type: 'trigger',
    realtime,
  });
  const noteError = (message: string | null) =>
    db.query('UPDATE engine.trigger_identities SET last_polled_at = now(), last_error = $2 WHERE id = $1', [
      identity.id,
      message,
    ]);
  if (outcome.kind === 'revoked') {
    await noteError(outcome.message);
    await turnOffApplets(deps, await subscribersOf(db, identity.id), outcome.message);
    return { fired: 0 };
  }
  if (outcome.kind === 'retry') {
    retries.inc({ type: 'trigger' });
    await noteError(outcome.message);
    throw new Error(outcome.message);
  }
  if (outcome.kind !== 'ok') {
    await noteError(outcome.message);
    return { fired: 0 };
  }
  const items = itemsOf(outcome.body);
  return db.transaction(async (tx) => {
    // Read again under a lock: while the partner answered, the identity may have been retired, or
    // retired and begun again by a new applet (whose first poll must fire nothing).
    const { rows: current } = await tx.query<{ primed_at: Date | null }>(
      'SELECT primed_at FROM engine.trigger_identities WHERE id = $1 FOR UPDATE',
      [identity.id],
    );
    if (current.length === 0) return { fired: 0 };
    const fresh = await recordSeen(tx, identity.id, items);
    await tx.query(
      `UPDATE engine.trigger_identities SET last_polled_at = now(), last_error = NULL,
         primed_at = COALESCE(primed_at, now()) WHERE id = $1`,
      [identity.id],
    );
    if (!current[0].primed_at || fresh.length === 0) return { fired: 0 };
    if (fresh.length >= POLL_LIMIT)
      // A full answer, all of it new: the partner may have had more since the last poll than a poll
      // answers, and those would not fire (PROTOCOL.md: the newest `limit` items only).
      logger.warn(
        { identity: identity.id, items: fresh.length },
        'every item of a full poll was new: older ones may have been missed',
      );
    const subscribers = await subscribersOf(tx, identity.id);
    const runs = fresh.flatMap((item) =>
      subscribers.map((s) => ({
        id: orderedId(),
        applet_id: s.applet_id,
        user_id: s.user_id,
        item,
      })),
    );
    if (runs.length === 0) return { fired: 0 };
    await tx.query(
      `INSERT INTO engine.runs (id, applet_id, user_id, identity_id, item_id, item)
       SELECT r.id, r.applet_id, r.user_id, $1, r.item->'meta'->>'id', r.item
         FROM jsonb_to_recordset($2::jsonb) AS r(id uuid, applet_id uuid, user_id uuid, item jsonb)`,
      [identity.id, JSON.stringify(runs)],
    );
    // A lane job per applet (one waiting per lane at most: the others are dropped).
    await deps.boss.insert(
      QUEUES.lane,
      subscribers.map((s) => laneJob(s, s.spec!)),
      { db: inTransaction(tx) },
    );
    return { fired: runs.length };
  });
}

/** Records the items as seen; the ones that were not yet, in the order given. */
async function recordSeen(tx: Db, identityId: string, items: TriggerItem[]): Promise<TriggerItem[]> {
  if (items.length === 0) return [];
  const ids = items.map((i) => i.meta.id);
  const { rows } = await tx.query<{ item_id: string }>(
    `INSERT INTO engine.seen_items (identity_id, item_id) SELECT $1, unnest($2::text[])
     ON CONFLICT DO NOTHING RETURNING item_id`,
    [identityId, ids],
  );
  await tx.query(
    `DELETE FROM engine.seen_items WHERE identity_id = $1 AND seen_at < now() - $3::interval
        AND NOT (item_id = ANY($2::text[]))`,
    [identityId, ids, FORGET_SEEN_AFTER],
  );
  const fresh = new Set(rows.map((r) => r.item_id));
  return items.filter((i) => fresh.has(i.meta.id));
}
