import type { AppletActivationChanged, AppletRunSpec } from '@switchyard/events';
import type { Db } from '@switchyard/server-kit';
import { cancelHeldRuns, TURNED_OFF } from './runs/heldRuns';
import { triggerIdentityOf } from './triggerIdentity';

export interface Subscription {
  applet_id: string;
  user_id: string;
  enabled: boolean;
  spec: AppletRunSpec | null;
  identity_id: string | null;
  failures_in_a_row: number;
}

/**
 * Keeps the composer's announcement of one user's applet (the newest revision wins): its spec, and
 * the trigger identity it is polled under while it is on. An identity no applet uses any more is
 * retired (its DELETE at the partner follows: poll/retiredIdentities.ts).
 */
export async function applyActivation(tx: Db, e: AppletActivationChanged): Promise<void> {
  const { rows } = await tx.query<{ revision: string; identity_id: string | null }>(
    'SELECT revision, identity_id FROM engine.subscriptions WHERE applet_id = $1 AND user_id = $2 FOR UPDATE',
    [e.applet_id, e.user_id],
  );
  const current = rows[0];
  if (current && Number(current.revision) >= e.revision) return;
  const on = e.enabled && e.spec !== null;
  const identity = on ? triggerIdentityOf(e.user_id, e.spec!.trigger) : null;
  await lockIdentities(tx, [identity, current?.identity_id ?? null]);
  if (identity) {
    const t = e.spec!.trigger;
    await tx.query(
      `INSERT INTO engine.trigger_identities (id, service_id, channel_module_name, module_name, user_id, fields)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
      [identity, t.service_id, t.channel_module_name, t.module_name, e.user_id, JSON.stringify(t.fields)],
    );
    await tx.query('DELETE FROM engine.retired_identities WHERE id = $1', [identity]);
  }
  if (e.spec === null) {
    await tx.query('DELETE FROM engine.subscriptions WHERE applet_id = $1 AND user_id = $2', [
      e.applet_id,
      e.user_id,
    ]);
  } else {
    // A connection feature's subscription says its enablement and connection (connectionFeatures.ts).
    const connection = e.spec.connection;
    await tx.query(
      `INSERT INTO engine.subscriptions (applet_id, user_id, revision, enabled, spec, identity_id, enablement_id, connection_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (applet_id, user_id) DO UPDATE SET revision = excluded.revision, enabled = excluded.enabled,
         spec = excluded.spec, identity_id = excluded.identity_id, updated_at = now(),
         enablement_id = excluded.enablement_id, connection_id = excluded.connection_id,
         failures_in_a_row = CASE WHEN excluded.enabled AND NOT engine.subscriptions.enabled THEN 0
                                  ELSE engine.subscriptions.failures_in_a_row END`,
      [
        e.applet_id,
        e.user_id,
        e.revision,
        on,
        JSON.stringify(e.spec),
        identity,
        connection?.enablement_id ?? null,
        connection?.connection_id ?? null,
      ],
    );
  }
  // Held runs go as queued ones do when the applet is turned off (those are cancelled by their lane).
  if (!on) await cancelHeldRuns(tx, e.applet_id, e.user_id, TURNED_OFF);
  if (current?.identity_id && current.identity_id !== identity) await retireIfUnused(tx, current.identity_id);
}

/**
 * Activations of applets on one trigger identity, handled at once by several engine processes, take
 * turns on it (until their commits): otherwise the last two applets turned off each see the other's
 * subscription and neither retires it, or one turned on joins the identity another is retiring, and
 * its subscription is left pointing at a deleted identity that nothing polls. In a set order, so two
 * that touch the same two identities do not deadlock.
 */
async function lockIdentities(tx: Db, ids: (string | null)[]) {
  const distinct = [...new Set(ids.filter((id): id is string => id !== null))].sort();
  for (const id of distinct)
    await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('engine.trigger_identity:' || $1, 0))", [
      id,
    ]);
}

async function retireIfUnused(tx: Db, identityId: string) {
  const { rows } = await tx.query(
    'SELECT 1 FROM engine.subscriptions WHERE identity_id = $1 AND enabled LIMIT 1',
    [identityId],
  );
  if (rows.length) return;
  await tx.query(
    `INSERT INTO engine.retired_identities (id, service_id, module_name, user_id)
     SELECT id, service_id, module_name, user_id FROM engine.trigger_identities WHERE id = $1
     ON CONFLICT (id) DO NOTHING`,
    [identityId],
  );
  await tx.query('DELETE FROM engine.trigger_identities WHERE id = $1', [identityId]);
}

/** The applets (on) that a trigger identity feeds. */
export async function subscribersOf(db: Db, identityId: string): Promise<Subscription[]> {
  const { rows } = await db.query<Subscription>(
    `SELECT applet_id, user_id, enabled, spec, identity_id, failures_in_a_row FROM engine.subscriptions
      WHERE identity_id = $1 AND enabled ORDER BY applet_id`,
    [identityId],
  );
  return rows;
}

/** What an applet runs for a user while it is on; null when it is off or gone. */
export async function specOf(db: Db, appletId: string, userId: string): Promise<AppletRunSpec | null> {
  const { rows } = await db.query<{ spec: AppletRunSpec }>(
    'SELECT spec FROM engine.subscriptions WHERE applet_id = $1 AND user_id = $2 AND enabled',
    [appletId, userId],
  );
  return rows[0]?.spec ?? null;
}
