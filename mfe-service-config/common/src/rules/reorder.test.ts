import { REORDER_DUPLICATE, REORDER_FOREIGN, REORDER_INCOMPLETE, reorderProblem } from './reorder';

describe('reorderProblem', () => {
  const existing = ['a', 'b', 'c'];

  it('accepts every item exactly once, in any order', () => {
    expect(reorderProblem(existing, ['c', 'a', 'b'])).toBeUndefined();
    expect(reorderProblem([], [])).toBeUndefined();
  });

  it('refuses duplicates, ids of another parent and partial lists', () => {
    expect(reorderProblem(existing, ['a', 'a', 'b', 'c'])).toBe(REORDER_DUPLICATE);
    expect(reorderProblem(existing, ['a', 'b', 'x'])).toBe(REORDER_FOREIGN);
    expect(reorderProblem(existing, ['a', 'b', 'c', 'not-a-uuid'])).toBe(REORDER_FOREIGN);
    expect(reorderProblem(existing, ['b', 'a'])).toBe(REORDER_INCOMPLETE);
  });
});
