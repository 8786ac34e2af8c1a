import type {
  AppletActivationChanged,
  ConnectionEnablementChanged,
  UserServiceConnectionChanged,
} from '@switchyard/events';
import type { Db, DomainEvent } from '@switchyard/server-kit';
import { applyConnectedUsers, applyDeltas } from './analyticsAggregates';
import { deletedAmong } from './analyticsCatalog';
import {
  addContribution,
  appletContribution,
  emptyDeltas,
  enablementContribution,
  withoutServices,
  type Contribution,
  type StepRef,
} from './contributions';

/**
 * The sources of the analytics: each user's enablement of a connection and each user's applet, as
 * their events carry them (the highest version wins; a repeated or older event changes nothing),
 * and users' connections to services. A batch of events is one read of the sources it names, one
 * write of those that changed, and the aggregates' differences (analyticsAggregates.ts).
 */

export type SourceKind = 'connection' | 'applet';

export interface SourceState {
  kind: SourceKind;
  id: string;
  user_id: string;
  version: number;
  contribution: Contribution;
}

const S = 'observability';

/** The newest state of each source among these. */
function newestOf(states: readonly SourceState[]): SourceState[] {
  const newest = new Map<string, SourceState>();
  for (const s of states) {
    const key = `${s.kind}|${s.id}`;
    const seen = newest.get(key);
    if (!seen || seen.version < s.version) newest.set(key, s);
  }
  return [...newest.values()].sort((a, b) => (`${a.kind}|${a.id}` < `${b.kind}|${b.id}` ? -1 : 1));
}

/**
 * Stores the sources' new states (those newer than the stored ones) and moves the aggregates by the
 * difference. The store's write path: the event consumers and the bench's seed use it.
 */
export async function storeSources(tx: Db, states: readonly SourceState[]): Promise<void> {
  const incoming = newestOf(states);
  if (incoming.length === 0) return;
  const gone = await deletedAmong(tx, [...new Set(incoming.flatMap((s) => s.contribution.services))]);
  const keys = JSON.stringify(incoming.map((s) => ({ kind: s.kind, id: s.id, user_id: s.user_id })));
  // A placeholder row for a source seen the first time, so that the lock below holds it too.
  await tx.query(
    `INSERT INTO ${S}.analytics_sources (source_kind, source_id, user_id, version)
     SELECT kind, id, user_id, -1 FROM jsonb_to_recordset($1::jsonb) AS k(kind text, id text, user_id uuid)
      ORDER BY kind, id
     ON CONFLICT DO NOTHING`,
    [keys],
  );
  const { rows: stored } = await tx.query<{
    source_kind: SourceKind;
    source_id: string;
    user_id: string;
    version: string;
    services: string[];
    steps: StepRef[];
  }>(
    `SELECT s.source_kind, s.source_id, s.user_id::text, s.version, s.services::text[] AS services, s.steps
       FROM ${S}.analytics_sources s JOIN jsonb_to_recordset($1::jsonb) AS k(kind text, id text)
         ON s.source_kind = k.kind AND s.source_id = k.id
      ORDER BY s.source_kind, s.source_id
        FOR UPDATE OF s`,
    [keys],
  );
  const old = new Map(stored.map((r) => [`${r.source_kind}|${r.source_id}`, r]));
  const deltas = emptyDeltas();
  const changed: SourceState[] = [];
  for (const s of incoming) {
    const before = old.get(`${s.kind}|${s.id}`);
    if (before && Number(before.version) >= s.version) continue;
    const next = { ...s, contribution: withoutServices(s.contribution, gone) };
    if (before)
      addContribution(deltas, before.user_id, { services: before.services, steps: before.steps }, -1);
    addContribution(deltas, next.user_id, next.contribution, 1);
    changed.push(next);
  }
  if (changed.length === 0) return;
  await tx.query(
    `UPDATE ${S}.analytics_sources t SET version = n.version, user_id = n.user_id, services = n.services, steps = n.steps
       FROM jsonb_to_recordset($1::jsonb) AS n(kind text, id text, user_id uuid, version bigint, services uuid[], steps jsonb)
      WHERE t.source_kind = n.kind AND t.source_id = n.id`,
    [
      JSON.stringify(
        changed.map((s) => ({
          kind: s.kind,
          id: s.id,
          user_id: s.user_id,
          version: s.version,
          services: `{${s.contribution.services.join(',')}}`,
          steps: s.contribution.steps,
        })),
      ),
    ],
  );
  await applyDeltas(tx, deltas);
}

