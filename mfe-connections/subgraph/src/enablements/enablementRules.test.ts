import type { CustomFieldView } from '../connections/connectionView';
import {
  checkEnablement,
  OPTION_UNKNOWN,
  OPTIONS_EXPECTED,
  textTooLong,
  TIME_INVALID,
  USER_TEXT_MAX,
  VALUE_REQUIRED,
} from './enablementRules';
import type { PublishedConnection } from './publishedConnection';

const field = (
  over: Partial<CustomFieldView> & Pick<CustomFieldView, 'name' | 'fieldUiType'>,
): CustomFieldView => ({
  id: over.name,
  label: over.name,
  helperText: null,
  required: true,
  defaultValue: null,
  defaultValueJson: null,
  options: [],
  ...over,
});
const days = [
  { label: 'Monday', value: 'mon' },
  { label: 'Tuesday', value: 'tue' },
];

const connection = {
  features: [
    {
      name: 'daily',
      title: 'Daily summary',
      description: null,
      icon: null,
      required: false,
      steps: [],
      customFields: [
        field({ name: 'note', fieldUiType: 'text_field', defaultValue: 'Hello' }),
        field({ name: 'at_time', fieldUiType: 'time_select', defaultValue: null }),
        field({ name: 'days', fieldUiType: 'checkbox_multi', defaultValueJson: ['mon'], options: days }),
      ],
    },
  ],
} as unknown as PublishedConnection;

const check = (values: Record<string, unknown> | null, enabled = true) =>
  checkEnablement(connection, [{ name: 'daily', enabled, custom_field_values: values }], []);
const errorsOf = (values: Record<string, unknown>, enabled = true) =>
  check(values, enabled).errors.map((e) => [e.attribute.replace('features/0/custom_fields/', ''), e.message]);

it('fills what is left out with the partner defaults: text, 00:00 for a time, the checked options', () => {
  expect(check({}).features[0].custom_field_values).toEqual({
    note: 'Hello',
    at_time: '00:00',
    days: ['mon'],
  });
});

it('stores trimmed texts, times of day and known options once each', () => {
  expect(check({ note: ' Bye ', at_time: '23:59', days: ['tue', 'mon', 'tue'] }).features[0]).toMatchObject({
    enabled: true,
    custom_field_values: { note: 'Bye', at_time: '23:59', days: ['tue', 'mon'] },
  });
});

it('refuses a time not of the day, unknown or non-list checkboxes, blanks and long texts', () => {
  expect(errorsOf({ at_time: '24:00' })).toEqual([['at_time', TIME_INVALID]]);
  expect(errorsOf({ at_time: '7:30' })).toEqual([['at_time', TIME_INVALID]]);
  expect(errorsOf({ days: ['sun'] })).toEqual([['days', OPTION_UNKNOWN]]);
  expect(errorsOf({ days: 'mon' })).toEqual([['days', OPTIONS_EXPECTED]]);
  expect(errorsOf({ days: [] })).toEqual([['days', VALUE_REQUIRED]]);
  expect(errorsOf({ note: '' })).toEqual([['note', VALUE_REQUIRED]]);
  expect(errorsOf({ note: 'x'.repeat(USER_TEXT_MAX + 1) })).toEqual([['note', textTooLong(USER_TEXT_MAX)]]);
});

it('asks a feature that is off for no required value, but still for the right shapes', () => {
  expect(errorsOf({ note: '', days: [] }, false)).toEqual([]);
  expect(errorsOf({ at_time: 'noon' }, false)).toEqual([['at_time', TIME_INVALID]]);
});

it('keeps the saved values of a feature left out of the input, off', () => {
  const saved = [
    { name: 'daily', enabled: true, custom_field_values: { note: 'Kept' }, step_field_values: {} },
  ];
  expect(checkEnablement(connection, [], saved)).toEqual({
    errors: [],
    features: [
      { name: 'daily', enabled: false, custom_field_values: { note: 'Kept' }, step_field_values: {} },
    ],
  });
});

it('enables again with the saved values, dropping keys the connection no longer has', () => {
  const saved = [
    { name: 'daily', enabled: true, custom_field_values: { note: 'Kept', gone: 'x' }, step_field_values: {} },
  ];
  expect(checkEnablement(connection, null, saved).features[0]).toEqual({
    name: 'daily',
    enabled: true,
    custom_field_values: { note: 'Kept', at_time: '00:00', days: ['mon'] },
    step_field_values: {},
  });
});
