import { validateQuery } from './queryForm';

describe('validateQuery (query form)', () => {
  it('accepts a complete query and trims it', () => {
    const r = validateQuery({
      name: ' List notes ',
      module_name: ' list_notes ',
      description: 'This query returns notes.',
    });
    expect(r.errors).toEqual([]);
    expect(r.value).toEqual({
      name: 'List notes',
      module_name: 'list_notes',
      description: 'This query returns notes.',
      weight: null,
    });
  });

  it('requires name, endpoint and description', () => {
    expect(validateQuery({ name: ' ', module_name: '', description: '' }).errors).toEqual([
      { attribute: 'name', message: "can't be blank" },
      { attribute: 'module_name', message: "can't be blank" },
      { attribute: 'description', message: "can't be blank" },
    ]);
  });

  it('checks the endpoint length and characters', () => {
    const base = { name: 'List notes', description: 'This query returns notes.' };
    expect(validateQuery({ ...base, module_name: 'abc' }).errors).toEqual([
      { attribute: 'module_name', message: 'is too short (minimum is 4 characters)' },
    ]);
    expect(validateQuery({ ...base, module_name: 'list notes!' }).errors).toEqual([
      { attribute: 'module_name', message: 'can only contain letters, numbers, hyphens and underscores' },
    ]);
    expect(validateQuery({ ...base, module_name: 'list-notes' }).errors).toEqual([]);
  });

  it('limits name and description length and refuses a negative weight', () => {
    const r = validateQuery({
      name: 'n'.repeat(201),
      module_name: 'list',
      description: 'd'.repeat(1001),
      weight: -2,
    });
    expect(r.errors).toEqual([
      { attribute: 'name', message: 'is too long (maximum is 200 characters)' },
      { attribute: 'description', message: 'is too long (maximum is 1000 characters)' },
      { attribute: 'weight', message: 'must be greater than or equal to 0' },
    ]);
  });
});
