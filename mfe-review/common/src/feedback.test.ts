import {
  checkFeedback,
  FEEDBACK_BLANK,
  FEEDBACK_MAX,
  FEEDBACK_TOO_LONG,
  formatFeedbackTime,
  isFeedbackPath,
  reviewTeamSignature,
} from './feedback';

describe('feedback notes', () => {
  it('refuses a note with nothing but white space', () => {
    for (const blank of ['', '   ', '\n\t\n', undefined, 42])
      expect(checkFeedback(blank)).toEqual({ error: FEEDBACK_BLANK });
  });

  it('turns newlines into spaces and keeps the rest as written', () => {
    expect(checkFeedback('Please fix\nthe slug.\r\nThanks')).toEqual({ text: 'Please fix the slug. Thanks' });
  });

  it('refuses a note over the size cap', () => {
    expect(checkFeedback('x'.repeat(FEEDBACK_MAX))).toEqual({ text: 'x'.repeat(FEEDBACK_MAX) });
    expect(checkFeedback('x'.repeat(FEEDBACK_MAX + 1))).toEqual({ error: FEEDBACK_TOO_LONG });
  });

  it('knows a feedback path and signs notes as the spec does', () => {
    expect(isFeedbackPath('channel.triggers.1234.trigger_fields.99.name')).toBe(true);
    expect(isFeedbackPath('channel.name')).toBe(true);
    for (const bad of [
      '',
      'channel..name',
      'channel.name.',
      '../etc',
      'a b',
      'x'.repeat(65),
      'a.'.repeat(10) + 'b',
      7,
    ])
      expect(isFeedbackPath(bad)).toBe(false);
    expect(reviewTeamSignature('rey')).toBe('Review Team (rey)');
  });
});

describe('formatFeedbackTime', () => {
  it("writes 'MMMM Do YYYY, h:mm:ss a'", () => {
    const at = (y: number, m: number, d: number, h: number, min = 5, s = 9) =>
      formatFeedbackTime('', new Date(y, m, d, h, min, s));
    expect(at(2026, 10, 25, 18)).toBe('November 25th 2026, 6:05:09 pm');
    expect(at(2026, 0, 1, 0)).toBe('January 1st 2026, 12:05:09 am');
    expect(at(2026, 1, 2, 12)).toBe('February 2nd 2026, 12:05:09 pm');
    expect(at(2026, 2, 3, 9)).toBe('March 3rd 2026, 9:05:09 am');
    expect(at(2026, 3, 11, 9)).toBe('April 11th 2026, 9:05:09 am');
    expect(at(2026, 4, 12, 9)).toBe('May 12th 2026, 9:05:09 am');
    expect(at(2026, 4, 22, 9)).toBe('May 22nd 2026, 9:05:09 am');
  });
});
