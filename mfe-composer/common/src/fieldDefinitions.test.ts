import { fieldDefinition, isDestructiveTypeChange } from './fieldDefinitions';

describe('fieldDefinition', () => {
  it('makes a static trigger dropdown a select with its populator values, defaultable when shareable', () => {
    const f = fieldDefinition('trigger', {
      key: 'mood',
      name: 'With which mood?',
      trigger_field_type: 6,
      shareable: true,
      populator_values: [
        { name: 'Any mood', value: 'any' },
        { name: 'Happy', value: 'happy' },
      ],
    });
    expect(f).toMatchObject({
      name: 'mood',
      label: 'With which mood?',
      field_ui_type: 'COLLECTION_SELECT',
      field_type: '6',
      normalized_field_type: 'option',
      required: true,
      dynamic: false,
      can_have_default: true,
      hideable: true,
      options: [
        { label: 'Any mood', value: 'any' },
        { label: 'Happy', value: 'happy' },
      ],
    });
  });

  it('lets a shared dynamic field have a default, never a private field', () => {
    const album = fieldDefinition('trigger', {
      key: 'album',
      name: 'Album',
      trigger_field_type: 7,
      shareable: true,
    });
    expect(album).toMatchObject({ dynamic: true, can_have_default: true, hideable: true, options: [] });
    const own = fieldDefinition('trigger', {
      key: 'album',
      name: 'Album',
      trigger_field_type: 7,
      shareable: false,
    });
    expect(own).toMatchObject({ can_have_default: false, hideable: false });
    const caption = fieldDefinition('action', {
      key: 'c',
      name: 'C',
      action_field_type: 4,
      shareable: 'false',
    });
    expect(caption).toMatchObject({ field_ui_type: 'TEXT_FIELD', shareable: false, can_have_default: false });
  });

  it('reads action and query types, required flags and location fields', () => {
    expect(
      fieldDefinition('action', { key: 'a', name: 'Album', action_field_type: 17, required: true }),
    ).toMatchObject({
      field_ui_type: 'DOUBLE_COLLECTION_SELECT',
      dynamic: true,
      required: true,
    });
    expect(fieldDefinition('action', { key: 'b', name: 'B', action_field_type: 19 }).field_ui_type).toBe(
      'CHECKBOX_MULTI',
    );
    expect(fieldDefinition('trigger', { key: 'l', name: 'Where', trigger_field_type: 11 })).toMatchObject({
      field_ui_type: 'LOCATION_FIELD',
      dynamic: true,
      normalized_field_type: 'text',
    });
    expect(fieldDefinition('trigger', { key: 't', name: 'T', trigger_field_type: 0 }).required).toBe(false);
    const q = fieldDefinition('query', {
      key: 'album',
      label: 'Which album?',
      field_type_definition_slug: 'dropdown_static',
      required: false,
      static_options: [{ label: 'One', value: '1' }],
    });
    expect(q).toMatchObject({
      label: 'Which album?',
      field_ui_type: 'COLLECTION_SELECT',
      options: [{ label: 'One', value: '1' }],
    });
  });
});

describe('isDestructiveTypeChange', () => {
  it('spares changes among the text types (ids 5 or lower) only', () => {
    expect(isDestructiveTypeChange('trigger', '1', '4')).toBe(false);
    expect(isDestructiveTypeChange('trigger', '4', '6')).toBe(true);
    expect(isDestructiveTypeChange('action', '14', '14')).toBe(false);
    expect(isDestructiveTypeChange('query', 'text_raw', 'dropdown_static')).toBe(true);
  });
});
