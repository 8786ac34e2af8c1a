import {
  delayFromParts,
  delayOptions,
  delayParts,
  formatDelay,
  isValidDelay,
  MINUTE_OPTIONS,
  SECOND_OPTIONS,
} from './delay';

describe('delay', () => {
  it('offers the spec option sets', () => {
    expect(MINUTE_OPTIONS.map(String)).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '10',
      '15',
      '20',
      '25',
      '30',
      '35',
      '40',
      '45',
      '50',
      '55',
    ]);
    expect(SECOND_OPTIONS).toEqual([0, 15, 30, 45]);
    expect(
      delayOptions({ hours: 1, minutes: 0, seconds: 0 })
        .minutes.map((m) => m.label)
        .slice(0, 7),
    ).toEqual(['00', '01', '02', '03', '04', '05', '10']);
  });

  it('fixes minutes and seconds at 00 at three hours, and makes a zero total 15 seconds', () => {
    expect(delayFromParts({ hours: 3, minutes: 20, seconds: 45 })).toBe(10_800);
    const atMax = delayOptions({ hours: 3, minutes: 0, seconds: 0 });
    expect(atMax.minutes.filter((m) => !m.disabled).map((m) => m.value)).toEqual([0]);
    expect(atMax.seconds.filter((s) => !s.disabled).map((s) => s.value)).toEqual([0]);
    expect(delayFromParts({ hours: 0, minutes: 0, seconds: 0 })).toBe(15);
    expect(delayFromParts({ hours: 1, minutes: 5, seconds: 30 })).toBe(3930);
  });

  it('disables 00 seconds with no hours and no minutes only', () => {
    const zero = (h: number, m: number) =>
      delayOptions({ hours: h, minutes: m, seconds: 15 }).seconds.find((s) => s.value === 0)!.disabled;
    expect(zero(0, 0)).toBe(true);
    expect(zero(0, 1)).toBe(false);
    expect(zero(1, 0)).toBe(false);
  });

  it('accepts only delays the pickers can make', () => {
    for (const ok of [null, 15, 45, 60 + 15, 5 * 60, 55 * 60 + 45, 2 * 3600 + 10 * 60, 10_800]) {
      expect(isValidDelay(ok)).toBe(true);
    }
    for (const bad of [0, 14, 16, 6 * 60, 10_815, 10_801, 1.5, '15', undefined, -15]) {
      expect(isValidDelay(bad)).toBe(false);
    }
    expect(delayParts(3930)).toEqual({ hours: 1, minutes: 5, seconds: 30 });
    expect(formatDelay(15)).toBe('00:00:15');
  });
});
