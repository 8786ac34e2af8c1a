import {
  changeFieldUiType,
  checkCustomField,
  checkCustomFieldKeys,
  hasOptions,
  keyNameProblem,
  normalizeCustomField,
  timeDefault,
} from './customFields';
import {
  CHECKBOXES_NO_OPTION,
  DEFAULT_BLANK,
  DROPDOWN_TOO_FEW_OPTIONS,
  KEY_BLANK,
  KEY_NOT_SNAKE_CASE,
  KEY_NOT_UNIQUE,
  KEY_TOO_SHORT,
  LABEL_BLANK,
  OPTION_INCOMPLETE,
  OPTION_NAMES_NOT_UNIQUE,
  OPTION_VALUES_NOT_UNIQUE,
  SELECT_DEFAULT_OPTION,
  TIME_DEFAULT_INVALID,
} from './messages';
import type { CustomField, CustomFieldInput } from './types';

const text: CustomFieldInput = {
  id: null,
  name: 'greeting',
  label: 'Greeting',
  field_ui_type: 'text_field',
  required: false,
  helper_text: null,
  default_value: 'Hello',
  static_options: [],
};
const options = [
  { label: 'Celsius', value: 'c' },
  { label: 'Fahrenheit', value: 'f' },
];
const dropdown: CustomFieldInput = {
  ...text,
  name: 'units',
  label: 'Units',
  field_ui_type: 'collection_select',
  default_value: 'c',
  static_options: options,
};
const checkboxes: CustomFieldInput = {
  ...text,
  name: 'days',
  label: 'Days',
  field_ui_type: 'checkbox_multi',
  default_value: null,
  default_value_json: ['mon'],
  static_options: [{ label: 'Monday', value: 'mon' }],
};
const path = (rest: string) => `applet_configurations/1/custom_fields/2/${rest}`;
const check = (field: CustomFieldInput) => checkCustomField(field, 1, 2);

describe('key name', () => {
  it('accepts 4 or more lowercase letters, digits, hyphens and underscores', () => {
    for (const key of ['city', 'wake_up_time', 'max-temp', '2fa_code', ' city '])
      expect(keyNameProblem(key)).toBeUndefined();
  });

  it('is required, at least 4 characters, snake_case', () => {
    expect(keyNameProblem('')).toBe(KEY_BLANK);
    expect(keyNameProblem(null)).toBe(KEY_BLANK);
    expect(keyNameProblem('zip')).toBe(KEY_TOO_SHORT);
    for (const key of ['City', 'wake up', 'temp.max', 'wäke_up'])
      expect(keyNameProblem(key)).toBe(KEY_NOT_SNAKE_CASE);
    expect(check({ ...text, name: 'zip' })).toEqual([{ attribute: path('name'), message: KEY_TOO_SHORT }]);
  });

  it('is unique per connection, across features; each repeat is reported', () => {
    expect(
      checkCustomFieldKeys([{ custom_fields: [{ name: 'city' }, { name: 'units' }] }, { custom_fields: [] }]),
    ).toEqual([]);
    expect(
      checkCustomFieldKeys([
        { custom_fields: [{ name: 'city' }, { name: '' }] },
        { custom_fields: [{ name: 'units' }, { name: ' city' }, { name: '' }] },
        { custom_fields: [{ name: 'city' }] },
      ]),
    ).toEqual([
      {
        attribute: 'applet_configurations/1/custom_fields/1/name',
        message: 'Key names have to be unique per connection',
      },
      { attribute: 'applet_configurations/2/custom_fields/0/name', message: KEY_NOT_UNIQUE },
    ]);
  });
});

