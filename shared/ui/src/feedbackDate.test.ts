import { formatFeedbackDate, ordinal } from './feedbackDate';

// Local dates, so the test reads the same in every time zone (the page shows the browser's).
const local = (...parts: [number, number, number, number, number, number]) =>
  new Date(...parts).toISOString();

describe('formatFeedbackDate', () => {
  it("reads 'MMMM Do YYYY, h:mm:ss a'", () => {
    expect(formatFeedbackDate(local(2026, 10, 28, 7, 31, 5))).toBe('November 28th 2026, 7:31:05 am');
    expect(formatFeedbackDate(local(2027, 0, 1, 23, 4, 59))).toBe('January 1st 2027, 11:04:59 pm');
  });

  it('writes midnight and noon as 12', () => {
    expect(formatFeedbackDate(local(2026, 4, 2, 0, 0, 0))).toBe('May 2nd 2026, 12:00:00 am');
    expect(formatFeedbackDate(local(2026, 4, 3, 12, 30, 0))).toBe('May 3rd 2026, 12:30:00 pm');
  });

  it('reads the same for every day of the month', () => {
    expect(formatFeedbackDate(local(2026, 3, 11, 9, 5, 9))).toBe('April 11th 2026, 9:05:09 am');
    expect(formatFeedbackDate(local(2026, 4, 22, 18, 5, 9))).toBe('May 22nd 2026, 6:05:09 pm');
  });

  it('shows a date it cannot read as it came', () => {
    expect(formatFeedbackDate('yesterday')).toBe('yesterday');
  });
});

describe('ordinal', () => {
  it('gives st, nd, rd and th, with th for 11 to 13', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 24, 30, 31].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '24th',
      '30th',
      '31st',
    ]);
  });
});
