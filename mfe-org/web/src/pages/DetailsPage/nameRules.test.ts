import { nameError } from './nameRules';

describe('nameError', () => {
  it('requires a name', () => {
    expect(nameError(undefined)).toBe('Organization name is required');
    expect(nameError('  ')).toBe('Organization name is required');
  });

  it('caps the length at 100 characters after trimming', () => {
    expect(nameError(` ${'a'.repeat(100)} `)).toBeUndefined();
    expect(nameError('a'.repeat(101))).toBe('Organization name must be at most 100 characters');
  });
});
