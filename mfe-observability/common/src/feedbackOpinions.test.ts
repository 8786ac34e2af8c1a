import {
  checkOpinion,
  FEEDBACK_TEXT_MAX,
  feedbackCounts,
  KIND_INVALID,
  OPINION_CODE_INVALID,
  OPINION_CODE_ONLY_DISLIKE,
  opinionLabel,
  reasonPercentage,
  suggestionContentType,
  TEXT_TOO_LONG,
} from './feedbackOpinions';

describe('checkOpinion', () => {
  it('keeps a thumbs up without a code, with or without a text', () => {
    expect(checkOpinion({ kind: 'applet', like: true })).toEqual({
      opinion: { kind: 'applet', like: true, opinion_code: null, text: null },
      errors: [],
    });
    expect(checkOpinion({ kind: 'connection', like: true, text: '  Love it  ' }).opinion).toEqual({
      kind: 'connection',
      like: true,
      opinion_code: null,
      text: 'Love it',
    });
  });

  it('gives a thumbs down without a reason the code no_response', () => {
    for (const opinion_code of [undefined, null, '', '   '])
      expect(checkOpinion({ kind: 'applet', like: false, opinion_code }).opinion).toMatchObject({
        opinion_code: 'no_response',
      });
  });

  it('takes each reason of a thumbs down', () => {
    for (const code of ['unexpected', 'not_useful', 'too_slow', 'others', 'no_response'])
      expect(checkOpinion({ kind: 'applet', like: false, opinion_code: code }).opinion).toMatchObject({
        like: false,
        opinion_code: code,
      });
  });

  it('refuses an unknown reason, a reason with a thumbs up and an unknown kind, naming each', () => {
    expect(checkOpinion({ kind: 'applet', like: false, opinion_code: 'boring' })).toEqual({
      opinion: null,
      errors: [{ attribute: 'opinion_code', message: OPINION_CODE_INVALID }],
    });
    expect(checkOpinion({ kind: 'applet', like: true, opinion_code: 'too_slow' }).errors).toEqual([
      { attribute: 'opinion_code', message: OPINION_CODE_ONLY_DISLIKE },
    ]);
    expect(checkOpinion({ kind: 'recipe', like: true }).errors).toEqual([
      { attribute: 'kind', message: KIND_INVALID },
    ]);
    expect(OPINION_CODE_INVALID).toBe('must be one of unexpected, not_useful, too_slow, others');
  });

  it('trims the text, keeps its newlines, and takes at most 1,000 characters', () => {
    expect(
      checkOpinion({ kind: 'applet', like: false, text: '\n First line\nsecond line \n' }).opinion,
    ).toMatchObject({ text: 'First line\nsecond line' });
    expect(checkOpinion({ kind: 'applet', like: false, text: ' \n ' }).opinion).toMatchObject({ text: null });
    const longest = `${'x'.repeat(FEEDBACK_TEXT_MAX - 1)}😀`; // an emoji is one character
    expect(checkOpinion({ kind: 'applet', like: false, text: ` ${longest} ` }).opinion).toMatchObject({
      text: longest,
    });
    expect(checkOpinion({ kind: 'applet', like: false, text: `${longest}x` }).errors).toEqual([
      { attribute: 'text', message: TEXT_TOO_LONG },
    ]);
  });
});

describe('opinionLabel', () => {
  it("shows the spec's words", () => {
    expect(opinionLabel('unexpected')).toBe("Doesn't work as expected");
    expect(opinionLabel('not_useful')).toBe('Not useful');
    expect(opinionLabel('too_slow')).toBe('Too slow');
    expect(opinionLabel('no_response')).toBe('No reason given');
    expect(opinionLabel('others')).toBe('Something else');
    expect(opinionLabel(null)).toBeNull();
  });
});

describe('feedbackCounts', () => {
  it('counts ratings, groups the reasons and rounds the percentages', () => {
    expect(
      feedbackCounts({
        like: 5,
        dislike: 4,
        reasons: { unexpected: 1, no_response: 1, too_slow: 1, not_useful: 1 },
      }),
    ).toEqual({
      like: 5,
      dislike: 4,
      ratings_count: 9,
      opinions: { unexpected: 1, no_response: 1, others: 2 },
      positive_percentage: 56,
      negative_percentage: 44,
    });
  });

  it('answers 0 percent without a rating, and percentages that add up to 100', () => {
    expect(feedbackCounts({ like: 0, dislike: 0, reasons: {} })).toMatchObject({
      ratings_count: 0,
      positive_percentage: 0,
      negative_percentage: 0,
    });
    // 1 of 8 is 12.5 %: rounded up, the other side 87 (not 88), so the bar adds up.
    expect(feedbackCounts({ like: 1, dislike: 7, reasons: { others: 7 } })).toMatchObject({
      positive_percentage: 13,
      negative_percentage: 87,
    });
    expect(feedbackCounts({ like: 0, dislike: 3, reasons: { unexpected: 3 } })).toMatchObject({
      positive_percentage: 0,
      negative_percentage: 100,
    });
  });
});

describe('reasonPercentage', () => {
  it('divides by the dislikes and rounds (0 without dislikes)', () => {
    expect(reasonPercentage(1, 3)).toBe(33);
    expect(reasonPercentage(2, 3)).toBe(67);
    expect(reasonPercentage(0, 0)).toBe(0);
  });
});

describe('suggestionContentType', () => {
  it("reads 'connection' as 'applet' and refuses unknown types", () => {
    expect(suggestionContentType('connection')).toBe('applet');
    expect(suggestionContentType('service')).toBe('service');
    expect(suggestionContentType('protocol')).toBe('protocol');
    expect(suggestionContentType('recipe')).toBeNull();
  });
});
