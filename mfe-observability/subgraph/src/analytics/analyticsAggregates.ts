import type { Db } from '@switchyard/server-kit';
import type { Deltas } from './contributions';

/**
 * The analytics' aggregates, changed by the difference between sources' old and new contributions
 * (in the transaction of the event). Refcounts say when a user starts or stops counting for a
 * service or a step, and when a pair of services starts or stops working together; the totals
 * follow those transitions. Rows are locked in key order in every statement (the event consumers
 * run side by side). A counter that would go below zero (its service was deleted meanwhile) is
 * dropped and changes no total.
 */

const S = 'observability';

/** Per service: changes of its totals. */
type TotalChanges = Map<
  string,
  { connected_users: number; users_with_enabled_applets: number; connected_services: number }
>;

const totalOf = (totals: TotalChanges, serviceId: string) => {
  let t = totals.get(serviceId);
  if (!t)
    totals.set(serviceId, (t = { connected_users: 0, users_with_enabled_applets: 0, connected_services: 0 }));
  return t;
};

const sorted = (map: Map<string, number>) =>
  [...map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/** 1 when a counter went from nothing to something, -1 the other way (SQL, over `up` joined with `d`). */
const TRANSITION = `CASE WHEN up.refcount > 0 AND up.refcount - d.delta <= 0 THEN 1
                         WHEN up.refcount <= 0 AND up.refcount - d.delta > 0 THEN -1 ELSE 0 END`;

/** Adds refcount changes of (service, user) and returns each service's change of distinct users. */
async function applyServiceUsers(
  tx: Db,
  deltas: Map<string, number>,
): Promise<{ service_id: string; change: number }[]> {
  if (deltas.size === 0) return [];
  const rows = sorted(deltas).map(([key, delta]) => {
    const [service_id, user_id] = key.split('|');
    return { service_id, user_id, delta };
  });
  const { rows: changes } = await tx.query<{ service_id: string; change: number }>(
    `WITH d AS (SELECT * FROM jsonb_to_recordset($1::jsonb) AS d(service_id uuid, user_id uuid, delta integer)),
     up AS (INSERT INTO ${S}.analytics_service_users AS t (service_id, user_id, refcount)
              SELECT service_id, user_id, delta FROM d ORDER BY service_id, user_id
            ON CONFLICT (service_id, user_id) DO UPDATE SET refcount = t.refcount + excluded.refcount
            RETURNING t.service_id, t.user_id, t.refcount)
     SELECT up.service_id::text, sum(${TRANSITION})::integer AS change
       FROM up JOIN d USING (service_id, user_id) GROUP BY up.service_id`,
    [JSON.stringify(rows)],
  );
  const down = rows.filter((r) => r.delta < 0);
  if (down.length)
    await tx.query(
      `DELETE FROM ${S}.analytics_service_users t
        USING jsonb_to_recordset($1::jsonb) AS d(service_id uuid, user_id uuid)
        WHERE t.service_id = d.service_id AND t.user_id = d.user_id AND t.refcount <= 0`,
      [JSON.stringify(down)],
    );
  return changes;
}

/** Adds changes of pairs of services and returns each service's change of distinct other services. */
async function applyWorksWith(
  tx: Db,
  deltas: Map<string, number>,
): Promise<{ service_id: string; change: number }[]> {
  if (deltas.size === 0) return [];
  const rows = sorted(deltas).map(([key, delta]) => {
    const [service_id, other_service_id] = key.split('|');
    return { service_id, other_service_id, delta };
  });
  const { rows: changes } = await tx.query<{ service_id: string; change: number }>(
    `WITH d AS (SELECT * FROM jsonb_to_recordset($1::jsonb) AS d(service_id uuid, other_service_id uuid, delta integer)),
     up AS (INSERT INTO ${S}.analytics_works_with AS t (service_id, other_service_id, count)
              SELECT service_id, other_service_id, delta FROM d ORDER BY service_id, other_service_id
            ON CONFLICT (service_id, other_service_id) DO UPDATE SET count = t.count + excluded.count
            RETURNING t.service_id, t.other_service_id, t.count AS refcount)
     SELECT up.service_id::text, sum(${TRANSITION})::integer AS change
       FROM up JOIN d USING (service_id, other_service_id) GROUP BY up.service_id`,
    [JSON.stringify(rows)],
  );
  const down = rows.filter((r) => r.delta < 0);
  if (down.length)
    await tx.query(
      `DELETE FROM ${S}.analytics_works_with t
        USING jsonb_to_recordset($1::jsonb) AS d(service_id uuid, other_service_id uuid)
        WHERE t.service_id = d.service_id AND t.other_service_id = d.other_service_id AND t.count <= 0`,
      [JSON.stringify(down)],
    );
  return changes;
}

const splitStep = (key: string) => {
  const parts = key.split('|');
  return { service_id: parts[0], kind: parts[1], module_name: parts.slice(2).join('|') };
};

/** Step usages and their distinct users. */
async function applySteps(tx: Db, counts: Map<string, number>, users: Map<string, number>): Promise<void> {
  if (counts.size === 0 && users.size === 0) return;
  const userRows = sorted(users).map(([key, delta]) => {
    const cut = key.lastIndexOf('|');
    return { ...splitStep(key.slice(0, cut)), user_id: key.slice(cut + 1), delta };
  });
  const countRows = sorted(counts).map(([key, delta]) => ({ ...splitStep(key), delta }));
  await tx.query(
    `WITH d AS (SELECT * FROM jsonb_to_recordset($1::jsonb)
                  AS d(service_id uuid, kind text, module_name text, user_id uuid, delta integer)),
     up AS (INSERT INTO ${S}.analytics_step_users AS t (service_id, kind, module_name, user_id, refcount)
              SELECT service_id, kind, module_name, user_id, delta FROM d
               ORDER BY service_id, kind, module_name, user_id
            ON CONFLICT (service_id, kind, module_name, user_id) DO UPDATE SET refcount = t.refcount + excluded.refcount
            RETURNING t.service_id, t.kind, t.module_name, t.user_id, t.refcount),
     user_changes AS (
       SELECT up.service_id, up.kind, up.module_name, sum(${TRANSITION})::integer AS users, 0 AS count
         FROM up JOIN d USING (service_id, kind, module_name, user_id)
        GROUP BY up.service_id, up.kind, up.module_name),
     count_changes AS (
       SELECT service_id, kind, module_name, 0 AS users, delta AS count
         FROM jsonb_to_recordset($2::jsonb) AS c(service_id uuid, kind text, module_name text, delta integer)),
     changes AS (
       SELECT service_id, kind, module_name, sum(users)::integer AS users, sum(count)::integer AS count
         FROM (SELECT * FROM user_changes UNION ALL SELECT * FROM count_changes) AS c
        GROUP BY service_id, kind, module_name)
     INSERT INTO ${S}.analytics_step_usage AS t (service_id, kind, module_name, count, users)
     SELECT service_id, kind, module_name, count, users FROM changes
      WHERE count <> 0 OR users <> 0
      ORDER BY service_id, kind, module_name
     ON CONFLICT (service_id, kind, module_name) DO UPDATE
       SET count = t.count + excluded.count, users = t.users + excluded.users`,
    [JSON.stringify(userRows), JSON.stringify(countRows)],
  );
  const downUsers = userRows.filter((r) => r.delta < 0);
  if (downUsers.length)
    await tx.query(
      `DELETE FROM ${S}.analytics_step_users t
        USING jsonb_to_recordset($1::jsonb) AS d(service_id uuid, kind text, module_name text, user_id uuid)
        WHERE (t.service_id, t.kind, t.module_name, t.user_id) = (d.service_id, d.kind, d.module_name, d.user_id)
          AND t.refcount <= 0`,
      [JSON.stringify(downUsers)],
    );
  const downCounts = countRows.filter((r) => r.delta < 0);
  if (downCounts.length)
    await tx.query(
      `DELETE FROM ${S}.analytics_step_usage t
        USING jsonb_to_recordset($1::jsonb) AS d(service_id uuid, kind text, module_name text)
        WHERE (t.service_id, t.kind, t.module_name) = (d.service_id, d.kind, d.module_name)
          AND t.count <= 0 AND t.users <= 0`,
      [JSON.stringify(downCounts)],
    );
}

/** Adds changes to services' totals (rows of deleted services are not made again). */
export async function applyTotals(tx: Db, totals: TotalChanges): Promise<void> {
  const rows = [...totals.entries()]
    .filter(([, t]) => t.connected_users || t.users_with_enabled_applets || t.connected_services)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([service_id, t]) => ({ service_id, ...t }));
  if (rows.length === 0) return;
  await tx.query(
    `INSERT INTO ${S}.analytics_service_totals AS t
       (service_id, connected_users, users_with_enabled_applets, connected_services)
     SELECT d.service_id, d.connected_users, d.users_with_enabled_applets, d.connected_services
       FROM jsonb_to_recordset($1::jsonb)
         AS d(service_id uuid, connected_users integer, users_with_enabled_applets integer, connected_services integer)
      WHERE NOT EXISTS (SELECT 1 FROM ${S}.analytics_deleted_services x WHERE x.service_id = d.service_id)
      ORDER BY d.service_id
     ON CONFLICT (service_id) DO UPDATE SET
       connected_users = greatest(t.connected_users + excluded.connected_users, 0),
       users_with_enabled_applets = greatest(t.users_with_enabled_applets + excluded.users_with_enabled_applets, 0),
       connected_services = greatest(t.connected_services + excluded.connected_services, 0)`,
    [JSON.stringify(rows)],
  );
}

