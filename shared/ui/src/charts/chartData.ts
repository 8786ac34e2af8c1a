import { quantile } from 'd3-array';

/** The charts' fixed sizes (spec/review-org-diagnostics.md#210-charts). */
export const CHART_HEIGHT = 250;
/** Up to this width (px) the ratio histogram shows its narrow window of points. */
export const NARROW_CHART_MAX_WIDTH = 483;
export const NARROW_POINT_COUNT = 25;
export const WIDE_POINT_COUNT = 50;
/** A ratio of -1: nothing was logged in that period. */
export const NO_DATA = -1;
export const NO_DATA_LABEL = 'No data';

/** One period of the success / error ratio: the share of successful requests in percent, or -1. */
export interface RatioPoint {
  /** The period's start, an ISO 8601 date-time. */
  time: string;
  /** 0 to 100, or -1 when there was no request in the period. */
  success_percent: number;
}

export type RatioBar =
  | { time: string; hasData: true; successPercent: number; errorPercent: number }
  | { time: string; hasData: false };

/** How many of the latest points the histogram shows at a width. */
export function ratioPointCount(width: number): number {
  return width <= NARROW_CHART_MAX_WIDTH ? NARROW_POINT_COUNT : WIDE_POINT_COUNT;
}

/** The bars of the ratio histogram: the latest points that fit the width, oldest first, -1 kept as a gap. */
export function ratioBars(points: readonly RatioPoint[], width: number): RatioBar[] {
  return points.slice(-ratioPointCount(width)).map(({ time, success_percent }) => {
    if (success_percent === NO_DATA || !Number.isFinite(success_percent)) return { time, hasData: false };
    const successPercent = round2(clamp(success_percent, 0, 100));
    return { time, hasData: true, successPercent, errorPercent: round2(100 - successPercent) };
  });
}

export interface ErrorCount {
  /** What went wrong, e.g. a status or an error type. */
  label: string;
  count: number;
}

export interface ErrorShare extends ErrorCount {
  /** Rounded to 2 decimals; the shares of a breakdown add up to exactly 100. */
  percent: number;
}

/**
 * The error breakdown: each kind's share of all errors, most frequent first, in percent to 2 decimals.
 * Rounded by largest remainder, so three equal kinds read 33.34 / 33.33 / 33.33 and not 99.99 in all.
 */
export function errorBreakdown(counts: readonly ErrorCount[]): ErrorShare[] {
  const kept = counts.filter((c) => Number.isFinite(c.count) && c.count > 0);
  const total = kept.reduce((sum, c) => sum + c.count, 0);
  if (total === 0) return [];
  const exact = kept.map((c) => (c.count * 10_000) / total); // in hundredths of a percent
  const floors = exact.map(Math.floor);
  let left = 10_000 - floors.reduce((sum, f) => sum + f, 0);
  const byRemainder = exact
    .map((e, i) => ({ i, rest: e - floors[i]! }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    floors[i]! += 1;
    left -= 1;
  }
  return kept
    .map((c, i) => ({ label: c.label, count: c.count, percent: floors[i]! / 100 }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/** One period of run times: the durations (ms) of the trigger checks and of the actions. */
export interface SpeedBucket {
  time: string;
  trigger_ms: readonly number[];
  action_ms: readonly number[];
}

/** The 90th percentile of a period's trigger and action times in whole ms; null when none ran. */
export interface SpeedPoint {
  time: string;
  triggerMs: number | null;
  actionMs: number | null;
}

/** The 90th percentile in whole milliseconds (linear between the closest ranks), or null without values. */
export function p90(durationsMs: readonly number[]): number | null {
  const values = durationsMs.filter((d) => Number.isFinite(d) && d >= 0);
  const value = quantile(values, 0.9);
  return value === undefined ? null : Math.round(value);
}

export function speedPoints(buckets: readonly SpeedBucket[]): SpeedPoint[] {
  return buckets.map((b) => ({ time: b.time, triggerMs: p90(b.trigger_ms), actionMs: p90(b.action_ms) }));
}

export function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
