import type { ErrorCount, RatioPoint, SpeedPoint } from '@switchyard/ui/charts';
import type { ServiceChartsQuery } from '../../gql/graphql';

export type ServiceChartsData = ServiceChartsQuery['serviceCharts'];
type Point = ServiceChartsData['points'][number];

/** A ratio of -1: no call that hour (spec/review-org-diagnostics.md#9-business-constants-and-limits). */
const NO_CALLS = -1;

/** The histogram's points: the share of successful calls in percent, -1 kept for an hour without any. */
export const ratioPoints = (points: readonly Point[]): RatioPoint[] =>
  points.map((p) => ({ time: p.hour, success_percent: p.ratio === NO_CALLS ? NO_CALLS : p.ratio * 100 }));

export const speedPoints = (points: readonly Point[]): SpeedPoint[] =>
  points.map((p) => ({ time: p.hour, triggerMs: p.trigger_p90_ms, actionMs: p.action_p90_ms }));

export const errorCounts = (items: ServiceChartsData['error_breakdown']): ErrorCount[] =>
  items.map((e) => ({ label: e.kind, count: e.count }));

/** The calls and errors of the hours shown. */
export function totals(points: readonly Point[]): { calls: number; errors: number } {
  let calls = 0;
  let errors = 0;
  for (const p of points) {
    calls += p.success_count + p.error_count;
    errors += p.error_count;
  }
  return { calls, errors };
}
