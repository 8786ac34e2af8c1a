import {
  addToHistogram,
  bucketBounds,
  durationBucket,
  histogramQuantile,
  mergeHistograms,
  p90FromHistogram,
  type Histogram,
} from './durationBuckets';

/** The exact quantile the chart kit computes from raw durations (d3's `quantile`, linear between ranks). */
function exactQuantile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (sorted.length - 1) * p;
  const lower = Math.floor(rank);
  const below = sorted[lower]!;
  return below + (rank - lower) * ((sorted[lower + 1] ?? below) - below);
}

/** A small seeded generator (mulberry32): the same "random" durations on every run. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const histogramOf = (values: readonly number[]) => {
  const h: Histogram = {};
  for (const v of values) addToHistogram(h, v);
  return h;
};

describe('durationBucket', () => {
  it('gives each duration below 32 ms a bucket of its own', () => {
    for (let ms = 0; ms < 32; ms++) {
      expect(durationBucket(ms)).toBe(ms);
      expect(bucketBounds(ms)).toEqual({ low: ms, high: ms });
    }
  });

  it('puts every duration in the bucket whose bounds hold it, buckets in order and without gaps', () => {
    const wrong: string[] = [];
    let previous = { bucket: -1, high: -1 };
    for (let ms = 0; ms <= 200_000; ms++) {
      const bucket = durationBucket(ms);
      const { low, high } = bucketBounds(bucket);
      if (low > ms || high < ms) wrong.push(`${ms} ms in ${bucket}: ${low}…${high}`);
      if (bucket !== previous.bucket) {
        // The next bucket starts where the last one ended.
        if (bucket !== previous.bucket + 1 || low !== previous.high + 1) wrong.push(`gap before ${bucket}`);
        previous = { bucket, high };
      }
    }
    expect(wrong).toEqual([]);
  });

  it('keeps every bucket within 1/32 (3.125 %) of its lower bound wide', () => {
    for (let bucket = 32; bucket <= durationBucket(2 ** 31 - 1); bucket++) {
      const { low, high } = bucketBounds(bucket);
      expect(high - low + 1).toBeLessThanOrEqual(low / 32);
      expect(durationBucket(low)).toBe(bucket);
      expect(durationBucket(high)).toBe(bucket);
    }
  });

  it('has a bucket for the longest duration a log holds, and reads odd input as 0 or cut', () => {
    expect(durationBucket(2 ** 31 - 1)).toBe(863);
    expect(bucketBounds(863)).toEqual({ low: 63 * 2 ** 25, high: 2 ** 31 - 1 });
    expect(durationBucket(-5)).toBe(0);
    expect(durationBucket(Number.NaN)).toBe(0);
    expect(durationBucket(40.9)).toBe(durationBucket(40));
    expect(durationBucket(1e12)).toBe(863);
  });
});

describe('histogramQuantile', () => {
  it('is null without calls', () => {
    expect(p90FromHistogram({})).toBeNull();
    expect(p90FromHistogram({ '40': 0 })).toBeNull();
  });

  it('is exact where every bucket is one millisecond wide', () => {
    const values = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3, 2, 3, 8, 4, 6, 2, 6, 4, 3, 3, 8, 3, 2, 7];
    for (const p of [0, 0.25, 0.5, 0.9, 1])
      expect(histogramQuantile(histogramOf(values), p)).toBe(Math.round(exactQuantile(values, p)));
    expect(p90FromHistogram({ '12': 1 })).toBe(12);
  });

  it('reads the 90th percentile within 3.2 % (and rounding) of the exact one, whatever the spread', () => {
    const random = seeded(37);
    const spreads: Record<string, () => number> = {
      'log-normal around 200 ms': () => Math.round(200 * Math.exp(0.8 * gaussian(random))),
      'uniform 0…10 s': () => Math.floor(random() * 10_000),
      'fast, with a slow tail': () =>
        random() < 0.85 ? 20 + Math.floor(random() * 30) : 2_000 + Math.floor(random() * 28_000),
      'a few calls': () => 100 + Math.floor(random() * 900),
      'all the same': () => 321,
    };
    for (const [name, next] of Object.entries(spreads)) {
      for (const n of [1, 2, 7, 50, 1_000, 20_000]) {
        const values = Array.from({ length: n }, next);
        const exact = exactQuantile(values, 0.9);
        const estimate = p90FromHistogram(histogramOf(values))!;
        const error = Math.abs(estimate - exact);
        if (error > exact / 32 + 0.5) throw new Error(`${name}, ${n} calls: ${estimate} for ${exact}`);
      }
    }
  });

  it('reads merged hours as if their calls were in one histogram', () => {
    const a = [10, 20, 300, 4_000];
    const b = [15, 25, 350];
    expect(mergeHistograms(histogramOf(a), histogramOf(b))).toEqual(histogramOf([...a, ...b]));
  });
});

function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}
