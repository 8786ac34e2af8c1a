import { logger, repeatOnNotify, type Db, type DomainDeps } from '@switchyard/server-kit';
import { connectionView, type ConnectionView } from '../connections/connectionView';
import { lockConnection, publishEnablementChanged } from '../enablements/enableConnection';
import { checkEnablement, type FeatureSettings } from '../enablements/enablementRules';
import { enablementsByIds, type Enablement } from '../enablements/enablementStore';
import { publishedFromView, type PublishedConnection } from '../enablements/publishedConnection';
import { needsAttention } from './pauseReasons';

/**
 * Changes to a published connection (or to a service it uses) reach its users' next runs: the
 * change's consumer marks the enabled enablements, and the re-checker takes them a batch at a time,
 * checks each one's saved settings against the connection as it is now, pauses the features that
 * no longer pass ("Needs your attention: …"), bumps the enablement's version and publishes
 * connection.enablement_changed with the specs rebuilt.
 */

const BATCH = 100;

/** Marks the enabled enablements of this connection to be checked again. */
export async function markConnection(tx: Db, connectionId: string): Promise<void> {
  await tx.query(
    `INSERT INTO connections.pending_rechecks (enablement_id)
     SELECT id FROM connections.enablements WHERE connection_id = $1 AND enabled
     ON CONFLICT DO NOTHING`,
    [connectionId],
  );
}

/** Marks the enabled enablements of every connection from or to this service. */
export async function markService(tx: Db, serviceId: string): Promise<void> {
  await tx.query(
    `INSERT INTO connections.pending_rechecks (enablement_id)
     SELECT e.id FROM connections.enablements e JOIN connections.connections c ON c.id = e.connection_id
      WHERE e.enabled AND (c.owner_service_id = $1 OR c.connected_service_id = $1)
     ON CONFLICT DO NOTHING`,
    [serviceId],
  );
}

/** Marks one enablement (the engine paused one of its features). */
export async function markEnablement(tx: Db, enablementId: string): Promise<void> {
  await tx.query(
    'INSERT INTO connections.pending_rechecks (enablement_id) VALUES ($1) ON CONFLICT DO NOTHING',
    [enablementId],
  );
}

/** The field an error's attribute (`features/<i>/custom_fields/<key>`, `…/step_fields/<step>/<name>`) names. */
function labelOf(connection: PublishedConnection, attribute: string): string {
  const [, index, kind, key, name] = attribute.split('/');
  const feature = connection.features[Number(index)];
  if (kind === 'custom_fields') return feature?.customFields.find((f) => f.name === key)?.label ?? key;
  if (kind === 'step_fields')
    return (
      feature?.steps.find((s) => s.key === key)?.fields.find((f) => f.name === name)?.label ?? name ?? key
    );
  return feature?.title ?? attribute;
}

/**
 * The settings to store after checking the saved ones again: the features that pass with their
 * values checked again (new fields' defaults in, dropped ones out), each one that does not with its
 * saved values and the first problem as its pause.
 */
function recheckedFeatures(
  connection: PublishedConnection,
  saved: Enablement,
): (FeatureSettings & { paused_reason: string | null })[] {
  const { errors, features } = checkEnablement(connection, null, saved.features);
  return features.map((f, i) => {
    const problem = errors.find((e) => e.attribute.startsWith(`features/${i}/`));
    if (!problem) return { ...f, paused_reason: null };
    const before = saved.features.find((s) => s.name === f.name);
    return {
      ...f,
      custom_field_values: before?.custom_field_values ?? f.custom_field_values,
      step_field_values: before?.step_field_values ?? f.step_field_values,
      paused_reason: needsAttention(problem.message, labelOf(connection, problem.attribute)),
    };
  });
}

/**
 * Writes re-checked settings: values and the connection's pauses (cleared where the feature passes);
 * the engine's pauses stay. The user's last save time (updated_at) is left as it is.
 */
