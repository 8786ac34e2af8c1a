import { errorCounts, ratioPoints, speedPoints, totals } from './chartPoints';

const point = (
  hour: string,
  success: number,
  error: number,
  trigger: number | null,
  action: number | null,
) => ({
  hour,
  success_count: success,
  error_count: error,
  ratio: success + error === 0 ? -1 : success / (success + error),
  trigger_p90_ms: trigger,
  action_p90_ms: action,
});
const POINTS = [
  point('2030-01-10T10:00:00.000Z', 3, 1, 120, null),
  point('2030-01-10T11:00:00.000Z', 0, 0, null, null),
  point('2030-01-10T12:00:00.000Z', 0, 2, null, 900),
];

describe('chart points', () => {
  it('gives the histogram the success share in percent, -1 where no call was made', () => {
    expect(ratioPoints(POINTS)).toEqual([
      { time: '2030-01-10T10:00:00.000Z', success_percent: 75 },
      { time: '2030-01-10T11:00:00.000Z', success_percent: -1 },
      { time: '2030-01-10T12:00:00.000Z', success_percent: 0 },
    ]);
  });

  it('gives the speed chart each hour’s 90th percentiles, null where none ran', () => {
    expect(speedPoints(POINTS).map((p) => [p.triggerMs, p.actionMs])).toEqual([
      [120, null],
      [null, null],
      [null, 900],
    ]);
  });

  it('names the errors by kind and counts the calls', () => {
    expect(errorCounts([{ kind: 'HTTP 500', count: 2, percentage: 66.67 }])).toEqual([
      { label: 'HTTP 500', count: 2 },
    ]);
    expect(totals(POINTS)).toEqual({ calls: 6, errors: 3 });
  });
});
