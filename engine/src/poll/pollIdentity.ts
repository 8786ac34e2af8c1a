import { logger, type Db, type DomainDeps } from '@switchyard/server-kit';
import type { PgBoss } from 'pg-boss';
import { retries } from '../engineMetrics';
import { orderedId } from '../orderedId';
import { callPartner, enginePartner, type CallOutcome } from '../partner/callPartner';
import { laneJob, QUEUES } from '../queues';
import { publishTriggersFired } from '../connectionFeatures';
import type { RunCaps } from '../config';
import { noteHeld, planHolds } from './floodGuard';
import { notePartner } from './partnerNote';
import { turnOffApplets } from '../runs/autoOff';
import { triggerTimeOf } from '../runs/triggerTime';
import { subscribersOf } from '../subscriptions';
import { userTimezone } from '../userTimezones';

/** Items asked for per page (PROTOCOL.md's default). */
export const POLL_LIMIT = 50;
/**
 * The most new items one poll runs. A poll whose page is full of items it has not seen pages back
 * (the partner's `cursor`, or else one larger `limit`) until it reaches one it has; past this bound
 * the oldest are skipped, counted on the identity and said on the applet page and the partner's log.
 */
export const POLL_MAX_ITEMS = 500;
/** Items a poll reads at most, to count the ones it skips (past it the count is "at least"). */
export const POLL_READ_ITEMS = 1000;
/** Seen items that left the partner's newest items are forgotten after this long. */
const FORGET_SEEN_AFTER = '7 days';

