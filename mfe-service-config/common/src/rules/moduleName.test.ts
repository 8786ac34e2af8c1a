import { moduleNameFromName, moduleNameProblems } from './moduleName';

describe('moduleNameFromName', () => {
  it.each([
    ['Acme Weather!', 'acme_weather'],
    ['  Hello,   World  ', 'hello_world'],
    ['Café Crème', 'cafe_creme'],
    ['Smart-Home 2.0', 'smart_home_2_0'],
    ['already_snake', 'already_snake'],
    ['!!!', ''],
  ])('%j -> %j', (name, slug) => {
    expect(moduleNameFromName(name)).toBe(slug);
  });

  it('keeps at most 50 characters and never ends in an underscore', () => {
    const slug = moduleNameFromName(`${'a'.repeat(49)} b c`);
    expect(slug).toBe('a'.repeat(49));
    expect(moduleNameFromName('x'.repeat(80))).toHaveLength(50);
  });
});

describe('moduleNameProblems', () => {
  it('accepts lowercase snake_case of 3 to 50 characters starting with a letter', () => {
    expect(moduleNameProblems('abc')).toEqual([]);
    expect(moduleNameProblems('acme_weather_2')).toEqual([]);
    expect(moduleNameProblems('a'.repeat(50))).toEqual([]);
  });

  it('names each problem', () => {
    expect(moduleNameProblems('')).toEqual(["can't be blank"]);
    expect(moduleNameProblems('ab')).toEqual(['is too short (minimum is 3 characters)']);
    expect(moduleNameProblems('a'.repeat(51))).toEqual(['is too long (maximum is 50 characters)']);
    const format =
      'can only contain lowercase letters, numbers and underscores, and must begin with a letter';
    expect(moduleNameProblems('2fast')).toEqual([format]);
    expect(moduleNameProblems('_hidden')).toEqual([format]);
    expect(moduleNameProblems('Acme')).toEqual([format]);
    expect(moduleNameProblems('acme-weather')).toEqual([format]);
    expect(moduleNameProblems('acme weather')).toEqual([format]);
    expect(moduleNameProblems('new')).toEqual(['is reserved; please choose another']);
  });
});
