import { clampPage, pageNumbers } from './pageNumbers';

const show = (current: number, count: number) =>
  pageNumbers(current, count)
    .map((p) => (p === 'gap' ? '…' : String(p)))
    .join(' ');

describe('pageNumbers', () => {
  it('shows nothing without pages', () => {
    expect(pageNumbers(1, 0)).toEqual([]);
  });

  it('shows every page when there are fewer than 10', () => {
    expect(show(1, 1)).toBe('1');
    expect(show(5, 9)).toBe('1 2 3 4 5 6 7 8 9');
  });

  it('shows islands of 2 around the first, current and last page from 10 pages on', () => {
    expect(show(1, 20)).toBe('1 2 3 … 18 19 20');
    expect(show(10, 20)).toBe('1 2 3 … 8 9 10 11 12 … 18 19 20');
    expect(show(20, 20)).toBe('1 2 3 … 18 19 20');
    expect(show(15, 100)).toBe('1 2 3 … 13 14 15 16 17 … 98 99 100');
  });

  it('merges islands that touch', () => {
    expect(show(5, 20)).toBe('1 2 3 4 5 6 7 … 18 19 20');
    expect(show(5, 10)).toBe('1 2 3 4 5 6 7 8 9 10');
    expect(show(17, 20)).toBe('1 2 3 … 15 16 17 18 19 20');
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    expect(show(7, 20)).toBe('1 2 3 4 5 6 7 8 9 … 18 19 20');
    expect(show(14, 20)).toBe('1 2 3 … 12 13 14 15 16 17 18 19 20');
  });

  it('keeps the current page within 1..count', () => {
    expect(show(0, 20)).toBe('1 2 3 … 18 19 20');
    expect(show(99, 20)).toBe('1 2 3 … 18 19 20');
  });
});

describe('clampPage', () => {
  it('keeps a page within 1..count', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(-3, 5)).toBe(1);
    expect(clampPage(6, 5)).toBe(5);
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(2.7, 5)).toBe(2);
    expect(clampPage(Number.NaN, 5)).toBe(1);
    expect(clampPage(4, 0)).toBe(1);
  });
});
