import { feedbackBreakdown, feedbackTips, TIP_SHARE } from './feedbackBreakdown';

const opinions = (unexpected: number, no_response: number, others: number) => ({
  unexpected,
  no_response,
  others,
});
const at = { moduleName: 'daybook', connectionId: 'c0000000-0000-4000-8000-000000000001' };

describe('feedbackBreakdown', () => {
  it('gives each reason its share of all dislikes, rounded on its own', () => {
    expect(feedbackBreakdown(opinions(1, 1, 1))).toEqual([
      { reason: 'unexpected', label: "Doesn't work as expected", count: 1, percentage: 33 },
      { reason: 'no_response', label: 'No reason given', count: 1, percentage: 33 },
      { reason: 'others', label: 'Other reasons', count: 1, percentage: 33 },
    ]);
    // 1/8 = 12.5 → 13, 3/8 = 37.5 → 38, 4/8 = 50: 101 in all, as the spec's rounding gives.
    expect(feedbackBreakdown(opinions(1, 3, 4)).map((s) => s.percentage)).toEqual([13, 38, 50]);
    expect(feedbackBreakdown(opinions(2, 0, 1)).map((s) => s.percentage)).toEqual([67, 0, 33]);
    expect(feedbackBreakdown(opinions(0, 0, 7)).map((s) => s.percentage)).toEqual([0, 0, 100]);
  });

  it('is 0 for every reason without dislikes', () => {
    expect(feedbackBreakdown(opinions(0, 0, 0)).map((s) => [s.count, s.percentage])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
  });
});

describe('feedbackTips', () => {
  it(`names a page for each reason with at least ${TIP_SHARE}% of the dislikes, most frequent first`, () => {
    const tips = feedbackTips({ ratings_count: 20, opinions: opinions(3, 6, 1) }, at);
    expect(tips.map((t) => [t.key, t.guide])).toEqual([
      ['describe', '/connections/c0000000-0000-4000-8000-000000000001/edit'],
      ['endpoint_tests', '/services/daybook/endpoint_tests'],
    ]);
    expect(tips[1]!.text).toMatch(/doesn't work as expected/);
    expect(
      feedbackTips({ ratings_count: 4, opinions: opinions(0, 0, 4) }, at).map((t) => [t.key, t.guide]),
    ).toEqual([['logs', '/connections/c0000000-0000-4000-8000-000000000001/detail#logs']]);
  });

  it('has one tip without thumbs down: keep testing, or, without ratings, the endpoints', () => {
    expect(feedbackTips({ ratings_count: 3, opinions: opinions(0, 0, 0) }, at).map((t) => t.key)).toEqual([
      'keep_testing',
    ]);
    expect(feedbackTips({ ratings_count: 0, opinions: opinions(0, 0, 0) }, at)).toEqual([
      expect.objectContaining({
        key: 'first_ratings',
        guide: '/connections/c0000000-0000-4000-8000-000000000001/endpoints',
      }),
    ]);
  });

  it('escapes the names it puts in a path', () => {
    const [tip] = feedbackTips(
      { ratings_count: 1, opinions: opinions(1, 0, 0) },
      { moduleName: 'a/b?c', connectionId: 'x' },
    );
    expect(tip!.guide).toBe('/services/a%2Fb%3Fc/endpoint_tests');
  });
});
