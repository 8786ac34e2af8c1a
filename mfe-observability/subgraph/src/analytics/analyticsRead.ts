import type { Db } from '@switchyard/server-kit';
import type { StepKind } from './analyticsCatalog';

/**
 * Reads of the analytics: a service's totals, its partners ("works with") and its steps' usage.
 * Each is one statement that also brings the service (for who may read it), so a request costs one
 * round trip per query.
 */

const S = 'observability';

export interface AnalyticsService {
  service_id: string;
  organization_id: string;
  module_name: string;
  name: string;
  brand_color: string | null;
  image_url: string | null;
}

/** The service of a module name (the newest, should two have had it), as a CTE `s`. */
const SERVICE_CTE = `s AS (
  SELECT service_id, organization_id::text, module_name, name, brand_color, image_url
    FROM ${S}.analytics_services WHERE module_name = $1 ORDER BY version DESC LIMIT 1)`;
const SERVICE_COLUMNS =
  's.service_id::text, s.organization_id, s.module_name, s.name, s.brand_color, s.image_url';

export interface WorksWithEntry {
  module_name: string;
  name: string;
  brand_color: string | null;
  image_url: string | null;
  count: number;
  /** count / all enabled combinations of the service with another one, 0..1. */
  share: number;
}

/** The services s works with, most combined first (then by name), at most $2, as JSON. */
const WORKS_WITH = `(SELECT coalesce(json_agg(w), '[]'::json) FROM (
    SELECT o.module_name, o.name, o.brand_color, o.image_url, w.count
      FROM ${S}.analytics_works_with w
      JOIN ${S}.analytics_services o ON o.service_id = w.other_service_id
     WHERE w.service_id = s.service_id AND w.count > 0
     ORDER BY w.count DESC, lower(o.name), o.module_name
     LIMIT $2) AS w) AS works_with,
  (SELECT coalesce(sum(w.count), 0)::integer
     FROM ${S}.analytics_works_with w
     JOIN ${S}.analytics_services o ON o.service_id = w.other_service_id
    WHERE w.service_id = s.service_id AND w.count > 0) AS works_with_total`;

type WorksWithRow = { works_with: Omit<WorksWithEntry, 'share'>[]; works_with_total: number };

const withShares = (r: WorksWithRow): WorksWithEntry[] =>
  r.works_with.map((e) => ({ ...e, share: r.works_with_total ? e.count / r.works_with_total : 0 }));

export interface ServiceTotals {
  connected_users: number;
  users_with_enabled_applets: number;
  connected_services: number;
}

export interface Overview extends ServiceTotals {
  works_with_total: number;
  works_with: WorksWithEntry[];
}

/** A service's numbers and its `first` most combined partners; null service when unknown. */
export async function readOverview(
  db: Db,
  moduleName: string,
  first: number,
): Promise<{ service: AnalyticsService; overview: Overview } | null> {
  const { rows } = await db.query<AnalyticsService & ServiceTotals & WorksWithRow>(
    `WITH ${SERVICE_CTE}
     SELECT ${SERVICE_COLUMNS},
            coalesce(t.connected_users, 0) AS connected_users,
            coalesce(t.users_with_enabled_applets, 0) AS users_with_enabled_applets,
            coalesce(t.connected_services, 0) AS connected_services,
            ${WORKS_WITH}
       FROM s LEFT JOIN ${S}.analytics_service_totals t ON t.service_id = s.service_id`,
    [moduleName, first],
    { name: 'observability.analytics_overview' },
  );
  const r = rows[0];
  if (!r) return null;
  const { service_id, organization_id, module_name, name, brand_color, image_url } = r;
  return {
    service: { service_id, organization_id, module_name, name, brand_color, image_url },
    overview: {
      connected_users: r.connected_users,
      users_with_enabled_applets: r.users_with_enabled_applets,
      connected_services: r.connected_services,
      works_with_total: r.works_with_total,
      works_with: withShares(r),
    },
  };
}

/** The services this one works with, most combined first, at most `first`. */
export async function readWorksWith(
  db: Db,
  moduleName: string,
  first: number,
): Promise<{ service: AnalyticsService; entries: WorksWithEntry[] } | null> {
  const { rows } = await db.query<AnalyticsService & WorksWithRow>(
    `WITH ${SERVICE_CTE} SELECT ${SERVICE_COLUMNS}, ${WORKS_WITH} FROM s`,
    [moduleName, first],
    { name: 'observability.analytics_works_with' },
  );
  const r = rows[0];
  if (!r) return null;
  const { works_with: _, works_with_total: __, ...service } = r;
  return { service, entries: withShares(r) };
}

export interface StepMetric {
  module_name: string;
  name: string;
  /** Enabled applets and connections using the step. */
  count: number;
  /** Distinct users among them. */
  users: number;
}

/** Every step of that kind the service has, in its order, with its usage (zero when unused). */
export async function readStepMetrics(
  db: Db,
  moduleName: string,
  kind: StepKind,
): Promise<{ service: AnalyticsService; steps: StepMetric[] } | null> {
  const { rows } = await db.query<AnalyticsService & { steps: StepMetric[] }>(
    `WITH ${SERVICE_CTE}
     SELECT ${SERVICE_COLUMNS},
            (SELECT coalesce(json_agg(x ORDER BY x.weight, x.module_name), '[]'::json) FROM (
               SELECT st.module_name, st.name, st.weight, coalesce(u.count, 0) AS count, coalesce(u.users, 0) AS users
                 FROM ${S}.analytics_service_steps st
                 LEFT JOIN ${S}.analytics_step_usage u
                   ON u.service_id = st.service_id AND u.kind = st.kind AND u.module_name = st.module_name
                WHERE st.service_id = s.service_id AND st.kind = $2) AS x) AS steps
       FROM s`,
    [moduleName, kind],
    { name: 'observability.analytics_steps' },
  );
  const r = rows[0];
  if (!r) return null;
  const { steps, ...service } = r;
  return {
    service,
    steps: steps.map(({ module_name, name, count, users }) => ({ module_name, name, count, users })),
  };
}
