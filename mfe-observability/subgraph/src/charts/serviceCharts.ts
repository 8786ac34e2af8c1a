import type { Db } from '@switchyard/server-kit';
import { HOUR_MS, hourOf } from './callKinds';
import { mergeHistograms, p90FromHistogram, type Histogram } from './durationBuckets';
import { errorShares, type ErrorShare } from './errorShares';

/** The most points a chart asks for (spec/review-org-diagnostics.md#9-business-constants-and-limits). */
export const MAX_CHART_POINTS = 50;
/** A ratio of -1: no call in that hour. */
export const NO_DATA = -1;

export interface ServiceChartPoint {
  /** ISO 8601 of the hour's start. */
  hour: string;
  success_count: number;
  error_count: number;
  /** success / (success + error), or -1. */
  ratio: number;
  trigger_p90_ms: number | null;
  action_p90_ms: number | null;
}

export interface ServiceCharts {
  points: ServiceChartPoint[];
  error_breakdown: ErrorShare[];
}

export interface ServiceChartsQuery {
  serviceId: string;
  /** Rows of these organizations only; 'any' for staff (rows without an organization are staff-only). */
  organizationIds: readonly string[] | 'any';
  /** 1…MAX_CHART_POINTS hours. */
  points: number;
  now?: Date;
}

interface HourRow {
  hour: Date | string;
  success_count: number;
  error_count: number;
  errors: Record<string, number> | string;
  trigger_ms: Histogram | string;
  action_ms: Histogram | string;
}

/** One hour of the chart: its rollup rows added up. */
interface HourSum {
  success_count: number;
  error_count: number;
  trigger_ms: Histogram;
  action_ms: Histogram;
}

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/**
 * A service's three charts: the last `points` whole hours up to and including the current one,
 * oldest first, each hour from its rollup rows (one per organization that may be read), and the
 * error breakdown of the same hours.
 */
export async function readServiceCharts(db: Db, q: ServiceChartsQuery): Promise<ServiceCharts> {
  const count = Math.min(MAX_CHART_POINTS, Math.max(1, Math.floor(q.points)));
  const last = hourOf(q.now ?? new Date()).getTime();
  const first = last - (count - 1) * HOUR_MS;
  const hours = Array.from({ length: count }, (_, i) => first + i * HOUR_MS);
  const rows =
    q.organizationIds !== 'any' && q.organizationIds.length === 0
      ? []
      : (
          await db.query<HourRow>(
            `SELECT hour, success_count, error_count, errors, trigger_ms, action_ms
             FROM observability.service_rollups
             WHERE service_id = $1 AND hour BETWEEN $2 AND $3
               ${q.organizationIds === 'any' ? '' : 'AND organization_id = ANY($4::text[])'}`,
            [
              q.serviceId,
              new Date(first),
              new Date(last),
              ...(q.organizationIds === 'any' ? [] : [[...q.organizationIds]]),
            ],
          )
        ).rows;

  const byHour = new Map<number, HourSum>();
  const errors: Record<string, number> = {};
  for (const row of rows) {
    const at = new Date(row.hour).getTime();
    const sum = byHour.get(at) ?? { success_count: 0, error_count: 0, trigger_ms: {}, action_ms: {} };
    sum.success_count += row.success_count;
    sum.error_count += row.error_count;
    mergeHistograms(sum.trigger_ms, json(row.trigger_ms));
    mergeHistograms(sum.action_ms, json(row.action_ms));
    mergeHistograms(errors, json(row.errors));
    byHour.set(at, sum);
  }

  return {
    points: hours.map((at) => {
      const h = byHour.get(at);
      const calls = (h?.success_count ?? 0) + (h?.error_count ?? 0);
      return {
        hour: new Date(at).toISOString(),
        success_count: h?.success_count ?? 0,
        error_count: h?.error_count ?? 0,
        ratio: calls === 0 ? NO_DATA : h!.success_count / calls,
        trigger_p90_ms: h ? p90FromHistogram(h.trigger_ms) : null,
        action_p90_ms: h ? p90FromHistogram(h.action_ms) : null,
      };
    }),
    error_breakdown: errorShares(errors),
  };
}
