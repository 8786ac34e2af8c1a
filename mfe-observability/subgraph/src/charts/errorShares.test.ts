import { errorShares } from './errorShares';

const total = (shares: { percentage: number }[]) =>
  Math.round(shares.reduce((sum, s) => sum + s.percentage, 0) * 100) / 100;

describe('errorShares', () => {
  it('gives each kind its share in percent, 2 decimals, largest first', () => {
    expect(errorShares({ timeout: 1, 'HTTP 500': 6, 'HTTP 401': 1 })).toEqual([
      { kind: 'HTTP 500', count: 6, percentage: 75 },
      { kind: 'HTTP 401', count: 1, percentage: 12.5 },
      { kind: 'timeout', count: 1, percentage: 12.5 },
    ]);
  });

  it('rounds by largest remainder, so the shares add up to 100', () => {
    expect(errorShares({ a: 1, b: 1, c: 1 }).map((s) => s.percentage)).toEqual([33.34, 33.33, 33.33]);
    const sevenths = errorShares({ 'HTTP 500': 4, 'HTTP 502': 2, timeout: 1 });
    expect(sevenths.map((s) => s.percentage)).toEqual([57.14, 28.57, 14.29]);
    for (const counts of <Record<string, number>[]>[
      { a: 1, b: 2, c: 3, d: 5, e: 7 },
      { a: 9_999, b: 1 },
      { a: 1, b: 1, c: 1, d: 1, e: 1, f: 1 },
    ])
      expect(total(errorShares(counts))).toBe(100);
    expect(errorShares({ a: 99_999, b: 1 })).toEqual([
      { kind: 'a', count: 99_999, percentage: 100 },
      { kind: 'b', count: 1, percentage: 0 },
    ]);
  });

  it('is empty without errors', () => {
    expect(errorShares({})).toEqual([]);
    expect(errorShares({ 'HTTP 500': 0 })).toEqual([]);
  });
});
