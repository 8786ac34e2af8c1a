import { NOT_UPPER_CAMEL_CASE } from './ingredientForm';
import { FIELD_SLUG_FORMAT } from './stepFieldForm';
import {
  exampleHidden,
  TRIGGER_INGREDIENT_VALUE_TYPES,
  validateTriggerIngredient,
  type TriggerIngredientFormInput,
} from './triggerIngredientForm';

const BLANK = "can't be blank";
const title: TriggerIngredientFormInput = {
  name: 'Title',
  slug: 'title',
  note: 'The title of the note.',
  value_type: 'string',
  example: 'Groceries',
};
const errorsOf = (input: TriggerIngredientFormInput) => validateTriggerIngredient(input).errors;
const errorOn = (attribute: string, message: string) => [{ attribute, message }];

// spec/service-config.md#3-entities-and-their-fields, spec/service-config.md#5-validation-rules
describe('validateTriggerIngredient', () => {
  it('accepts an ingredient, trimmed', () => {
    const r = validateTriggerIngredient({ ...title, name: ' Title ', example: ' Groceries ' });
    expect(r.errors).toEqual([]);
    expect(r.value).toEqual({
      name: 'Title',
      slug: 'title',
      note: 'The title of the note.',
      value_type: 'string',
      example: 'Groceries',
    });
  });

  it('offers the value types of a query ingredient except query', () => {
    expect(TRIGGER_INGREDIENT_VALUE_TYPES).toEqual([
      'string',
      'date',
      'datetime',
      'image_url',
      'file_url',
      'web_url',
    ]);
    expect(errorsOf({ ...title, value_type: 'query' })).toEqual(
      errorOn('value_type', 'is not included in the list'),
    );
    expect(errorsOf({ ...title, value_type: 'number' })).toEqual(
      errorOn('value_type', 'is not included in the list'),
    );
    expect(errorsOf({ ...title, value_type: '' })).toEqual(errorOn('value_type', BLANK));
  });

  it('defaults the value type to string', () => {
    expect(validateTriggerIngredient({ ...title, value_type: undefined }).value.value_type).toBe('string');
    expect(validateTriggerIngredient({ ...title, value_type: null }).value.value_type).toBe('string');
  });

  it('requires the name in UpperCamelCase', () => {
    expect(errorsOf({ ...title, name: '' })).toEqual(errorOn('name', BLANK));
    for (const bad of ['title', 'Created at', 'created_at', 'Created_At', '1Title', 'Título']) {
      expect(errorsOf({ ...title, name: bad })).toEqual(errorOn('name', NOT_UPPER_CAMEL_CASE));
    }
    for (const ok of ['T', 'CreatedAt', 'NoteUrl', 'Html5Body'])
      expect(errorsOf({ ...title, name: ok })).toEqual([]);
    expect(NOT_UPPER_CAMEL_CASE).toBe('must be in UpperCamelCase, like CreatedAt');
    expect(errorsOf({ ...title, name: `T${'a'.repeat(100)}` })).toEqual(
      errorOn('name', 'is too long (maximum is 100 characters)'),
    );
  });

  it('requires a slug like a field key: at least two characters, beginning with a letter', () => {
    expect(errorsOf({ ...title, slug: '' })).toEqual(errorOn('slug', BLANK));
    expect(errorsOf({ ...title, slug: 'ab' })).toEqual([]);
    expect(errorsOf({ ...title, slug: 'created_at' })).toEqual([]);
    for (const bad of ['a', '2nd', 'created at', '_x']) {
      expect(errorsOf({ ...title, slug: bad })).toEqual(errorOn('slug', FIELD_SLUG_FORMAT));
    }
  });

  it('requires a note', () => {
    expect(errorsOf({ ...title, note: ' ' })).toEqual(errorOn('note', BLANK));
    expect(errorsOf({ ...title, note: 'n'.repeat(1001) })).toEqual(
      errorOn('note', 'is too long (maximum is 1000 characters)'),
    );
  });

  it('requires an example unless the value type is a date type, whose example is dropped', () => {
    for (const type of ['string', 'image_url', 'file_url', 'web_url']) {
      expect(errorsOf({ ...title, value_type: type, example: '' })).toEqual(errorOn('example', BLANK));
      expect(errorsOf({ ...title, value_type: type, example: undefined })).toEqual(errorOn('example', BLANK));
    }
    for (const type of ['date', 'datetime']) {
      const r = validateTriggerIngredient({ ...title, value_type: type, example: '2024-01-01' });
      expect(r.errors).toEqual([]);
      expect(r.value.example).toBeNull();
      expect(errorsOf({ ...title, value_type: type, example: undefined })).toEqual([]);
    }
    expect(errorsOf({ ...title, example: 'e'.repeat(2001) })).toEqual(
      errorOn('example', 'is too long (maximum is 2000 characters)'),
    );
  });

  it('reports each broken rule in form order and survives junk', () => {
    expect(errorsOf({})).toEqual([
      { attribute: 'name', message: BLANK },
      { attribute: 'slug', message: BLANK },
      { attribute: 'note', message: BLANK },
      { attribute: 'example', message: BLANK },
    ]);
    for (const junk of [null, 5, [], {}, ['Title']]) {
      const input = { name: junk, slug: junk, note: junk, value_type: junk, example: junk };
      expect(() => validateTriggerIngredient(input)).not.toThrow();
      expect(validateTriggerIngredient(input).errors.length).toBeGreaterThan(0);
    }
  });
});

describe('exampleHidden', () => {
  it('hides the example for the date types only', () => {
    expect(TRIGGER_INGREDIENT_VALUE_TYPES.filter(exampleHidden)).toEqual(['date', 'datetime']);
  });
});
