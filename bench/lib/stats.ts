/** Nearest-rank percentile (p in 0..100) of a list of numbers; NaN for an empty list. */
export function percentile(values: readonly number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export const median = (values: readonly number[]) => percentile(values, 50);

export const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
