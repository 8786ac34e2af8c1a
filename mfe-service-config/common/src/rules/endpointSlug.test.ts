import { endpointSlugProblem, NOT_SNAKE_CASE } from './endpointSlug';
import { BLANK, TOO_SHORT } from './stepName';

describe('endpointSlugProblem (trigger API slug, action slug)', () => {
  it('accepts snake_case of at least 4 characters beginning with a letter', () => {
    for (const ok of ['note', 'new_note', 'create_note_2', 'a123'])
      expect(endpointSlugProblem(ok)).toBeUndefined();
  });

  it('names the first problem', () => {
    expect(endpointSlugProblem('')).toBe(BLANK);
    expect(endpointSlugProblem('new')).toBe(TOO_SHORT);
    expect(endpointSlugProblem('a'.repeat(101))).toBe('is too long (maximum is 100 characters)');
    for (const bad of ['New_note', 'new-note', 'new note', '1_new_note', '_new_note', 'nöte_new'])
      expect(endpointSlugProblem(bad)).toBe(NOT_SNAKE_CASE);
  });
});
