import { validateNewService } from './serviceInput';

describe('validateNewService', () => {
  it('derives the module name from the name when none is given', () => {
    expect(validateNewService({ name: ' Acme Weather! ' })).toEqual({
      value: { name: 'Acme Weather!', module_name: 'acme_weather' },
      errors: [],
    });
    expect(validateNewService({ name: 'Acme Weather', module_name: '  ' }).value.module_name).toBe(
      'acme_weather',
    );
  });

  it('keeps a given module name', () => {
    expect(validateNewService({ name: 'Acme Weather', module_name: 'weather_by_acme' })).toEqual({
      value: { name: 'Acme Weather', module_name: 'weather_by_acme' },
      errors: [],
    });
  });

  it('requires a name of at most 100 characters', () => {
    expect(validateNewService({ name: '   ' }).errors).toEqual([
      { attribute: 'name', message: "can't be blank" },
    ]);
    expect(validateNewService({ name: 'n'.repeat(101) }).errors).toEqual([
      { attribute: 'name', message: 'is too long (maximum is 100 characters)' },
    ]);
    expect(validateNewService({ name: 'n'.repeat(100) }).errors).toEqual([]);
  });

  it('reports a bad given module name', () => {
    expect(validateNewService({ name: 'Acme', module_name: 'Acme-Weather' }).errors).toEqual([
      {
        attribute: 'module_name',
        message: 'can only contain lowercase letters, numbers and underscores, and must begin with a letter',
      },
    ]);
    expect(validateNewService({ name: 'Acme', module_name: 'ab' }).errors).toEqual([
      { attribute: 'module_name', message: 'is too short (minimum is 3 characters)' },
    ]);
  });

  it('says when no module name can be made from the name', () => {
    expect(validateNewService({ name: '!!!' }).errors).toEqual([
      { attribute: 'module_name', message: 'could not be made from the name; please enter one' },
    ]);
    expect(validateNewService({ name: '3D Printer' }).errors).toEqual([
      {
        attribute: 'module_name',
        message:
          'made from the name ("3d_printer") can only contain lowercase letters, numbers and underscores, and must begin with a letter',
      },
    ]);
  });
});