/** Applies a batch's deltas of enablements and applets: the counters, then the totals they move. */
export async function applyDeltas(tx: Db, deltas: Deltas): Promise<void> {
  const totals: TotalChanges = new Map();
  for (const c of await applyServiceUsers(tx, deltas.serviceUsers))
    totalOf(totals, c.service_id).users_with_enabled_applets += c.change;
  for (const c of await applyWorksWith(tx, deltas.worksWith))
    totalOf(totals, c.service_id).connected_services += c.change;
  await applySteps(tx, deltas.steps, deltas.stepUsers);
  await applyTotals(tx, totals);
}

/** Changes of services' connected users (user_service.connection_changed). */
export async function applyConnectedUsers(tx: Db, changes: Map<string, number>): Promise<void> {
  const totals: TotalChanges = new Map();
  for (const [serviceId, change] of changes) totalOf(totals, serviceId).connected_users += change;
  await applyTotals(tx, totals);
}

/** A deleted service's aggregates go, and it stops counting among the other services' partners. */
export async function forgetServiceAggregates(tx: Db, serviceId: string): Promise<void> {
  const { rows } = await tx.query<{ service_id: string }>(
    `DELETE FROM ${S}.analytics_works_with WHERE other_service_id = $1 AND count > 0 RETURNING service_id::text`,
    [serviceId],
  );
  const totals: TotalChanges = new Map();
  for (const r of rows) totalOf(totals, r.service_id).connected_services -= 1;
  await applyTotals(tx, totals);
  for (const table of [
    'analytics_works_with',
    'analytics_service_users',
    'analytics_step_usage',
    'analytics_step_users',
    'analytics_service_totals',
  ])
    await tx.query(`DELETE FROM ${S}.${table} WHERE service_id = $1`, [serviceId]);
  await tx.query(`DELETE FROM ${S}.analytics_user_services WHERE service_id = $1`, [serviceId]);
}