interface Identity {
  id: string;
  service_id: string;
  channel_module_name: string;
  module_name: string;
  user_id: string;
  fields: Record<string, unknown>;
  primed_at: Date | null;
  /** The database's clock when this poll began (the fence against an older answer). */
  started: Date;
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

/** What a poll read: its items (newest pages first), and whether it reached an item it had seen or the partner's last. */
type Read =
  | { kind: 'read'; data: unknown[]; firstPage: Set<string>; complete: boolean }
  | Exclude<CallOutcome, { kind: 'ok' | 'skip' }>;

/**
 * Reads the identity's newest items; after its first poll, pages back while every item of a full
 * page is new: with the answer's `cursor` when the partner gives one, or else once with `limit`
 * POLL_READ_ITEMS. Stops at an item it has seen, at the partner's last, or at POLL_READ_ITEMS.
 */
async function readItems(deps: DomainDeps, identity: Identity, realtime: boolean): Promise<Read> {
  const { product } = enginePartner(deps);
  const data: unknown[] = [];
  const ids = new Set<string>();
  let cursor: string | undefined;
  let limit = POLL_LIMIT;
  let firstPage: Set<string> | undefined;
  const timezone = await userTimezone(deps.db, identity.user_id);
  const read = (complete: boolean): Read => ({ kind: 'read', data, firstPage: firstPage!, complete });
  for (;;) {
    const outcome = await callPartner(deps, {
      serviceId: identity.service_id,
      userId: identity.user_id,
      method: 'POST',
      path: `/triggers/${encodeURIComponent(identity.module_name)}`,
      body: {
        trigger_identity: identity.id,
        triggerFields: identity.fields,
        limit,
        ...(cursor ? { cursor } : {}),
        user: { timezone },
        [`${product}_source`]: { id: identity.id, url: `${deps.settings.publicUrl}/my_applets` },
      },
      type: 'trigger',
      realtime,
    });
    if (outcome.kind === 'skip') return { kind: 'fail', message: outcome.message, ms: outcome.ms };
    if (outcome.kind !== 'ok') return outcome;
    const body = outcome.body as { data?: unknown; cursor?: unknown } | null;
    const page = Array.isArray(body?.data) ? body.data : [];
    const before = ids.size;
    const pageIds = itemsOf({ data: page }).map((i) => i.meta.id);
    for (const id of pageIds) ids.add(id);
    data.push(...page);
    firstPage ??= new Set(pageIds);
    // The first poll only records what exists; a page that is not full is the partner's last.
    if (!identity.primed_at || page.length < limit) return read(true);
    if (await anySeen(deps.db, identity.id, pageIds)) return read(true);
    if (ids.size >= POLL_READ_ITEMS || ids.size === before) return read(false);
    if (typeof body?.cursor === 'string' && body.cursor) {
      cursor = body.cursor;
      limit = POLL_LIMIT;
    } else if (!cursor && limit < POLL_READ_ITEMS) {
      limit = POLL_READ_ITEMS;
    } else {
      return read(false);
    }
  }
}

async function anySeen(db: Db, identityId: string, ids: string[]): Promise<boolean> {
  if (ids.length === 0) return false;
  const { rows } = await db.query(
    'SELECT 1 FROM engine.seen_items WHERE identity_id = $1 AND item_id = ANY($2::text[]) LIMIT 1',
    [identityId, ids],
    { name: 'engine.any_seen' },
  );
  return rows.length > 0;
}

/**
 * Polls one trigger identity: reads the items it has not seen (paging back, see readItems), and
 * (after the first poll, which only records what exists) queues a run of every applet on this
 * identity per new item, oldest first, in the transaction that records them as seen; then the
 * lanes of those applets. A poll that began before the one recorded last records nothing.
 */
export async function pollIdentity(
  deps: DomainDeps & { boss: PgBoss; caps: RunCaps },
  identityId: string,
  realtime = false,
): Promise<{ fired: number; skipped: number; held: number }> {
  const { db } = deps;
  const none = { fired: 0, skipped: 0, held: 0 };
  const { rows } = await db.query<Identity>(
    `SELECT id, service_id, channel_module_name, module_name, user_id, fields, primed_at, now() AS started
       FROM engine.trigger_identities WHERE id = $1`,
    [identityId],
  );
  const identity = rows[0];
  if (!identity) return none;
  const read = await readItems(deps, identity, realtime);
  const noteError = (message: string | null) =>
    db.query('UPDATE engine.trigger_identities SET last_polled_at = now(), last_error = $2 WHERE id = $1', [
      identity.id,
      message,
    ]);
  if (read.kind === 'revoked') {
    await noteError(read.message);
    await turnOffApplets(deps, await subscribersOf(db, identity.id), read.message);
    return none;
  }
  if (read.kind === 'retry') {
    retries.inc({ type: 'trigger' });
    await noteError(read.message);
    throw new Error(read.message);
  }
  if (read.kind !== 'read') {
    await noteError(read.message);
    return none;
  }
  const items = itemsOf({ data: read.data });
  const outcome = await db.transaction(async (tx) => {
    // Read again under a lock: while the partner answered, the identity may have been retired, or
    // retired and begun again by a new applet (whose first poll must fire nothing), or polled by a
    // poll that began after this one (this one's job expired meanwhile): its answer is newer.
    const { rows: current } = await tx.query<{ primed_at: Date | null; polled_from: Date | null; now: Date }>(
      'SELECT primed_at, polled_from, now() AS now FROM engine.trigger_identities WHERE id = $1 FOR UPDATE',
      [identity.id],
    );
    if (current.length === 0) return null;
    if (current[0].polled_from && current[0].polled_from > identity.started) return null;
    const fresh = newSince(items, await recordSeen(tx, identity.id, items), read.firstPage);
    const firing = !current[0].primed_at ? [] : fresh.slice(Math.max(0, fresh.length - POLL_MAX_ITEMS));
    const skipped = current[0].primed_at ? fresh.length - firing.length : 0;
    const note =
      skipped > 0 || (current[0].primed_at && !read.complete) ? skippedMessage(skipped, read.complete) : null;
    await tx.query(
      `UPDATE engine.trigger_identities SET last_polled_at = now(), last_error = $3, polled_from = $2,
         skipped_items = skipped_items + $4, primed_at = COALESCE(primed_at, now()) WHERE id = $1`,
      [identity.id, identity.started, note, skipped],
    );
    if (note) await noteSkipped(deps, tx, identity, note, skipped);
    const nothing = { subscribers: [], fired: 0, skipped, held: 0 };
    if (firing.length === 0) return nothing;
    const subscribers = await subscribersOf(tx, identity.id);
    if (subscribers.length === 0) return nothing;
    // The flood guard: past the caps (or behind runs already held) an item's run is held, no lane job.
    const plan = await planHolds(
      tx,
      identity.user_id,
      subscribers.map((s) => s.applet_id),
      firing.length,
      deps.caps,
    );
    // Each run knows the trigger time of its lane's run before it (Meta.previousTriggerTime).
    const previous = await lastTriggerTimes(tx, identity.user_id, subscribers);
    const runs = firing.flatMap((item, at) =>
      subscribers.map((s) => {
        const previousTriggerAt = previous.get(s.applet_id) ?? null;
        previous.set(s.applet_id, triggerTimeOf(item, current[0].now));
        return {
          id: orderedId(),
          applet_id: s.applet_id,
          user_id: s.user_id,
          item,
          previous_trigger_at: previousTriggerAt,
          held: at >= (plan.allowed.get(s.applet_id) ?? firing.length),
        };
      }),
    );
    await tx.query(
      `INSERT INTO engine.runs (id, applet_id, user_id, identity_id, item_id, item, previous_trigger_at, status, held_at)
       SELECT r.id, r.applet_id, r.user_id, $1, r.item->'meta'->>'id', r.item, r.previous_trigger_at,
              CASE WHEN r.held THEN 'held' ELSE 'queued' END, CASE WHEN r.held THEN now() END
         FROM jsonb_to_recordset($2::jsonb)
           AS r(id uuid, applet_id uuid, user_id uuid, item jsonb, previous_trigger_at timestamptz, held boolean)`,
      [identity.id, JSON.stringify(runs)],
    );
    const held = runs.filter((r) => r.held).length;
    if (held > 0) {
      for (const [appletId, cause] of plan.causes)
        await tx.query(
          'UPDATE engine.subscriptions SET held_cause = $3 WHERE applet_id = $1 AND user_id = $2',
          [appletId, identity.user_id, JSON.stringify(cause)],
        );
      const mostHeld = Math.max(...subscribers.map((s) => firing.length - plan.allowed.get(s.applet_id)!));
      await noteHeld(
        deps,
        tx,
        identity,
        { runs: held, held: mostHeld, items: firing.length, behind: plan.causes.size === 0 },
        deps.caps,
      );
    }
    await publishTriggersFired(deps, tx, subscribers, firing);
    // Lanes with runs to work now (a lane whose runs were all held gets no job).
    const working = subscribers.filter((s) => plan.allowed.get(s.applet_id) !== 0);
    return { subscribers: working, fired: runs.length - held, skipped, held };
  });
  if (!outcome) return none;
  // A lane job per applet, once the runs are committed: a lane job already waiting (this one is
  // then dropped, one waits per lane) starts after this, so it claims them; one that already began
  // and missed them is running, so this one is queued behind it. (Queued in the transaction, it was
  // dropped for a waiting job that could begin, and end, before the runs were committed.) A process
  // that dies between the two leaves the runs to the sweeper (worker.ts).
  if (outcome.subscribers.length)
    await deps.boss.insert(
      QUEUES.lane,
      outcome.subscribers.map((s) => laneJob(s, s.spec!)),
    );
  return { fired: outcome.fired, skipped: outcome.skipped, held: outcome.held };
}

/**
 * The trigger time of each subscriber's newest run (its lane's, whatever identity it came from), by
 * applet; none for a lane that never ran. One statement a poll that fires.
 */
async function lastTriggerTimes(
  tx: Db,
  userId: string,
  subscribers: { applet_id: string }[],
): Promise<Map<string, Date>> {
  const { rows } = await tx.query<{ applet_id: string; timestamp: unknown; created_at: Date }>(
    `SELECT s.applet_id, l.timestamp, l.created_at FROM unnest($1::uuid[]) AS s(applet_id)
       CROSS JOIN LATERAL (SELECT r.item->'meta'->'timestamp' AS timestamp, r.created_at FROM engine.runs r
                            WHERE r.applet_id = s.applet_id AND r.user_id = $2
                            ORDER BY r.created_at DESC, r.id DESC LIMIT 1) l`,
    [subscribers.map((s) => s.applet_id), userId],
    { name: 'engine.last_trigger_times' },
  );
  return new Map(
    rows.map((r) => [r.applet_id, triggerTimeOf({ meta: { timestamp: r.timestamp } }, r.created_at)]),
  );
}

/**
 * The new items a poll fires, oldest first: those of the first page it had not seen (as before
 * paging), and, from the pages it read back, those newer than the newest item it had seen. An
 * unseen item older than a seen one was there before the applet was on (its first poll recorded
 * only the newest page), and fires never.
 */
function newSince(items: TriggerItem[], unseen: TriggerItem[], firstPage: Set<string>): TriggerItem[] {
  const isNew = new Set(unseen.map((i) => i.meta.id));
  const newestSeen = items.findLastIndex((i) => !isNew.has(i.meta.id));
  return items.filter((i, at) => isNew.has(i.meta.id) && (at > newestSeen || firstPage.has(i.meta.id)));
}

function skippedMessage(skipped: number, complete: boolean): string {
  const count = complete ? `${skipped}` : `at least ${Math.max(skipped, 1)}`;
  return `More new items than one check runs (${POLL_MAX_ITEMS}): the ${count} oldest were not run.`;
}

/** Skipped items are said in the partner's transaction log too. */
async function noteSkipped(deps: DomainDeps, tx: Db, identity: Identity, message: string, skipped: number) {
  logger.warn({ identity: identity.id, skipped }, message);
  await notePartner(deps, tx, identity, { code: 'items_skipped', message });
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
