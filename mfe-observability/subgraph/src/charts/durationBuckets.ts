/**
 * Fixed log-scale buckets for call durations (whole milliseconds), so an hour's 90th percentile can
 * be kept as a histogram and read back within a few percent of the exact one.
 *
 * 0…31 ms: one bucket per millisecond. From 32 ms on, 32 buckets per power of two: a duration's top
 * six bits name its bucket, so a bucket is at most 1/32 (3.125 %) as wide as its lower bound.
 * `observability.duration_bucket(ms)` (migrations/0004_rollups.sql) is the same function in SQL: the
 * backfill and rebuildRollups use it, and rollups.int.test.ts checks the two agree.
 */

/** Durations below this each have a bucket of their own. */
const EXACT_BELOW = 32;
/** Bits kept below a duration's top bit: 2^5 = 32 buckets per power of two. */
const SUB_BITS = 5;

/** The bucket of a duration; negative durations count as 0, fractions are cut. */
export function durationBucket(ms: number): number {
  const d = Math.max(0, Math.floor(Number.isFinite(ms) ? Math.min(ms, 2 ** 31 - 1) : 0));
  if (d < EXACT_BELOW) return d;
  const shift = 31 - Math.clz32(d) - SUB_BITS; // the top bit's position above the kept bits
  return shift * EXACT_BELOW + (d >>> shift);
}

/** The durations a bucket holds: from `low` up to `high`, both included. */
export function bucketBounds(bucket: number): { low: number; high: number } {
  if (bucket < EXACT_BELOW) return { low: bucket, high: bucket };
  const shift = Math.floor(bucket / EXACT_BELOW) - 1;
  const low = (bucket - shift * EXACT_BELOW) * 2 ** shift;
  return { low, high: low + 2 ** shift - 1 };
}

/** Counts per bucket, as the rollups keep them (jsonb object keys are text). */
export type Histogram = Record<string, number>;

export function addToHistogram(histogram: Histogram, ms: number, count = 1): void {
  const key = String(durationBucket(ms));
  histogram[key] = (histogram[key] ?? 0) + count;
}

export function mergeHistograms(into: Histogram, from: Histogram): Histogram {
  for (const [bucket, count] of Object.entries(from)) into[bucket] = (into[bucket] ?? 0) + count;
  return into;
}

/**
 * The p-quantile in whole ms, the way the chart kit computes it from raw durations (d3's `quantile`:
 * linear between the closest ranks), with each rank's value estimated inside its bucket as if the
 * bucket's calls were spread evenly over it. Null when the histogram is empty.
 */
export function histogramQuantile(histogram: Histogram, p: number): number | null {
  const buckets = Object.entries(histogram)
    .map(([bucket, count]) => ({ bucket: Number(bucket), count }))
    .filter((b) => b.count > 0)
    .sort((a, b) => a.bucket - b.bucket);
  const n = buckets.reduce((sum, b) => sum + b.count, 0);
  if (n === 0) return null;
  const rank = (n - 1) * Math.min(1, Math.max(0, p));
  const lower = Math.floor(rank);
  const below = valueAtRank(buckets, lower);
  const value = rank === lower ? below : below + (rank - lower) * (valueAtRank(buckets, lower + 1) - below);
  return Math.round(value);
}

/** The estimated value of the call at a 0-based rank. */
function valueAtRank(buckets: readonly { bucket: number; count: number }[], rank: number): number {
  let before = 0;
  for (const { bucket, count } of buckets) {
    if (rank < before + count) {
      const { low, high } = bucketBounds(bucket);
      return low + ((high - low) * (rank - before + 0.5)) / count;
    }
    before += count;
  }
  return bucketBounds(buckets[buckets.length - 1]!.bucket).high;
}

/** The 90th percentile the speed chart shows (spec/review-org-diagnostics.md#9-business-constants-and-limits). */
export const p90FromHistogram = (histogram: Histogram) => histogramQuantile(histogram, 0.9);
