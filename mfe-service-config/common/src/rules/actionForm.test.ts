import { validateAction } from './actionForm';
import { NOT_SNAKE_CASE } from './endpointSlug';
import { BLANK, TOO_SHORT } from './stepName';

const action = { name: 'Create note', slug: 'create_note', description: 'Creates a note.' };

describe('validateAction', () => {
  it('accepts a complete action, trimmed, blank verbiage as null', () => {
    const { value, errors } = validateAction({ ...action, slug: ' create_note ', verbiage: '' });
    expect(errors).toEqual([]);
    expect(value).toEqual({ ...action, verbiage: null });
  });

  it('requires name, slug and description', () => {
    expect(validateAction({ name: '', slug: '', description: ' ' }).errors).toEqual([
      { attribute: 'name', message: BLANK },
      { attribute: 'slug', message: BLANK },
      { attribute: 'description', message: BLANK },
    ]);
  });

  it('checks the slug like an API trigger slug and limits the texts', () => {
    expect(validateAction({ ...action, slug: 'add' }).errors).toEqual([
      { attribute: 'slug', message: TOO_SHORT },
    ]);
    expect(validateAction({ ...action, slug: 'create-note' }).errors).toEqual([
      { attribute: 'slug', message: NOT_SNAKE_CASE },
    ]);
    expect(
      validateAction({ ...action, name: 'n'.repeat(201), description: 'd'.repeat(1001) }).errors,
    ).toEqual([
      { attribute: 'name', message: 'is too long (maximum is 200 characters)' },
      { attribute: 'description', message: 'is too long (maximum is 1000 characters)' },
    ]);
  });
});
