import { validateQuery } from './queryRules';
import { BAD_CHARACTERS, BLANK, TOO_SHORT, stepNameProblem } from './stepRules';

describe('stepNameProblem', () => {
  it.each([
    ['', BLANK],
    ['   ', BLANK],
    ['abc', TOO_SHORT],
    ['city weather', BAD_CHARACTERS],
    ['città', BAD_CHARACTERS],
    ['city_weather', undefined],
    ['list-items-2', undefined],
    ['abcd', undefined],
  ])('%j -> %j', (value, expected) => expect(stepNameProblem(value)).toBe(expected));
});

describe('validateQuery', () => {
  it('needs a name, a description and an endpoint of at least 4 allowed characters', () => {
    expect(validateQuery({ name: '', module_name: '', description: ' ' })).toEqual({
      name: BLANK,
      module_name: BLANK,
      description: BLANK,
    });
    expect(validateQuery({ name: 'List cities', module_name: 'cit', description: 'x' })).toEqual({
      module_name: TOO_SHORT,
    });
    expect(
      validateQuery({
        name: 'List cities',
        module_name: 'list_cities',
        description: 'This query returns the cities.',
      }),
    ).toEqual({});
  });
});
