import {
  OPTION_RULES,
  staticOptionsProblem,
  validateQueryField,
  type QueryFieldFormInput,
} from './queryFieldForm';

const text: QueryFieldFormInput = {
  name: 'search_term',
  label: 'What are you looking for?',
  helper_text: 'See [the docs](https://example.com).',
  required: true,
  field_type_slug: 'text_raw',
};
const opt = (label: string, value: string) => ({ label, value });

describe('validateQueryField (query field form)', () => {
  it('accepts a text field; normalized type text, no options', () => {
    const r = validateQueryField({ ...text, static_options: [opt('A', 'a')] });
    expect(r.errors).toEqual([]);
    expect(r.value).toEqual({
      slug: 'search_term',
      label: 'What are you looking for?',
      helper_text: 'See [the docs](https://example.com).',
      required: true,
      normalized_field_type: 'text',
      field_type_definition_slug: 'text_raw',
      static_options: [],
      weight: null,
    });
  });

  it('accepts catalogue text content types and a dynamic dropdown (option, options dropped)', () => {
    expect(validateQueryField({ ...text, field_type_slug: 'link_url' }).value.normalized_field_type).toBe(
      'text',
    );
    const dyn = validateQueryField({
      ...text,
      field_type_slug: 'dropdown_dynamic',
      static_options: [opt('A', 'a')],
    });
    expect(dyn.errors).toEqual([]);
    expect(dyn.value).toMatchObject({ normalized_field_type: 'option', static_options: [] });
  });

  it('requires label and key name, limits helper text to 200 characters, knows the field types', () => {
    const r = validateQueryField({
      ...text,
      label: '',
      name: '',
      helper_text: 'h'.repeat(201),
      field_type_slug: 'rich',
    });
    expect(r.errors).toEqual([
      { attribute: 'label', message: "can't be blank" },
      { attribute: 'name', message: "can't be blank" },
      { attribute: 'helper_text', message: "can't be longer than 200 characters" },
      { attribute: 'field_type_slug', message: 'is not included in the list' },
    ]);
    expect(validateQueryField({ ...text, helper_text: 'h'.repeat(200) }).errors).toEqual([]);
    expect(validateQueryField({ ...text, helper_text: null }).value.helper_text).toBeNull();
    expect(validateQueryField({ ...text, field_type_slug: '' }).errors).toEqual([
      { attribute: 'field_type_slug', message: "can't be blank" },
    ]);
  });

  it('checks the key name like an endpoint', () => {
    expect(validateQueryField({ ...text, name: 'key' }).errors).toEqual([
      { attribute: 'name', message: 'is too short (minimum is 4 characters)' },
    ]);
    expect(validateQueryField({ ...text, name: 'key name' }).errors).toEqual([
      { attribute: 'name', message: 'can only contain letters, numbers, hyphens and underscores' },
    ]);
  });

  it("keeps a static dropdown's options, trimmed", () => {
    const r = validateQueryField({
      ...text,
      field_type_slug: 'dropdown_static',
      static_options: [opt(' Open ', 'open'), opt('Done', ' done ')],
    });
    expect(r.errors).toEqual([]);
    expect(r.value).toMatchObject({
      normalized_field_type: 'option',
      static_options: [opt('Open', 'open'), opt('Done', 'done')],
    });
  });

  it('refuses a static dropdown that breaks an option rule', () => {
    const r = validateQueryField({
      ...text,
      field_type_slug: 'dropdown_static',
      static_options: [opt('A', 'a')],
    });
    expect(r.errors).toEqual([{ attribute: 'static_options', message: OPTION_RULES.tooFew }]);
    expect(validateQueryField({ ...text, field_type_slug: 'dropdown_static' }).errors).toEqual([
      { attribute: 'static_options', message: 'must have at least two options for a dropdown list' },
    ]);
  });
});

describe('staticOptionsProblem', () => {
  it.each([
    [[opt('A', 'a')], 'must have at least two options for a dropdown list'],
    [[opt('A', 'a'), opt('', 'b')], 'must not have blank names'],
    [[opt('A', 'a'), opt('B', '')], 'must not have blank values'],
    [[opt('A', 'a'), opt('B', 'a')], 'must not have duplicate values'],
    [[opt('A', 'a'), opt('A', 'b')], 'must not have duplicate names'],
    [[opt('A', 'a'), opt('B', 'b'.repeat(201))], 'must not have names or values longer than 200 characters'],
  ])('%j -> %s', (options, message) => {
    expect(staticOptionsProblem(options)).toBe(message);
  });

  it('accepts two or more distinct, filled options', () => {
    expect(staticOptionsProblem([opt('A', 'a'), opt('B', 'b'), opt('C', 'c')])).toBeUndefined();
  });
});
