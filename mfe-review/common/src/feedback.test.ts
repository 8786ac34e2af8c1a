import {
  checkFeedback,
  FEEDBACK_BLANK,
  FEEDBACK_MAX,
  FEEDBACK_TOO_LONG,
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
