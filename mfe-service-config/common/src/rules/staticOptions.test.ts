import { OPTION_RULES, OPTION_TEXT_MAX, populatorValuesProblem } from './staticOptions';

const opt = (name: string, value: string) => ({ name, value });

// The dropdown options of spec/service-config.md#5-validation-rules
describe('populatorValuesProblem', () => {
  it('accepts two or more options with distinct, non-blank names and values', () => {
    expect(populatorValuesProblem([opt('Yes', 'yes'), opt('No', 'no')])).toBeUndefined();
    expect(populatorValuesProblem([opt('A', 'a'), opt('B', 'b'), opt('C', 'c')])).toBeUndefined();
  });

  it('needs at least two options', () => {
    expect(populatorValuesProblem([])).toBe('must have at least two options for a dropdown list');
    expect(populatorValuesProblem([opt('A', 'a')])).toBe(OPTION_RULES.tooFew);
  });

  it('refuses blank names, blank values, duplicate values and duplicate names', () => {
    expect(populatorValuesProblem([opt('', 'a'), opt('B', 'b')])).toBe('must not have blank names');
    expect(populatorValuesProblem([opt('A', ''), opt('B', 'b')])).toBe('must not have blank values');
    expect(populatorValuesProblem([opt('A', 'x'), opt('B', 'x')])).toBe('must not have duplicate values');
    expect(populatorValuesProblem([opt('A', 'a'), opt('A', 'b')])).toBe('must not have duplicate names');
  });

  it('reports the first broken rule in the spec’s order', () => {
    // too few wins over a blank name
    expect(populatorValuesProblem([opt('', '')])).toBe(OPTION_RULES.tooFew);
    // blank names before blank values
    expect(populatorValuesProblem([opt('', 'a'), opt('B', '')])).toBe(OPTION_RULES.blankName);
    // blank values before duplicate values (two blanks are also duplicates)
    expect(populatorValuesProblem([opt('A', ''), opt('B', '')])).toBe(OPTION_RULES.blankValue);
    // duplicate values before duplicate names
    expect(populatorValuesProblem([opt('A', 'x'), opt('A', 'x')])).toBe(OPTION_RULES.duplicateValue);
  });

  it('limits each name and value to 200 characters, after the spec’s rules', () => {
    const long = 'n'.repeat(OPTION_TEXT_MAX + 1);
    expect(OPTION_TEXT_MAX).toBe(200);
    expect(populatorValuesProblem([opt('n'.repeat(200), 'v'.repeat(200)), opt('B', 'b')])).toBeUndefined();
    expect(populatorValuesProblem([opt(long, 'a'), opt('B', 'b')])).toBe(
      'must not have names or values longer than 200 characters',
    );
    expect(populatorValuesProblem([opt('A', long), opt('B', 'b')])).toMatch(/longer than 200/);
    expect(populatorValuesProblem([opt(long, 'a'), opt(long, 'b')])).toBe(OPTION_RULES.duplicateName);
  });

  it('compares values and names exactly (case matters)', () => {
    expect(populatorValuesProblem([opt('A', 'x'), opt('a', 'X')])).toBeUndefined();
  });
});
