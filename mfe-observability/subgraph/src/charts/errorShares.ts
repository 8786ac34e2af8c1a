export interface ErrorShare {
  kind: string;
  count: number;
  /** Percent of all errors, 2 decimals. */
  percentage: number;
}

/**
 * Each error kind's share of all errors, largest first (then by kind), in percent to 2 decimals
 * (spec/review-org-diagnostics.md#9-business-constants-and-limits). Rounded by largest remainder, as
 * the chart kit's `errorBreakdown` does, so the shares add up to exactly 100: three equal kinds read
 * 33.34, 33.33 and 33.33.
 */
export function errorShares(counts: Readonly<Record<string, number>>): ErrorShare[] {
  const kept = Object.entries(counts)
    .filter(([, count]) => Number.isFinite(count) && count > 0)
    .map(([kind, count]) => ({ kind, count }))
    .sort((a, b) => b.count - a.count || (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0));
  const total = kept.reduce((sum, k) => sum + k.count, 0);
  if (total === 0) return [];
  const exact = kept.map((k) => (k.count * 10_000) / total); // hundredths of a percent
  const hundredths = exact.map(Math.floor);
  let left = 10_000 - hundredths.reduce((sum, h) => sum + h, 0);
  const byRemainder = exact
    .map((e, i) => ({ i, rest: e - hundredths[i]! }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    hundredths[i]! += 1;
    left -= 1;
  }
  return kept.map((k, i) => ({ ...k, percentage: hundredths[i]! / 100 }));
}
