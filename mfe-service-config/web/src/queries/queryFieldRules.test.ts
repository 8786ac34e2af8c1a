import {
  addOption,
  canRemoveOption,
  changeKind,
  changeSource,
  DROPDOWN_DYNAMIC,
  DROPDOWN_STATIC,
  kindOf,
  OPTION_RULES,
  removeOption,
  sourceOf,
  staticOptionsProblem,
  TEXT_RAW,
  validateQueryField,
  type QueryFieldFormValues,
} from './queryFieldRules';
import { BLANK, HELPER_TEXT_TOO_LONG, TOO_SHORT } from './stepRules';

const base: QueryFieldFormValues = {
  label: 'Which city?',
  name: 'which_city',
  helper_text: '',
  required: 'true',
  field_type_slug: TEXT_RAW,
  static_options: [],
};
const two = [
  { label: 'Paris', value: 'paris' },
  { label: 'Rome', value: 'rome' },
];

describe('field type changes', () => {
  it('reads the kind and source from the slug', () => {
    expect(kindOf(TEXT_RAW)).toBe('text');
    expect(kindOf('text_email')).toBe('text');
    expect(kindOf(DROPDOWN_STATIC)).toBe('option');
    expect(kindOf(DROPDOWN_DYNAMIC)).toBe('option');
    expect(sourceOf(DROPDOWN_DYNAMIC)).toBe('dynamic');
    expect(sourceOf(DROPDOWN_STATIC)).toBe('static');
  });

  it('resets the slug to dropdown_static for a dropdown, with two empty rows', () => {
    const next = changeKind(base, 'option');
    expect(next.field_type_slug).toBe(DROPDOWN_STATIC);
    expect(next.static_options).toEqual([
      { label: '', value: '' },
      { label: '', value: '' },
    ]);
  });

  it('resets the slug to text_raw for text and drops the options', () => {
    const next = changeKind({ ...base, field_type_slug: DROPDOWN_STATIC, static_options: two }, 'text');
    expect(next).toEqual({ ...base, field_type_slug: TEXT_RAW, static_options: [] });
  });

  it('keeps a catalogue text type while the kind stays text', () => {
    const v = { ...base, field_type_slug: 'text_email' };
    expect(changeKind(v, 'text')).toBe(v);
  });

  it('empties the static list for a dynamic dropdown, and gives rows back for a static one', () => {
    const dynamic = changeSource(
      { ...base, field_type_slug: DROPDOWN_STATIC, static_options: two },
      'dynamic',
    );
    expect(dynamic.field_type_slug).toBe(DROPDOWN_DYNAMIC);
    expect(dynamic.static_options).toEqual([]);
    const back = changeSource(dynamic, 'static');
    expect(back.field_type_slug).toBe(DROPDOWN_STATIC);
    expect(back.static_options).toHaveLength(2);
  });
});

describe('static options', () => {
  it('removes a row only while at least two rows exist', () => {
    expect(canRemoveOption(two)).toBe(true);
    expect(removeOption(two, 0)).toEqual([{ label: 'Rome', value: 'rome' }]);
    const one = [{ label: 'Rome', value: 'rome' }];
    expect(canRemoveOption(one)).toBe(false);
    expect(removeOption(one, 0)).toEqual(one);
    expect(addOption(one)).toEqual([...one, { label: '', value: '' }]);
  });

  it.each([
    [[{ label: 'A', value: 'a' }], OPTION_RULES.tooFew],
    [
      [
        { label: ' ', value: 'a' },
        { label: 'B', value: 'b' },
      ],
      OPTION_RULES.blankName,
    ],
    [
      [
        { label: 'A', value: '' },
        { label: 'B', value: 'b' },
      ],
      OPTION_RULES.blankValue,
    ],
    [
      [
        { label: 'A', value: 'a' },
        { label: 'B', value: 'a' },
      ],
      OPTION_RULES.duplicateValue,
    ],
    [
      [
        { label: 'A', value: 'a' },
        { label: 'A', value: 'b' },
      ],
      OPTION_RULES.duplicateName,
    ],
    [two, undefined],
  ])('%j -> %j', (options, expected) => expect(staticOptionsProblem(options)).toBe(expected));
});

describe('validateQueryField', () => {
  it('needs a label and a key name; helper text at most 200', () => {
    expect(validateQueryField({ ...base, label: '', name: 'abc', helper_text: 'x'.repeat(201) })).toEqual({
      label: BLANK,
      name: TOO_SHORT,
      helper_text: HELPER_TEXT_TOO_LONG,
    });
    expect(validateQueryField({ ...base, helper_text: 'x'.repeat(200) })).toEqual({});
    expect(validateQueryField({ ...base, helper_text: ` ${'x'.repeat(200)} ` })).toEqual({});
  });

  it('checks the options of a static dropdown only', () => {
    expect(validateQueryField({ ...base, field_type_slug: DROPDOWN_STATIC, static_options: [] })).toEqual({
      static_options: OPTION_RULES.tooFew,
    });
    expect(validateQueryField({ ...base, field_type_slug: DROPDOWN_DYNAMIC, static_options: [] })).toEqual(
      {},
    );
  });
});
