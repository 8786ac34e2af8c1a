import { donutOf, percentOf, type DonutEntry } from './analyticsDonut';

const entry = (name: string, count: number): DonutEntry => ({
  module_name: name.toLowerCase(),
  name,
  brand_color: '#123456',
  image_url: null,
  count,
});

describe('the analytics donut', () => {
  it('makes slices only for services above 1%', () => {
    // 1000 in all: 10 is exactly 1% (left out), 11 is above.
    const d = donutOf([entry('A', 500), entry('B', 11), entry('C', 10), entry('D', 1)], 1000);
    expect(d.slices.map((s) => s.name)).toEqual(['A', 'B']);
    expect(d.otherShare).toBeCloseTo(0.489);
  });

  it('draws an icon only on slices above 8%', () => {
    const d = donutOf([entry('A', 81), entry('B', 80), entry('C', 839)], 1000);
    expect(Object.fromEntries(d.slices.map((s) => [s.name, s.showIcon]))).toEqual({
      C: true,
      A: true,
      B: false,
    });
  });

  it('lists the three most combined, ties by name', () => {
    const d = donutOf([entry('D', 10), entry('B', 30), entry('A', 30), entry('C', 20)], 90);
    expect(d.top.map((s) => s.name)).toEqual(['A', 'B', 'C']);
    expect(d.slices).toHaveLength(4);
  });

  it('labels slices with rounded percentages', () => {
    const d = donutOf([entry('Daybook', 5), entry('Weather', 7)], 12);
    expect(d.slices.map((s) => s.label)).toEqual(['Weather 58%', 'Daybook 42%']);
    expect(d.otherPercent).toBe(0);
  });

  it('is empty without combinations', () => {
    expect(donutOf([], 0)).toEqual({ slices: [], otherShare: 0, otherPercent: 0, top: [] });
  });

  it('rounds percentages half up', () => {
    expect(percentOf(0.125)).toBe(13);
    expect(percentOf(0.4167)).toBe(42);
    expect(percentOf(0.004)).toBe(0);
    expect(percentOf(1)).toBe(100);
  });
});
