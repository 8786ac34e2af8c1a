import type { Db } from '@switchyard/server-kit';
import type { StepKind } from './analyticsCatalog';

/** Reads of the analytics: a service's totals, its partners ("works with") and its steps' usage. */

const S = 'observability';

export interface AnalyticsService {
  service_id: string;
  organization_id: string;
  module_name: string;
  name: string;
  brand_color: string | null;
  image_url: string | null;
}

export async function analyticsServiceByModule(db: Db, moduleName: string): Promise<AnalyticsService | null> {
  const { rows } = await db.query<AnalyticsService>(
    `SELECT service_id::text, organization_id::text, module_name, name, brand_color, image_url
       FROM ${S}.analytics_services WHERE module_name = $1 ORDER BY version DESC LIMIT 1`,
    [moduleName],
    { name: 'observability.analytics_service' },
  );
  return rows[0] ?? null;
}

export interface WorksWithEntry {
  module_name: string;
  name: string;
  brand_color: string | null;
  image_url: string | null;
  count: number;
  /** count / all enabled combinations of the service with another one, 0..1. */
  share: number;
}

/** The services this one works with, most combined first (then by name), at most `first`. */
export async function readWorksWith(
  db: Db,
  serviceId: string,
  first: number,
): Promise<{ total: number; entries: WorksWithEntry[] }> {
  const { rows } = await db.query<Omit<WorksWithEntry, 'share'> & { total: string }>(
    `SELECT o.module_name, o.name, o.brand_color, o.image_url, w.count, sum(w.count) OVER () AS total
       FROM ${S}.analytics_works_with w
       JOIN ${S}.analytics_services o ON o.service_id = w.other_service_id
      WHERE w.service_id = $1 AND w.count > 0
      ORDER BY w.count DESC, lower(o.name), o.module_name
      LIMIT $2`,
    [serviceId, first],
    { name: 'observability.analytics_works_with' },
  );
  const total = rows.length ? Number(rows[0].total) : 0;
  return {
    total,
    entries: rows.map(({ total: _, ...r }) => ({ ...r, share: total ? r.count / total : 0 })),
  };
}

export interface ServiceTotals {
  connected_users: number;
  users_with_enabled_applets: number;
  connected_services: number;
}

export async function readTotals(db: Db, serviceId: string): Promise<ServiceTotals> {
  const { rows } = await db.query<ServiceTotals>(
    `SELECT connected_users, users_with_enabled_applets, connected_services
       FROM ${S}.analytics_service_totals WHERE service_id = $1`,
    [serviceId],
    { name: 'observability.analytics_totals' },
  );
  return rows[0] ?? { connected_users: 0, users_with_enabled_applets: 0, connected_services: 0 };
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
export async function readStepMetrics(db: Db, serviceId: string, kind: StepKind): Promise<StepMetric[]> {
  const { rows } = await db.query<StepMetric>(
    `SELECT st.module_name, st.name, coalesce(u.count, 0) AS count, coalesce(u.users, 0) AS users
       FROM ${S}.analytics_service_steps st
       LEFT JOIN ${S}.analytics_step_usage u
         ON u.service_id = st.service_id AND u.kind = st.kind AND u.module_name = st.module_name
      WHERE st.service_id = $1 AND st.kind = $2
      ORDER BY st.weight, st.module_name`,
    [serviceId, kind],
    { name: 'observability.analytics_steps' },
  );
  return rows;
}
