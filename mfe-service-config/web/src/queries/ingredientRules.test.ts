import {
  changeValueType,
  needsExample,
  validateIngredient,
  type IngredientFormValues,
} from './ingredientRules';
import { BLANK } from './stepRules';

const base: IngredientFormValues = {
  name: 'PhotoUrl',
  slug: 'photo_url',
  note: 'The address of the photo.',
  value_type: 'image_url',
  example: 'https://example.com/a.jpg',
  target_query_id: '',
};

describe('changeValueType', () => {
  it.each(['date', 'datetime'])('switching to %s clears the example', (next) => {
    expect(changeValueType(base, next, ['q1'])).toEqual({ ...base, value_type: next, example: '' });
  });

  it('choosing query clears the example and selects the first available query', () => {
    expect(changeValueType(base, 'query', ['q1', 'q2'])).toEqual({
      ...base,
      value_type: 'query',
      example: '',
      target_query_id: 'q1',
    });
    expect(changeValueType(base, 'query', []).target_query_id).toBe('');
  });

  it('leaving query clears the target query', () => {
    const q = { ...base, value_type: 'query', example: '', target_query_id: 'q2' };
    expect(changeValueType(q, 'string', ['q1'])).toEqual({ ...q, value_type: 'string', target_query_id: '' });
  });

  it('keeps the example between the URL and string types', () => {
    expect(changeValueType(base, 'web_url', [])).toEqual({ ...base, value_type: 'web_url' });
    expect(changeValueType(base, 'image_url', [])).toBe(base);
  });
});

describe('validateIngredient', () => {
  it('needs the example for string and URL types only', () => {
    expect(['string', 'image_url', 'file_url', 'web_url'].every(needsExample)).toBe(true);
    expect(['date', 'datetime', 'query'].some(needsExample)).toBe(false);
    expect(validateIngredient({ ...base, example: '' })).toEqual({ example: BLANK });
    expect(validateIngredient({ ...base, value_type: 'date', example: '' })).toEqual({});
  });

  it('needs name, slug, note, and a target query for the query type', () => {
    expect(
      validateIngredient({ ...base, name: '', slug: '', note: '', value_type: 'query', target_query_id: '' }),
    ).toEqual({ name: BLANK, slug: BLANK, note: BLANK, target_query_id: BLANK });
  });

  it('needs the name in UpperCamelCase, as the server does', () => {
    expect(validateIngredient({ ...base, name: 'photo url' })).toEqual({
      name: 'must be in UpperCamelCase, like CreatedAt',
    });
  });
});
