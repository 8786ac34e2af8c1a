import { OPTION_RULES } from './staticOptions';
import {
  FIELD_SLUG_FORMAT,
  fieldSlugProblem,
  INVALID_REGEX,
  parseBoolean,
  parsePopulatorValues,
  parseTypeId,
  regexProblem,
  validateActionField,
  validateTriggerField,
  type ActionFieldFormInput,
  type TriggerFieldFormInput,
} from './stepFieldForm';

const BLANK = "can't be blank";
const NOT_IN_LIST = 'is not included in the list';
const HELPER_TOO_LONG = "can't be longer than 200 characters";
const SHAPE = 'must be a list of names and values';

const text: TriggerFieldFormInput = {
  name: 'Which notebook?',
  slug: 'notebook',
  trigger_field_type: 1,
  helper_text: 'As shown in the app.',
  shareable: 'true',
};
const opt = (name: string, value: string) => ({ name, value });
const options = [opt('Yellow', 'yellow'), opt('Green', 'green'), opt('Blue', 'blue')];

const triggerErrors = (input: TriggerFieldFormInput) => validateTriggerField(input).errors;
const errorOn = (attribute: string, message: string) => [{ attribute, message }];

// spec/service-config.md#3-entities-and-their-fields, spec/service-config.md#5-validation-rules
describe('validateTriggerField', () => {
  it('accepts a text field, trimming and dropping what its type does not use', () => {
    const r = validateTriggerField({
      ...text,
      name: '  Which notebook?  ',
      slug: ' notebook ',
      populator_values: options,
      regex_value: '^x$',
      regex_error_message: 'no',
    });
    expect(r.errors).toEqual([]);
    expect(r.value).toEqual({
      name: 'Which notebook?',
      slug: 'notebook',
      trigger_field_type: 1,
      helper_text: 'As shown in the app.',
      shareable: true,
      populator_values: [],
      regex_value: null,
      regex_error_message: null,
    });
  });

  it("stores blank helper text as null; shareable defaults to true, 'false' / false make it private", () => {
    expect(validateTriggerField({ ...text, helper_text: '  ' }).value.helper_text).toBeNull();
    expect(validateTriggerField({ ...text, shareable: undefined }).value.shareable).toBe(true);
    expect(validateTriggerField({ ...text, shareable: 'false' }).value.shareable).toBe(false);
    expect(validateTriggerField({ ...text, shareable: false }).value.shareable).toBe(false);
    expect(validateTriggerField({ ...text, shareable: true }).value.shareable).toBe(true);
  });

  it("refuses a shareable that is not 'true' or 'false'", () => {
    for (const shareable of ['yes', 'TRUE', 1, '', {}]) {
      expect(triggerErrors({ ...text, shareable })).toEqual(errorOn('shareable', NOT_IN_LIST));
    }
  });

  it('requires a name of at most 200 characters', () => {
    expect(triggerErrors({ ...text, name: '   ' })).toEqual(errorOn('name', BLANK));
    expect(triggerErrors({ ...text, name: undefined })).toEqual(errorOn('name', BLANK));
    expect(triggerErrors({ ...text, name: 'n'.repeat(200) })).toEqual([]);
    expect(triggerErrors({ ...text, name: 'n'.repeat(201) })).toEqual(
      errorOn('name', 'is too long (maximum is 200 characters)'),
    );
  });

  it('requires a slug of at least two letters, digits, underscores or dashes, beginning with a letter', () => {
    expect(triggerErrors({ ...text, slug: '' })).toEqual(errorOn('slug', BLANK));
    for (const ok of ['ab', 'a1', 'Notebook', 'note-book_2', 'x'.repeat(100)]) {
      expect(triggerErrors({ ...text, slug: ok })).toEqual([]);
    }
    for (const bad of ['a', '1abc', '_abc', '-abc', 'note book', 'note.book', 'café', 'a/b']) {
      expect(triggerErrors({ ...text, slug: bad })).toEqual(errorOn('slug', FIELD_SLUG_FORMAT));
    }
    expect(FIELD_SLUG_FORMAT).toBe(
      'can only contain letters, numbers, underscores and dashes, and must begin with a letter',
    );
    expect(triggerErrors({ ...text, slug: 'x'.repeat(101) })).toEqual(
      errorOn('slug', 'is too long (maximum is 100 characters)'),
    );
  });

  it('limits helper text to 200 characters', () => {
    expect(triggerErrors({ ...text, helper_text: 'h'.repeat(200) })).toEqual([]);
    expect(triggerErrors({ ...text, helper_text: 'h'.repeat(201) })).toEqual(
      errorOn('helper_text', HELPER_TOO_LONG),
    );
  });

  it('requires a known type id, given as a number or a string of digits', () => {
    for (const type of [undefined, null, '']) {
      expect(triggerErrors({ ...text, trigger_field_type: type })).toEqual(
        errorOn('trigger_field_type', BLANK),
      );
    }
    for (const type of [21, -1, 100, 500, 1.5, 'abc', '6a', true, [6], { id: 6 }, '999999']) {
      expect(triggerErrors({ ...text, trigger_field_type: type })).toEqual(
        errorOn('trigger_field_type', NOT_IN_LIST),
      );
    }
    expect(validateTriggerField({ ...text, trigger_field_type: ' 0 ' }).value.trigger_field_type).toBe(0);
    expect(validateTriggerField({ ...text, trigger_field_type: '17' }).value.trigger_field_type).toBe(17);
    for (let id = 0; id <= 20; id++) {
      const input = {
        ...text,
        trigger_field_type: id,
        populator_values: options,
        regex_value: 'x',
        regex_error_message: 'm',
      };
      expect(triggerErrors(input)).toEqual([]);
    }
  });

  it('keeps the options of the static types (6, 20) and checks them in the spec’s order', () => {
    for (const type of [6, '20']) {
      const r = validateTriggerField({ ...text, trigger_field_type: type, populator_values: options });
      expect(r.errors).toEqual([]);
      expect(r.value.populator_values).toEqual(options);
      const errors = (populator_values: unknown) =>
        triggerErrors({ ...text, trigger_field_type: type, populator_values });
      expect(errors(undefined)).toEqual(errorOn('populator_values', OPTION_RULES.tooFew));
      expect(errors([opt('A', 'a')])).toEqual(errorOn('populator_values', OPTION_RULES.tooFew));
      expect(errors([opt(' ', 'a'), opt('B', 'b')])).toEqual(
        errorOn('populator_values', OPTION_RULES.blankName),
      );
      expect(errors([opt('A', ''), opt('B', 'b')])).toEqual(
        errorOn('populator_values', OPTION_RULES.blankValue),
      );
      expect(errors([opt('A', 'x'), opt('B', 'x')])).toEqual(
        errorOn('populator_values', OPTION_RULES.duplicateValue),
      );
      expect(errors([opt('A', 'a'), opt('A', 'b')])).toEqual(
        errorOn('populator_values', OPTION_RULES.duplicateName),
      );
    }
  });

  it('trims options and refuses options that are not a list of names and values', () => {
    const r = validateTriggerField({
      ...text,
      trigger_field_type: 6,
      populator_values: [opt(' A ', ' a '), opt('B', 'b')],
    });
    expect(r.value.populator_values).toEqual([opt('A', 'a'), opt('B', 'b')]);
    for (const bad of [
      'a,b',
      42,
      { name: 'A', value: 'a' },
      [null, opt('B', 'b')],
      [opt('A', 'a'), 'B'],
      [{ name: 1, value: 'a' }, opt('B', 'b')],
    ]) {
      expect(triggerErrors({ ...text, trigger_field_type: 6, populator_values: bad })).toEqual(
        errorOn('populator_values', SHAPE),
      );
    }
    // Other types ignore whatever came as options.
    expect(triggerErrors({ ...text, trigger_field_type: 7, populator_values: 'junk' })).toEqual([]);
    expect(
      validateTriggerField({ ...text, trigger_field_type: 7, populator_values: options }).value
        .populator_values,
    ).toEqual([]);
  });

  it('requires a compiling pattern and an error message for custom regex (4)', () => {
    const regex = {
      ...text,
      trigger_field_type: 4,
      regex_value: '^[a-z]+$',
      regex_error_message: 'lowercase only',
    };
    const r = validateTriggerField(regex);
    expect(r.errors).toEqual([]);
    expect(r.value).toMatchObject({ regex_value: '^[a-z]+$', regex_error_message: 'lowercase only' });
    expect(triggerErrors({ ...regex, regex_value: ' ', regex_error_message: undefined })).toEqual([
      { attribute: 'regex_value', message: BLANK },
      { attribute: 'regex_error_message', message: BLANK },
    ]);
    for (const bad of ['(', '[a-', '*x', 'a{2,1}', '(?<n>a)(?<n>b)']) {
      expect(triggerErrors({ ...regex, regex_value: bad })).toEqual(errorOn('regex_value', INVALID_REGEX));
    }
    expect(INVALID_REGEX).toBe('must be a valid regular expression');
    expect(triggerErrors({ ...regex, regex_value: 'a'.repeat(1001) })).toEqual(
      errorOn('regex_value', 'is too long (maximum is 1000 characters)'),
    );
    expect(triggerErrors({ ...regex, regex_error_message: 'm'.repeat(201) })).toEqual(
      errorOn('regex_error_message', 'is too long (maximum is 200 characters)'),
    );
  });

  it('reports every broken rule, one per attribute, in form order', () => {
    expect(
      triggerErrors({
        name: '',
        slug: '9',
        helper_text: 'h'.repeat(201),
        shareable: 'maybe',
        trigger_field_type: 4,
      }),
    ).toEqual([
      { attribute: 'name', message: BLANK },
      { attribute: 'slug', message: FIELD_SLUG_FORMAT },
      { attribute: 'helper_text', message: HELPER_TOO_LONG },
      { attribute: 'shareable', message: NOT_IN_LIST },
      { attribute: 'regex_value', message: BLANK },
      { attribute: 'regex_error_message', message: BLANK },
    ]);
    expect(triggerErrors({})).toEqual([
      { attribute: 'name', message: BLANK },
      { attribute: 'slug', message: BLANK },
      { attribute: 'trigger_field_type', message: BLANK },
    ]);
  });

  it('survives junk of any shape without throwing', () => {
    for (const junk of [null, 1, 'x', [], {}, [[[]]], { a: { b: 1 } }]) {
      const input = {
        name: junk,
        slug: junk,
        trigger_field_type: junk,
        helper_text: junk,
        shareable: junk,
        populator_values: junk,
        regex_value: junk,
        regex_error_message: junk,
      };
      expect(() => validateTriggerField(input)).not.toThrow();
      expect(validateTriggerField(input).errors.length).toBeGreaterThan(0);
    }
  });
});