describe('checkCustomField', () => {
  it('accepts a complete field of each type', () => {
    expect(check(text)).toEqual([]);
    expect(check({ ...text, field_ui_type: 'time_select', default_value: '07:30', required: true })).toEqual(
      [],
    );
    expect(check(dropdown)).toEqual([]);
    expect(check({ ...dropdown, required: true })).toEqual([]);
    expect(check({ ...dropdown, default_value: null })).toEqual([]);
    expect(check(checkboxes)).toEqual([]);
    expect(check({ ...checkboxes, required: true })).toEqual([]);
  });

  it('requires the label', () => {
    expect(check({ ...text, label: '  ' })).toEqual([{ attribute: path('label'), message: LABEL_BLANK }]);
    expect(check({ ...text, name: '', label: '' })).toEqual([
      { attribute: path('name'), message: KEY_BLANK },
      { attribute: path('label'), message: LABEL_BLANK },
    ]);
  });

  it('requires a default for a text field, required or not', () => {
    expect(check({ ...text, default_value: ' ' })).toEqual([
      { attribute: path('default_value'), message: DEFAULT_BLANK },
    ]);
    expect(check({ ...text, default_value: null, required: true })).toEqual([
      { attribute: path('default_value'), message: DEFAULT_BLANK },
    ]);
  });

  it('defaults a time to 00:00 when empty, and refuses what is not a time of day', () => {
    expect(check({ ...text, field_ui_type: 'time_select', default_value: '' })).toEqual([]);
    for (const time of ['24:00', '7:30', '07:60', 'noon'])
      expect(check({ ...text, field_ui_type: 'time_select', default_value: time })).toEqual([
        { attribute: path('default_value'), message: TIME_DEFAULT_INVALID },
      ]);
  });

  it('needs two options for a dropdown', () => {
    expect(check({ ...dropdown, default_value: null, static_options: [options[0]] })).toEqual([
      { attribute: path('static_options'), message: 'Populator requires at least two options' },
    ]);
    expect(check({ ...dropdown, default_value: null, static_options: [] })).toEqual([
      { attribute: path('static_options'), message: DROPDOWN_TOO_FEW_OPTIONS },
    ]);
  });

  it('needs one option for checkboxes', () => {
    expect(check({ ...checkboxes, default_value_json: [], static_options: [] })).toEqual([
      { attribute: path('static_options'), message: 'Populator requires an option' },
    ]);
    expect(CHECKBOXES_NO_OPTION).toBe('Populator requires an option');
  });

  it('needs both label and value in every option', () => {
    expect(
      check({
        ...dropdown,
        static_options: [...options, { label: 'Kelvin', value: ' ' }, { label: '', value: 'r' }],
      }),
    ).toEqual([
      { attribute: path('static_options/2'), message: 'Options need to have both a label and value' },
      { attribute: path('static_options/3'), message: OPTION_INCOMPLETE },
    ]);
  });

  it('needs unique option labels and values, each repeat reported', () => {
    expect(check({ ...dropdown, static_options: [...options, { label: 'Celsius', value: 'k' }] })).toEqual([
      { attribute: path('static_options/2/label'), message: 'Names need to be unique' },
    ]);
    expect(
      check({
        ...checkboxes,
        static_options: [...checkboxes.static_options, { label: 'Mon.', value: 'mon' }],
      }),
    ).toEqual([{ attribute: path('static_options/1/value'), message: 'Values need to be unique' }]);
    expect(check({ ...dropdown, static_options: [...options, options[1]] })).toEqual([
      { attribute: path('static_options/2/label'), message: OPTION_NAMES_NOT_UNIQUE },
      { attribute: path('static_options/2/value'), message: OPTION_VALUES_NOT_UNIQUE },
    ]);
  });

  it('needs a default option when a dropdown or checkboxes field is required', () => {
    expect(check({ ...dropdown, required: true, default_value: '' })).toEqual([
      { attribute: path('default_value'), message: 'Select a default option' },
    ]);
    expect(check({ ...checkboxes, required: true, default_value_json: [] })).toEqual([
      { attribute: path('default_value_json'), message: SELECT_DEFAULT_OPTION },
    ]);
    expect(check({ ...checkboxes, required: true, default_value_json: null })).toEqual([
      { attribute: path('default_value_json'), message: SELECT_DEFAULT_OPTION },
    ]);
  });

  it('refuses a default that is not one of the options', () => {
    expect(check({ ...dropdown, default_value: 'k' })).toEqual([
      { attribute: path('default_value'), message: SELECT_DEFAULT_OPTION },
    ]);
    expect(check({ ...checkboxes, default_value_json: ['mon', 'tue'] })).toEqual([
      { attribute: path('default_value_json'), message: SELECT_DEFAULT_OPTION },
    ]);
  });
});

describe('normalizeCustomField', () => {
  it('trims, fills the time default and keeps options only where the type has them', () => {
    expect(
      normalizeCustomField({
        ...text,
        name: ' city ',
        label: ' City ',
        helper_text: '  ',
        default_value: ' Oslo ',
        static_options: options,
      }),
    ).toEqual({
      ...text,
      name: 'city',
      label: 'City',
      helper_text: null,
      default_value: 'Oslo',
      default_value_json: null,
    });
    expect(
      normalizeCustomField({ ...text, field_ui_type: 'time_select', default_value: null }).default_value,
    ).toBe('00:00');
    expect(
      normalizeCustomField({ ...checkboxes, default_value: 'x', default_value_json: [' mon ', ''] }),
    ).toMatchObject({
      default_value: null,
      default_value_json: ['mon'],
    });
    expect(hasOptions('collection_select') && hasOptions('checkbox_multi')).toBe(true);
    expect(hasOptions('text_field') || hasOptions('time_select')).toBe(false);
  });

  it('gives a time field 00:00 when empty', () => {
    expect(timeDefault('')).toBe('00:00');
    expect(timeDefault(null)).toBe('00:00');
    expect(timeDefault(' 08:15 ')).toBe('08:15');
  });
});

describe('changing the field type', () => {
  const field: CustomField = {
    id: 'f1',
    name: 'units',
    label: 'Units',
    helperText: 'How to show temperatures',
    required: true,
    fieldUiType: 'collection_select',
    defaultValue: 'c',
    defaultValueJson: null,
    options,
  };

  it('clears the default and the options, keeping the rest', () => {
    expect(changeFieldUiType(field, 'text_field')).toEqual({
      ...field,
      fieldUiType: 'text_field',
      defaultValue: null,
      defaultValueJson: null,
      options: [],
    });
    expect(changeFieldUiType(field, 'checkbox_multi')).toMatchObject({ options: [], defaultValue: null });
    expect(changeFieldUiType(field, 'time_select')).toMatchObject({ defaultValue: '00:00', options: [] });
  });

  it('changes nothing when the type stays', () => {
    expect(changeFieldUiType(field, 'collection_select')).toBe(field);
  });
});
