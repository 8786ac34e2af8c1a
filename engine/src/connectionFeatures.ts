import type {
  AppletRunSpec,
  ConnectionEnablementChanged,
  ConnectionEnablementFeature,
  ConnectionFeaturePaused,
  ConnectionTriggerFired,
} from '@switchyard/events';
import { CONNECTION_RUN_EVENTS } from '@switchyard/events';
import { logger, type Db, type DomainDeps } from '@switchyard/server-kit';
import { derivedId } from './derivedId';
import { applyActivation } from './subscriptions';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Keeps a user's enabled connection (issue 36) as applets: each listed feature with a spec runs under
 * the feature's id (applyActivation, revision = the event's version), and every earlier feature of
 * the enablement that is not listed (all of them once it is disabled) is removed as an applet whose
 * spec became null, its trigger identity retired. The newest version wins: an older event changes nothing.
 */
export async function applyEnablement(tx: Db, e: ConnectionEnablementChanged): Promise<void> {
  // Ids that cannot be the engine's (uuid columns) would fail the handler on every delivery.
  if (![e.enablement_id, e.user_id, e.connection_id].every((id) => typeof id === 'string' && UUID.test(id))) {
    logger.warn({ enablement: e.enablement_id }, 'connection.enablement_changed without uuids: ignored');
    return;
  }
  const { rows: newer } = await tx.query(
    `INSERT INTO engine.enablements (id, version, enabled) VALUES ($1, $2, $3)
     ON CONFLICT (id) DO UPDATE SET version = excluded.version, enabled = excluded.enabled, updated_at = now()
       WHERE engine.enablements.version < excluded.version
     RETURNING id`,
    [e.enablement_id, e.version, e.enabled],
  );
  if (newer.length === 0) return;
  const listed = e.enabled ? (e.features ?? []).filter((f) => f.spec && UUID.test(f.id)) : [];
  for (const feature of listed)
    await applyActivation(tx, {
      applet_id: feature.id,
      user_id: e.user_id,
      revision: e.version,
      enabled: true,
      spec: featureSpec(e, feature),
    });
  const { rows: dropped } = await tx.query<{ applet_id: string }>(
    `SELECT applet_id FROM engine.subscriptions
      WHERE enablement_id = $1 AND user_id = $2 AND NOT (applet_id = ANY($3::uuid[]))`,
    [e.enablement_id, e.user_id, listed.map((f) => f.id)],
  );
  for (const { applet_id } of dropped)
    await applyActivation(tx, {
      applet_id,
      user_id: e.user_id,
      revision: e.version,
      enabled: false,
      spec: null,
    });
}

/** The feature's spec as the connections domain built it, its connection context made sure of. */
function featureSpec(e: ConnectionEnablementChanged, feature: ConnectionEnablementFeature): AppletRunSpec {
  const spec = feature.spec!;
  return {
    ...spec,
    connection: {
      connection_id: e.connection_id,
      feature_name: feature.name,
      trigger_id: `${spec.trigger.channel_module_name}.${spec.trigger.module_name}`,
      custom_field_values: feature.custom_field_values ?? {},
      ...spec.connection,
      // The enablement is the event's: a subscription is removed by it when the feature goes.
      enablement_id: e.enablement_id,
    },
  };
}

/** A subscription, with its spec: a connection feature's has the connection context. */
interface SubscriptionSpec {
  applet_id: string;
  user_id: string;
  spec: AppletRunSpec | null;
}

/** The trigger_fired event's id: the same for one item of one feature, whichever poll fires it. */
const triggerFiredId = (featureId: string, itemId: string) =>
  derivedId(`${featureId}:trigger_fired:${itemId}`);

/**
 * Publishes connection.trigger_fired for each new item and each connection feature on the identity,
 * in the poll's transaction (the owner service's webhook follows, from the connections domain).
 */
export async function publishTriggersFired(
  deps: DomainDeps,
  tx: Db,
  subscribers: SubscriptionSpec[],
  items: ({ meta: { id: string } } & Record<string, unknown>)[],
): Promise<void> {
  const features = subscribers.filter((s) => s.spec?.connection);
  if (!deps.events || features.length === 0) return;
  const firedAt = new Date().toISOString();
  for (const item of items) {
    const { meta, ...ingredients } = item;
    for (const s of features) {
      const c = s.spec!.connection!;
      await deps.events.publish<ConnectionTriggerFired>(tx, CONNECTION_RUN_EVENTS.triggerFired, {
        id: triggerFiredId(s.applet_id, meta.id),
        connection_id: c.connection_id,
        enablement_id: c.enablement_id,
        feature_id: s.applet_id,
        user_id: s.user_id,
        trigger_id: c.trigger_id,
        item_id: meta.id,
        ingredients,
        fired_at: firedAt,
      });
    }
  }
}

/** Tells the connections domain the engine stopped running a feature for its user, in `tx`. */
export async function publishFeaturePaused(
  deps: DomainDeps,
  tx: Db,
  paused: { enablement_id: string; feature_id: string; user_id: string },
  reason: string,
): Promise<void> {
  await deps.events?.publish<ConnectionFeaturePaused>(tx, CONNECTION_RUN_EVENTS.featurePaused, {
    ...paused,
    reason,
    paused_at: new Date().toISOString(),
  });
}