const action: ActionFieldFormInput = {
  name: 'Title',
  slug: 'title',
  action_field_type: 0,
  helper_text: '',
  required: 'true',
  shareable: 'true',
};
const actionErrors = (input: ActionFieldFormInput) => validateActionField(input).errors;

describe('validateActionField', () => {
  it('accepts a text field; required as true / false (or the strings), false by default', () => {
    const r = validateActionField(action);
    expect(r.errors).toEqual([]);
    expect(r.value).toEqual({
      name: 'Title',
      slug: 'title',
      action_field_type: 0,
      helper_text: null,
      required: true,
      shareable: true,
      populator_values: [],
    });
    expect(validateActionField({ ...action, required: 'false' }).value.required).toBe(false);
    expect(validateActionField({ ...action, required: false }).value.required).toBe(false);
    expect(validateActionField({ ...action, required: true }).value.required).toBe(true);
    expect(validateActionField({ ...action, required: undefined }).value.required).toBe(false);
    expect(validateActionField({ ...action, shareable: 'false' }).value.shareable).toBe(false);
  });

  it("refuses a required that is not 'true' or 'false'", () => {
    for (const required of ['yes', 0, '', null]) {
      expect(actionErrors({ ...action, required })).toEqual(errorOn('required', NOT_IN_LIST));
    }
  });

  it('knows the content type ids 0–19 only', () => {
    for (let id = 0; id <= 19; id++) {
      expect(actionErrors({ ...action, action_field_type: id, populator_values: options })).toEqual([]);
    }
    expect(actionErrors({ ...action, action_field_type: 20 })).toEqual(
      errorOn('action_field_type', NOT_IN_LIST),
    );
    expect(actionErrors({ ...action, action_field_type: 'TEXT_FIELD' })).toEqual(
      errorOn('action_field_type', NOT_IN_LIST),
    );
    expect(actionErrors({ ...action, action_field_type: undefined })).toEqual(
      errorOn('action_field_type', BLANK),
    );
  });

  it('checks the options of the static types (14, 19) only', () => {
    for (const type of [14, 19]) {
      expect(
        validateActionField({ ...action, action_field_type: type, populator_values: options }).value
          .populator_values,
      ).toEqual(options);
      expect(actionErrors({ ...action, action_field_type: type, populator_values: [opt('A', 'a')] })).toEqual(
        errorOn('populator_values', OPTION_RULES.tooFew),
      );
      expect(
        actionErrors({
          ...action,
          action_field_type: type,
          populator_values: [opt('A', 'a'), opt('A', 'b')],
        }),
      ).toEqual(errorOn('populator_values', OPTION_RULES.duplicateName));
    }
    expect(actionErrors({ ...action, action_field_type: 15, populator_values: [] })).toEqual([]);
    // 6 is a text content type (HTML) for actions, not a dropdown.
    expect(
      validateActionField({ ...action, action_field_type: 6, populator_values: options }).value
        .populator_values,
    ).toEqual([]);
  });

  it('applies the shared name, slug and helper text rules and has no regex', () => {
    expect(actionErrors({ ...action, name: '', slug: 'a', helper_text: 'h'.repeat(201) })).toEqual([
      { attribute: 'name', message: BLANK },
      { attribute: 'slug', message: FIELD_SLUG_FORMAT },
      { attribute: 'helper_text', message: HELPER_TOO_LONG },
    ]);
    expect(validateActionField({ ...action, action_field_type: 4 }).value).not.toHaveProperty('regex_value');
  });
});

