import {
  CHART_HEIGHT,
  errorBreakdown,
  p90,
  ratioBars,
  ratioPointCount,
  round2,
  speedPoints,
  type RatioPoint,
} from './chartData';

const points = (n: number, percent = 90): RatioPoint[] =>
  Array.from({ length: n }, (_, i) => ({
    time: `2026-11-${String((i % 28) + 1).padStart(2, '0')}T00:00:00Z`,
    success_percent: percent,
  }));

describe('ratioBars', () => {
  it('keeps the last 25 points up to 483 px wide and the last 50 above', () => {
    const many = points(60).map((p, i) => ({ ...p, time: `t${i}` }));
    expect(ratioPointCount(483)).toBe(25);
    expect(ratioPointCount(484)).toBe(50);
    const narrow = ratioBars(many, 483);
    expect(narrow).toHaveLength(25);
    expect(narrow[0]!.time).toBe('t35');
    expect(narrow.at(-1)!.time).toBe('t59');
    const wide = ratioBars(many, 484);
    expect(wide).toHaveLength(50);
    expect(wide[0]!.time).toBe('t10');
  });

  it('shows fewer points when there are fewer', () => {
    expect(ratioBars(points(3), 800)).toHaveLength(3);
    expect(ratioBars([], 800)).toEqual([]);
  });

  it('keeps -1 as a gap without data', () => {
    const bars = ratioBars(
      [
        { time: 'a', success_percent: 75.5 },
        { time: 'b', success_percent: -1 },
        { time: 'c', success_percent: 0 },
      ],
      300,
    );
    expect(bars).toEqual([
      { time: 'a', hasData: true, successPercent: 75.5, errorPercent: 24.5 },
      { time: 'b', hasData: false },
      { time: 'c', hasData: true, successPercent: 0, errorPercent: 100 },
    ]);
  });

  it('rounds to 2 decimals and keeps ratios within 0 to 100', () => {
    const [a, b] = ratioBars(
      [
        { time: 'a', success_percent: 66.666666 },
        { time: 'b', success_percent: 120 },
      ],
      300,
    );
    expect(a).toEqual({ time: 'a', hasData: true, successPercent: 66.67, errorPercent: 33.33 });
    expect(b).toEqual({ time: 'b', hasData: true, successPercent: 100, errorPercent: 0 });
  });
});

describe('errorBreakdown', () => {
  it('gives percentages to 2 decimals, most frequent first, adding up to 100', () => {
    const shares = errorBreakdown([
      { label: 'timeout', count: 1 },
      { label: '500', count: 1 },
      { label: '401', count: 1 },
    ]);
    expect(shares.map((s) => s.percent).sort()).toEqual([33.33, 33.33, 33.34]);
    expect(round2(shares.reduce((sum, s) => sum + s.percent, 0))).toBe(100);

    const uneven = errorBreakdown([
      { label: '500', count: 2 },
      { label: '404', count: 7 },
      { label: 'timeout', count: 0 },
    ]);
    expect(uneven).toEqual([
      { label: '404', count: 7, percent: 77.78 },
      { label: '500', count: 2, percent: 22.22 },
    ]);
  });

  it('is empty without errors', () => {
    expect(errorBreakdown([])).toEqual([]);
    expect(errorBreakdown([{ label: '500', count: 0 }])).toEqual([]);
  });
});

describe('p90 and speedPoints', () => {
  it('is the 90th percentile in whole ms', () => {
    expect(p90([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBe(9); // 9.1
    expect(p90([100, 300])).toBe(280);
    expect(p90([42])).toBe(42);
    expect(p90([250, 100, 1000, 120, 130, 140, 150, 160, 170, 180])).toBe(325); // 250 + 0.1 × 750
    expect(p90([])).toBeNull();
  });

  it('gives each period its trigger and action p90, null where none ran', () => {
    expect(speedPoints([{ time: 'a', trigger_ms: [10, 20], action_ms: [] }])).toEqual([
      { time: 'a', triggerMs: 19, actionMs: null },
    ]);
  });

  it('draws 250 px high charts', () => {
    expect(CHART_HEIGHT).toBe(250);
  });
});