export const enablementState = (e: ConnectionEnablementChanged): SourceState => ({
  kind: 'connection',
  id: e.enablement_id,
  user_id: e.user_id,
  version: e.version,
  contribution: enablementContribution(e),
});

export const activationState = (e: AppletActivationChanged): SourceState => ({
  kind: 'applet',
  id: `${e.applet_id}:${e.user_id}`,
  user_id: e.user_id,
  version: e.revision,
  contribution: appletContribution(e),
});

export const storeEnablementChanges = (tx: Db, events: readonly DomainEvent<ConnectionEnablementChanged>[]) =>
  storeSources(
    tx,
    events.map((e) => enablementState(e.data)),
  );

export const storeActivationChanges = (tx: Db, events: readonly DomainEvent<AppletActivationChanged>[]) =>
  storeSources(
    tx,
    events.map((e) => activationState(e.data)),
  );

/** Users' connections to services: the highest revision per user and service; connected users follow. */
export async function storeUserServiceConnections(
  tx: Db,
  events: readonly DomainEvent<UserServiceConnectionChanged>[],
): Promise<void> {
  const newest = new Map<string, UserServiceConnectionChanged>();
  for (const { data } of events) {
    const key = `${data.service_id.toLowerCase()}|${data.user_id.toLowerCase()}`;
    const seen = newest.get(key);
    if (!seen || seen.revision < data.revision) newest.set(key, data);
  }
  if (newest.size === 0) return;
  const gone = await deletedAmong(tx, [
    ...new Set([...newest.values()].map((e) => e.service_id.toLowerCase())),
  ]);
  const rows = [...newest.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([, e]) => ({
      service_id: e.service_id,
      user_id: e.user_id,
      revision: e.revision,
      connected: e.connected,
    }))
    .filter((r) => !gone.has(r.service_id.toLowerCase()));
  if (rows.length === 0) return;
  // The stored rows, locked; then the newer ones written; a change of `connected` moves the total.
  const data = JSON.stringify(rows);
  // As for sources: a placeholder for a pair seen the first time, so that the lock holds it too.
  await tx.query(
    `INSERT INTO ${S}.analytics_user_services (service_id, user_id, revision, connected)
     SELECT service_id, user_id, -1, false FROM jsonb_to_recordset($1::jsonb) AS d(service_id uuid, user_id uuid)
      ORDER BY service_id, user_id
     ON CONFLICT DO NOTHING`,
    [data],
  );
  const { rows: old } = await tx.query<{ key: string; revision: string; connected: boolean }>(
    `SELECT u.service_id::text || '|' || u.user_id::text AS key, u.revision, u.connected
       FROM ${S}.analytics_user_services u
       JOIN jsonb_to_recordset($1::jsonb) AS d(service_id uuid, user_id uuid) USING (service_id, user_id)
      ORDER BY u.service_id, u.user_id FOR UPDATE OF u`,
    [data],
  );
  const before = new Map(old.map((o) => [o.key, o]));
  const moved = new Map<string, number>();
  for (const r of rows) {
    const was = before.get(`${r.service_id.toLowerCase()}|${r.user_id.toLowerCase()}`);
    if (was && Number(was.revision) >= r.revision) continue;
    const change = (r.connected ? 1 : 0) - (was?.connected ? 1 : 0);
    if (change) moved.set(r.service_id.toLowerCase(), (moved.get(r.service_id.toLowerCase()) ?? 0) + change);
  }
  await tx.query(
    `INSERT INTO ${S}.analytics_user_services AS t (service_id, user_id, revision, connected)
     SELECT service_id, user_id, revision, connected
       FROM jsonb_to_recordset($1::jsonb) AS d(service_id uuid, user_id uuid, revision bigint, connected boolean)
      ORDER BY service_id, user_id
     ON CONFLICT (service_id, user_id) DO UPDATE SET revision = excluded.revision, connected = excluded.connected
     WHERE t.revision < excluded.revision`,
    [data],
  );
  await applyConnectedUsers(tx, moved);
}
