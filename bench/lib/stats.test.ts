import { median, percentile, sum } from './stats';

describe('percentile', () => {
  it('uses the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i); // 100..1, unsorted on purpose
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile(values, 0)).toBe(1);
  });

  it('takes the middle of an odd list as its median', () => {
    expect(median([5, 1, 3, 9, 7])).toBe(5);
  });

  it('is NaN for no values', () => {
    expect(percentile([], 50)).toBeNaN();
  });

  it('adds up', () => {
    expect(sum([1, 2, 3.5])).toBe(6.5);
    expect(sum([])).toBe(0);
  });
});
