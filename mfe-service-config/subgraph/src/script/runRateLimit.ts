/**
 * A light per-viewer limit on script runs (each one starts a sandbox and may call the partner):
 * at most `max` runs in any `windowMs`. In memory, per process: enough to stop a stuck button or a
 * loop in a client, not a distributed quota.
 */
export function createRunRateLimit(max: number, windowMs = 60_000, now: () => number = Date.now) {
  const runs = new Map<string, number[]>();
  return {
    /** Counts a run for the key; false (and not counted) when the key is over its limit. */
    take(key: string): boolean {
      const t = now();
      const recent = (runs.get(key) ?? []).filter((at) => t - at < windowMs);
      if (recent.length >= max) {
        runs.set(key, recent);
        return false;
      }
      recent.push(t);
      runs.set(key, recent);
      // Forget idle viewers now and then, so the map does not grow with every viewer ever seen.
      if (runs.size > 1000) {
        for (const [k, times] of runs) if (!times.some((at) => t - at < windowMs)) runs.delete(k);
      }
      return true;
    },
  };
}

export const TOO_MANY_RUNS = 'Too many script runs. Please wait a minute and try again.';
