import {
  ACTION_NOT_ALLOWED,
  applyReviewAction,
  availableActions,
  isReviewAction,
  REVIEW_ACTIONS,
  reviewStatusLabel,
  type ReviewAction,
  type ReviewState,
} from './reviewStatus';

const state = (review_status: 0 | 1 | 2, published = false, staging = false): ReviewState => ({
  review_status,
  published,
  staging,
});

describe('the review status machine', () => {
  it.each<[string, ReviewState, ReviewAction[]]>([
    ['in development', state(0), ['start']],
    ['in review', state(1), ['approve', 'reject']],
    ['passed review', state(2), ['publish']],
    ['published', state(2, true), ['unpublish']],
    ['a staging service that passed review', state(2, false, true), ['migrate']],
  ])('offers, %s, exactly %j', (_label, s, actions) => {
    expect(availableActions(s)).toEqual(actions);
  });

  it('walks a service from development to published and back', () => {
    let s = state(0);
    for (const [action, expected] of [
      ['start', { review_status: 1, published: false }],
      ['reject', { review_status: 0, published: false }],
      ['start', { review_status: 1, published: false }],
      ['approve', { review_status: 2, published: false }],
      ['publish', { review_status: 2, published: true }],
      ['unpublish', { review_status: 0, published: false }],
    ] as const) {
      const result = applyReviewAction(s, action);
      expect(result.error).toBeUndefined();
      expect(result.state).toMatchObject(expected);
      s = result.state!;
    }
  });

  it('migrates a staging service that passed review, leaving it in development', () => {
    expect(applyReviewAction(state(2, false, true), 'migrate')).toEqual({ state: state(0, false, true) });
  });

  it('refuses every action not available in the state, so a transition sent twice changes nothing', () => {
    const states = [state(0), state(1), state(2), state(2, true), state(2, false, true)];
    for (const s of states) {
      for (const action of REVIEW_ACTIONS) {
        const result = applyReviewAction(s, action);
        if (availableActions(s).includes(action)) expect(result.state).toBeDefined();
        else expect(result).toEqual({ error: ACTION_NOT_ALLOWED });
      }
    }
    const started = applyReviewAction(state(0), 'start').state!;
    expect(applyReviewAction(started, 'start')).toEqual({ error: ACTION_NOT_ALLOWED });
  });

  it('names the status as the page shows it, and knows its actions', () => {
    expect(reviewStatusLabel(state(0))).toBe('In development');
    expect(reviewStatusLabel(state(1))).toBe('In review');
    expect(reviewStatusLabel(state(2))).toBe('Passed review');
    expect(reviewStatusLabel(state(2, true))).toBe('Published');
    expect(isReviewAction('approve')).toBe(true);
    expect(isReviewAction('destroy')).toBe(false);
    expect(isReviewAction(1)).toBe(false);
  });
});
