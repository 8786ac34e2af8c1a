import { checkOrganizationName } from './organizationName';

describe('checkOrganizationName', () => {
  it('trims the name', () => {
    expect(checkOrganizationName('  Acme  ')).toEqual({ name: 'Acme' });
  });

  it('requires a name', () => {
    for (const v of ['', '   ', undefined, null, 7, ['Acme']]) {
      expect(checkOrganizationName(v).error).toEqual({
        attribute: 'name',
        message: 'Organization name is required',
      });
    }
  });

  it('allows at most 100 characters', () => {
    expect(checkOrganizationName('a'.repeat(100))).toEqual({ name: 'a'.repeat(100) });
    expect(checkOrganizationName('ü'.repeat(100))).toEqual({ name: 'ü'.repeat(100) });
    expect(checkOrganizationName('a'.repeat(101)).error).toEqual({
      attribute: 'name',
      message: 'Organization name must be at most 100 characters',
    });
  });
});