describe('the parsing helpers', () => {
  it('parseBoolean takes booleans and their strings only', () => {
    expect([true, 'true', false, 'false', 'True', 1, null, undefined].map(parseBoolean)).toEqual([
      true,
      true,
      false,
      false,
      null,
      null,
      null,
      null,
    ]);
  });

  it('parseTypeId takes whole numbers and digit strings', () => {
    expect([6, '6', ' 12 ', 1.5, '1.5', '', 'x', null, '123456'].map(parseTypeId)).toEqual([
      6,
      6,
      12,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('parsePopulatorValues: absent is empty, a list of {name, value} strings, else null', () => {
    expect(parsePopulatorValues(undefined)).toEqual([]);
    expect(parsePopulatorValues(null)).toEqual([]);
    expect(parsePopulatorValues('')).toEqual([]);
    expect(parsePopulatorValues([{ name: 'A' }])).toEqual([opt('A', '')]);
    expect(parsePopulatorValues([{ name: 'A', value: 'a', extra: 1 }])).toEqual([opt('A', 'a')]);
    expect(parsePopulatorValues({})).toBeNull();
    expect(parsePopulatorValues([{ name: 'A', value: 2 }])).toBeNull();
  });

  it('fieldSlugProblem and regexProblem', () => {
    expect(fieldSlugProblem('ok')).toBeUndefined();
    expect(fieldSlugProblem('')).toBe(BLANK);
    expect(regexProblem('\\d+')).toBeUndefined();
    expect(regexProblem('')).toBe(BLANK);
    expect(regexProblem('(')).toBe(INVALID_REGEX);
  });
});
