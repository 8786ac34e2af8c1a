import {
  actionFieldPayload,
  addPopulatorValue,
  changeIngredientValueType,
  chooseType,
  fieldEndpoint,
  isTriggerStaticType,
  OPTIONS_ERROR,
  removePopulatorValue,
  toActionFieldValues,
  toTriggerFieldValues,
  TRIGGER_FIELD_TYPE_TREE,
  triggerFieldEndpoints,
  triggerFieldPayload,
  triggerIngredientPayload,
  typeChangeNeedsConfirmation,
  validateActionFieldValues,
  validateTriggerFieldValues,
  validateTriggerIngredientValues,
} from './fieldRules';

describe('the step field rules as the forms use them', () => {
  it('starts a new trigger field as text without validation, a new action field as plain text', () => {
    expect(toTriggerFieldValues()).toMatchObject({
      type_path: ['100', '0'],
      trigger_field_type: 0,
      shareable: true,
    });
    expect(toActionFieldValues()).toMatchObject({
      type_path: ['TEXT_FIELD', '13'],
      action_field_type: 13,
      required: 'false',
    });
  });

  it('follows the cascading choice to a type id and starts a static list with two rows', () => {
    expect(chooseType(TRIGGER_FIELD_TYPE_TREE, ['100', '500'], isTriggerStaticType, [])).toEqual({
      type_path: ['100', '500'],
      typeId: null,
      populator_values: [],
    });
    expect(chooseType(TRIGGER_FIELD_TYPE_TREE, ['100', '500', '4'], isTriggerStaticType, []).typeId).toBe(4);
    expect(chooseType(TRIGGER_FIELD_TYPE_TREE, ['300', '12', '13'], isTriggerStaticType, []).typeId).toBe(13);
    expect(chooseType(TRIGGER_FIELD_TYPE_TREE, ['200', '6'], isTriggerStaticType, [])).toMatchObject({
      typeId: 6,
      populator_values: [
        { name: '', value: '' },
        { name: '', value: '' },
      ],
    });
  });

  it('asks before a destructive change of a saved field only', () => {
    expect(typeChangeNeedsConfirmation(undefined, 6)).toBe(false);
    expect(typeChangeNeedsConfirmation(0, 4)).toBe(false);
    expect(typeChangeNeedsConfirmation(0, 6)).toBe(true);
    expect(typeChangeNeedsConfirmation(6, null)).toBe(false);
    expect(typeChangeNeedsConfirmation(6, 6)).toBe(false);
  });

  it('removes an option row only while two or more exist', () => {
    const one = [{ name: 'a', value: 'a' }];
    expect(removePopulatorValue(one, 0)).toEqual(one);
    expect(removePopulatorValue(addPopulatorValue(one), 0)).toEqual([{ name: '', value: '' }]);
  });

  it('shows the endpoints with the key in place of {slug}', () => {
    expect(fieldEndpoint('https://x.example/v1/triggers/t/fields/{slug}/options', ' city ')).toBe(
      'https://x.example/v1/triggers/t/fields/city/options',
    );
    expect(fieldEndpoint('https://x.example/fields/{slug}/options', '')).toBe(
      'https://x.example/fields/{slug}/options',
    );
    expect(triggerFieldEndpoints(7)).toEqual({ options: true, validation: false });
    expect(triggerFieldEndpoints(5)).toEqual({ options: false, validation: true });
    expect(triggerFieldEndpoints(0)).toEqual({ options: false, validation: false });
  });

  it("reads the rules' errors as 'Error: {attribute} {message}', the options' under their own key", () => {
    const values = { ...toTriggerFieldValues(), type_path: ['200', '6'], trigger_field_type: 6 };
    expect(validateTriggerFieldValues(values)).toEqual({
      name: "Error: name can't be blank",
      slug: "Error: slug can't be blank",
      [OPTIONS_ERROR]: 'Error: populator_values must have at least two options for a dropdown list',
    });
    expect(validateTriggerFieldValues({ ...toTriggerFieldValues(), trigger_field_type: null })).toMatchObject(
      {
        trigger_field_type: "Error: trigger_field_type can't be blank",
      },
    );
    expect(validateActionFieldValues({ ...toActionFieldValues(), name: 'A', slug: '9a' })).toEqual({
      slug: 'Error: slug can only contain letters, numbers, underscores and dashes, and must begin with a letter',
    });
    expect(
      validateTriggerIngredientValues({
        name: 'When',
        slug: 'when',
        note: 'When.',
        value_type: 'date',
        example: '',
      }),
    ).toEqual({});
  });

  it('sends options only for static types, the regex only for the regex type, booleans as strings', () => {
    const values = {
      ...toTriggerFieldValues(),
      name: ' City ',
      slug: 'city',
      shareable: false,
      populator_values: [{ name: 'a', value: 'a' }],
      regex_value: '^a$',
      regex_error_message: 'No',
    };
    expect(triggerFieldPayload(values, 'acme', 't-1')).toEqual({
      name: 'City',
      slug: 'city',
      trigger_field_type: 0,
      helper_text: null,
      shareable: 'false',
      populator_values: [],
      regex_value: null,
      regex_error_message: null,
      module_name: 'acme',
      trigger_id: 't-1',
    });
    expect(triggerFieldPayload({ ...values, trigger_field_type: 4 }, 'acme', 't-1')).toMatchObject({
      regex_value: '^a$',
      regex_error_message: 'No',
    });
    expect(
      actionFieldPayload(
        { ...toActionFieldValues(), name: 'A', slug: 'ab', required: 'true' },
        'acme',
        'a-1',
      ),
    ).toMatchObject({ required: 'true', shareable: 'true', action_id: 'a-1', module_name: 'acme' });
  });

  it('sends an ingredient example only when there is one, and a date type clears it', () => {
    const values = {
      name: 'CreatedAt',
      slug: 'created_at',
      note: 'When.',
      value_type: 'string',
      example: 'x',
    };
    expect(triggerIngredientPayload(values, 't-1')).toEqual({
      name: 'CreatedAt',
      slug: 'created_at',
      note: 'When.',
      value_type: 'string',
      example: 'x',
      trigger_id: 't-1',
    });
    const dated = changeIngredientValueType(values, 'datetime');
    expect(dated.example).toBe('');
    expect(triggerIngredientPayload(dated, 't-1')).not.toHaveProperty('example');
    expect(changeIngredientValueType(values, 'web_url').example).toBe('x');
  });
});
