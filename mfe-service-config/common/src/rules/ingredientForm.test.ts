import { validateIngredient, type IngredientFormInput } from './ingredientForm';

const title: IngredientFormInput = {
  name: 'Title',
  slug: 'title',
  note: 'The title of the note.',
  value_type: 'string',
  example: 'Groceries',
};
const QUERY_ID = '30000000-0000-4000-8000-000000000001';

describe('validateIngredient (query ingredient form)', () => {
  it('accepts a complete ingredient', () => {
    const r = validateIngredient({ ...title, slug: ' title ' });
    expect(r.errors).toEqual([]);
    expect(r.value).toEqual({ ...title, target_query_id: null, weight: null });
  });

  it('requires name, slug and note', () => {
    expect(validateIngredient({ ...title, name: '', slug: '', note: ' ' }).errors).toEqual([
      { attribute: 'name', message: "can't be blank" },
      { attribute: 'slug', message: "can't be blank" },
      { attribute: 'note', message: "can't be blank" },
    ]);
  });

  it('wants the name in UpperCamelCase', () => {
    for (const name of ['title', 'created_at', 'Created at', '2Fast']) {
      expect(validateIngredient({ ...title, name }).errors).toEqual([
        { attribute: 'name', message: 'must be in UpperCamelCase, like CreatedAt' },
      ]);
    }
    expect(validateIngredient({ ...title, name: 'CreatedAt2' }).errors).toEqual([]);
  });

  it('checks the slug like an endpoint', () => {
    expect(validateIngredient({ ...title, slug: 'ttl' }).errors).toEqual([
      { attribute: 'slug', message: 'is too short (minimum is 4 characters)' },
    ]);
    expect(validateIngredient({ ...title, slug: 'the title' }).errors).toEqual([
      { attribute: 'slug', message: 'can only contain letters, numbers, hyphens and underscores' },
    ]);
  });

  it('knows the value types', () => {
    expect(validateIngredient({ ...title, value_type: 'number' }).errors).toEqual([
      { attribute: 'value_type', message: 'is not included in the list' },
    ]);
    expect(validateIngredient({ ...title, value_type: '' }).errors).toEqual([
      { attribute: 'value_type', message: "can't be blank" },
    ]);
  });

  it.each(['string', 'image_url', 'file_url', 'web_url'])('requires an example for %s', (value_type) => {
    expect(validateIngredient({ ...title, value_type, example: ' ' }).errors).toEqual([
      { attribute: 'example', message: "can't be blank" },
    ]);
  });

  it.each(['date', 'datetime'])('needs no example for %s and drops one given', (value_type) => {
    const r = validateIngredient({ ...title, value_type, example: '2024-01-01' });
    expect(r.errors).toEqual([]);
    expect(r.value.example).toBeNull();
  });

  it('requires a target query for the query type, and drops it for the others', () => {
    expect(validateIngredient({ ...title, value_type: 'query', example: null }).errors).toEqual([
      { attribute: 'target_query_id', message: "can't be blank" },
    ]);
    const q = validateIngredient({ ...title, value_type: 'query', target_query_id: QUERY_ID });
    expect(q.errors).toEqual([]);
    expect(q.value).toMatchObject({ target_query_id: QUERY_ID, example: null });
    expect(validateIngredient({ ...title, target_query_id: QUERY_ID }).value.target_query_id).toBeNull();
  });
});
