import { currentSectionId } from './currentSection';
import { debounce } from './debounce';

const at = (...tops: number[]) => tops.map((top, i) => ({ id: `s${i + 1}`, top }));

describe('currentSectionId', () => {
  it('is the first section while none has reached the offset', () => {
    expect(currentSectionId(at(200, 900, 1600), { offset: 96, atEnd: false })).toBe('s1');
  });

  it('is the last section whose top is at or above the offset', () => {
    expect(currentSectionId(at(-700, 96, 700), { offset: 96, atEnd: false })).toBe('s2');
    expect(currentSectionId(at(-1400, -700, 20), { offset: 96, atEnd: false })).toBe('s3');
    expect(currentSectionId(at(-1400, 97, 700), { offset: 96, atEnd: false })).toBe('s1');
  });

  it('is the last section at the end of the page', () => {
    expect(currentSectionId(at(-1400, -100, 400), { offset: 96, atEnd: true })).toBe('s3');
  });

  it('is nothing without sections', () => {
    expect(currentSectionId([], { offset: 96, atEnd: false })).toBeNull();
  });
});

describe('debounce', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs once, the given time after the last call, with its arguments', () => {
    const fn = jest.fn();
    const d = debounce(fn, 100);
    d(1);
    jest.advanceTimersByTime(60);
    d(2);
    jest.advanceTimersByTime(99);
    expect(fn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith(2);
  });

  it('drops a pending run when cancelled', () => {
    const fn = jest.fn();
    const d = debounce(fn, 100);
    d();
    d.cancel();
    jest.advanceTimersByTime(500);
    expect(fn).not.toHaveBeenCalled();
  });
});