async function writeRechecked(
  tx: Db,
  enablementId: string,
  features: readonly (FeatureSettings & { paused_reason: string | null })[],
): Promise<void> {
  await tx.query(
    `DELETE FROM connections.enablement_features WHERE enablement_id = $1 AND NOT (feature_name = ANY($2::text[]))`,
    [enablementId, features.map((f) => f.name)],
  );
  await tx.query(
    `INSERT INTO connections.enablement_features AS f (id, enablement_id, feature_name, position, enabled,
       custom_field_values, step_field_values, paused_reason, paused_at, paused_by)
     SELECT gen_random_uuid(), $1, n.name, n.position, n.enabled, n.custom_field_values, n.step_field_values,
            n.paused_reason, CASE WHEN n.paused_reason IS NOT NULL THEN now() END,
            CASE WHEN n.paused_reason IS NOT NULL THEN 'connection' END
       FROM jsonb_to_recordset($2::jsonb) AS n(name text, position integer, enabled boolean,
         custom_field_values jsonb, step_field_values jsonb, paused_reason text)
     ON CONFLICT (enablement_id, feature_name) DO UPDATE SET position = EXCLUDED.position,
       enabled = EXCLUDED.enabled, custom_field_values = EXCLUDED.custom_field_values,
       step_field_values = EXCLUDED.step_field_values,
       paused_reason = CASE WHEN f.paused_by = 'engine' THEN f.paused_reason ELSE EXCLUDED.paused_reason END,
       paused_at = CASE WHEN f.paused_by = 'engine' THEN f.paused_at
                        WHEN f.paused_reason IS NOT DISTINCT FROM EXCLUDED.paused_reason THEN f.paused_at
                        ELSE EXCLUDED.paused_at END,
       paused_by = CASE WHEN f.paused_by = 'engine' THEN f.paused_by ELSE EXCLUDED.paused_by END`,
    [enablementId, JSON.stringify(features.map((f, position) => ({ ...f, position })))],
  );
}

/** Checks one connection's marked enablements again, in one transaction; false when it changed meanwhile. */
async function recheckConnection(
  deps: DomainDeps,
  connectionId: string,
  enablementIds: readonly string[],
  view: ConnectionView | null,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const locked = await lockConnection(tx, connectionId);
    if (!locked) return true; // deleted: its enablements went with it
    if (view && view.version !== locked.version) return false;
    const { rows } = await tx.query<{ enablement_id: string }>(
      'DELETE FROM connections.pending_rechecks WHERE enablement_id = ANY($1::uuid[]) RETURNING enablement_id',
      [enablementIds],
    );
    const connection = publishedFromView(view);
    for (const saved of await enablementsByIds(
      tx,
      rows.map((r) => r.enablement_id),
    )) {
      if (!saved.enabled) continue;
      if (connection) await writeRechecked(tx, saved.id, recheckedFeatures(connection, saved));
      await tx.query(
        `UPDATE connections.enablements SET version = version + 1, connection_version = $2, updated_at = now()
          WHERE id = $1`,
        [saved.id, locked.version],
      );
      const [enablement] = await enablementsByIds(tx, [saved.id]);
      await publishEnablementChanged(deps, tx, enablement, locked, view);
    }
    return true;
  });
}

/**
 * Checks a batch of the marked enablements again, one transaction per connection (its row locked,
 * as a user's enable locks it); answers how many were taken. Enablements of a connection saved
 * again meanwhile stay marked for the next round, against the newer version.
 */
export async function recheckPending(deps: DomainDeps, batch = BATCH): Promise<number> {
  const { rows } = await deps.db.query<{ enablement_id: string; connection_id: string }>(
    `SELECT p.enablement_id, e.connection_id FROM connections.pending_rechecks p
       JOIN connections.enablements e ON e.id = p.enablement_id
      ORDER BY p.marked_at, p.enablement_id LIMIT $1`,
    [batch],
  );
  const byConnection = new Map<string, string[]>();
  for (const r of rows)
    byConnection.set(r.connection_id, [...(byConnection.get(r.connection_id) ?? []), r.enablement_id]);
  for (const [connectionId, ids] of byConnection) {
    // Rendered outside the transaction (the embedded database has one connection), checked under the lock.
    try {
      const view = await connectionView(deps.db, connectionId);
      await recheckConnection(deps, connectionId, ids, view);
    } catch (err) {
      // Left marked for the next round; the other connections go on.
      logger.warn({ err: (err as Error).message, connectionId }, 'connections re-check failed');
    }
  }
  return rows.length;
}

/**
 * Re-checks what is marked as soon as a mark commits (LISTEN connections_recheck, migration 0008),
 * and every `everyMs` besides (marks a lost connection missed; at once after a full batch).
 */
export const startRechecker = (deps: DomainDeps, everyMs = 5000) =>
  repeatOnNotify(
    deps.db,
    'connections_recheck',
    // The embedded database's notifications are never lost: its backstop can wait longer.
    {
      name: 'connections re-checker',
      everyMs: deps.db.kind === 'pglite' ? 30_000 : everyMs,
      withoutListenMs: everyMs,
    },
    async () => (await recheckPending(deps)) === BATCH,
  );
