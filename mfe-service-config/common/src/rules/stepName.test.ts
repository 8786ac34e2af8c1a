import {
  BAD_CHARACTERS,
  BLANK,
  fieldErrors,
  NEGATIVE_WEIGHT,
  stepNameProblem,
  TOO_SHORT,
  weightProblem,
} from './stepName';

describe('stepNameProblem (endpoint, key name, ingredient slug)', () => {
  it('accepts at least 4 letters, digits, hyphens or underscores', () => {
    for (const ok of ['list', 'list_notes', 'List-Notes_2', '1234'])
      expect(stepNameProblem(ok)).toBeUndefined();
  });

  it('names the first problem', () => {
    expect(stepNameProblem('')).toBe(BLANK);
    expect(stepNameProblem('abc')).toBe(TOO_SHORT);
    expect(TOO_SHORT).toBe('is too short (minimum is 4 characters)');
    expect(stepNameProblem('list notes')).toBe(BAD_CHARACTERS);
    expect(stepNameProblem('list.notes')).toBe(BAD_CHARACTERS);
    expect(stepNameProblem('notés_list')).toBe(BAD_CHARACTERS);
    expect(stepNameProblem('a'.repeat(101))).toBe('is too long (maximum is 100 characters)');
  });
});

describe('weightProblem', () => {
  it('accepts absent and whole numbers from 0', () => {
    expect(weightProblem(undefined)).toBeUndefined();
    expect(weightProblem(null)).toBeUndefined();
    expect(weightProblem(0)).toBeUndefined();
    expect(weightProblem(7)).toBeUndefined();
    expect(weightProblem(-1)).toBe(NEGATIVE_WEIGHT);
  });
});

it('fieldErrors keeps the attributes that have a problem, in order', () => {
  expect(
    fieldErrors([
      ['a', undefined],
      ['b', 'x'],
      ['c', 'y'],
    ]),
  ).toEqual([
    { attribute: 'b', message: 'x' },
    { attribute: 'c', message: 'y' },
  ]);
});
