import { logger, type Db, type DomainDeps } from '@switchyard/server-kit';
import type { RunCaps } from '../config';
import { runsHeld } from '../engineMetrics';
import { notePartner, type NotedIdentity } from './partnerNote';

/** Why a subscriber's runs began to be held (subscriptions.held_cause): the check that went past a cap. */
export interface HoldCause {
  kind: 'check' | 'minute';
  /** New items that check brought. */
  items: number;
  /** The cap it went past. */
  cap: number;
  /** Items of that check held. */
  held: number;
}

/** How many of a check's new items each subscriber runs now (the oldest); the rest are held. */
interface HoldPlan {
  /** Runs each subscriber (by applet) starts now. */
  allowed: Map<string, number>;
  /** Subscribers whose runs begin to be held at this check, with why. */
  causes: Map<string, HoldCause>;
}

/**
 * The flood guard, in the poll's transaction: each subscriber (an applet of the identity's user)
 * runs at most `caps.perCheck` of a check's new items, and at most `caps.perMinute` runs in any 60 s
 * (its runs created in the last minute that were never held count); the newer items are held. While
 * it has held runs, every newer item is held too, so nothing newer runs before them.
 */
export async function planHolds(
  tx: Db,
  userId: string,
  appletIds: string[],
  items: number,
  caps: RunCaps,
): Promise<HoldPlan> {
  const { rows } = await tx.query<{ applet_id: string; held: boolean; recent: number }>(
    `SELECT s.applet_id,
            EXISTS (SELECT 1 FROM engine.runs r WHERE r.applet_id = s.applet_id AND r.user_id = $2
                     AND r.status = 'held') AS held,
            (SELECT count(*)::int FROM engine.runs r WHERE r.applet_id = s.applet_id AND r.user_id = $2
              AND r.created_at > now() - interval '60 seconds' AND r.held_at IS NULL) AS recent
       FROM unnest($1::uuid[]) AS s(applet_id)`,
    [appletIds, userId],
    { name: 'engine.flood_guard_plan' },
  );
  const plan: HoldPlan = { allowed: new Map(), causes: new Map() };
  for (const r of rows) {
    if (r.held) {
      plan.allowed.set(r.applet_id, 0);
      continue;
    }
    const leftThisMinute = Math.max(0, caps.perMinute - r.recent);
    const allowed = Math.min(items, caps.perCheck, leftThisMinute);
    plan.allowed.set(r.applet_id, allowed);
    if (allowed < items)
      plan.causes.set(
        r.applet_id,
        caps.perCheck <= leftThisMinute
          ? { kind: 'check', items, cap: caps.perCheck, held: items - allowed }
          : { kind: 'minute', items, cap: caps.perMinute, held: items - allowed },
      );
  }
  return plan;
}

/** The applet page's words for a hold: why it began, and what was held (the page says how many). */
export function holdReason(cause: HoldCause | null, count: number): string {
  if (!cause) return `Switchyard is holding ${count} new items of this applet's trigger.`;
  const why =
    cause.kind === 'check'
      ? `This applet's trigger sent ${cause.items} new items in one check, more than the ${cause.cap} an applet runs from one check.`
      : `This applet's trigger sent more new items than the ${cause.cap} an applet runs in a minute.`;
  const ran = cause.items - cause.held;
  const newer = count > cause.held ? ' Newer items are held too, so that everything runs in order.' : '';
  return `${why} Switchyard ran ${ran === 0 ? 'none' : ran} and held the rest.${newer}`;
}

/** The partner's words (its logs page), naming the caps and the likely cause. */
function partnerHoldMessage(held: number, items: number, caps: RunCaps, behind: boolean): string {
  const why = behind
    ? `the applet already had held items, and newer ones wait behind them`
    : items > caps.perCheck
      ? `more than the ${caps.perCheck} an applet runs from one check`
      : `more than the ${caps.perMinute} an applet runs in a minute`;
  return (
    `Held ${held} of ${items} new items for one applet: ${why}. ` +
    'If this trigger gives the same item a new meta.id on every request, give each item a stable id.'
  );
}

/**
 * Records a check that held runs: counted (switchyard_engine_runs_held_total), kept for the
 * service page (engine.run_holds, the last 7 days), and said in the partner's transaction log as
 * the trigger's error `runs_held`, at most once a minute per identity (a flood's log is no flood).
 */
export async function noteHeld(
  deps: DomainDeps,
  tx: Db,
  identity: NotedIdentity,
  hold: {
    /** Runs held at this check, over every applet of the identity. */
    runs: number;
    /** The most of this check's items one applet held. */
    held: number;
    /** New items the check brought. */
    items: number;
    /** Every applet that held had held items already (none went past a cap now). */
    behind: boolean;
  },
  caps: RunCaps,
): Promise<void> {
  const { runs, held, items, behind } = hold;
  runsHeld.inc(runs);
  await tx.query(
    `WITH gone AS (DELETE FROM engine.run_holds WHERE held_at < now() - interval '7 days')
     INSERT INTO engine.run_holds (service_id, module_name, identity_id, held) VALUES ($1, $2, $3, $4)`,
    [identity.service_id, identity.module_name, identity.id, runs],
  );
  const { rows } = await tx.query(
    `UPDATE engine.trigger_identities SET held_logged_at = now()
      WHERE id = $1 AND (held_logged_at IS NULL OR held_logged_at <= now() - interval '1 minute')
      RETURNING 1`,
    [identity.id],
  );
  if (rows.length === 0) return;
  const message = partnerHoldMessage(held, items, caps, behind);
  logger.warn({ identity: identity.id, held, items }, message);
  await notePartner(deps, tx, identity, { code: 'runs_held', message });
}
