import { customFieldPath, errorTarget, featurePath } from './fieldError';

describe('error attributes', () => {
  it('writes per-feature and per-option paths with the input’s names', () => {
    expect(featurePath(0, 'description')).toBe('applet_configurations/0/description');
    expect(customFieldPath(1, 2, 'static_options', 3, 'label')).toBe(
      'applet_configurations/1/custom_fields/2/static_options/3/label',
    );
  });

  it('reads them back for the editor to open the right field', () => {
    expect(errorTarget('applet_configurations/1/custom_fields/2/static_options/3/label')).toEqual({
      feature: 1,
      customField: 2,
      option: 3,
      field: 'label',
    });
    expect(errorTarget('applet_configurations/0/custom_fields/4/static_options')).toEqual({
      feature: 0,
      customField: 4,
      field: 'static_options',
    });
    expect(errorTarget('applet_configurations/2/dynamic_applet_actions/1')).toEqual({
      feature: 2,
      step: { list: 'dynamic_applet_actions', index: 1 },
    });
    expect(errorTarget('applet_configurations/2/dynamic_applet_triggers/0/fields/1')).toEqual({
      feature: 2,
      step: { list: 'dynamic_applet_triggers', index: 0 },
      field: 'fields/1',
    });
    expect(errorTarget('applet_configurations/3/description')).toEqual({ feature: 3, field: 'description' });
  });

  it('leaves connection-level attributes as they are', () => {
    for (const attribute of [
      'name',
      'description',
      'featureTitles',
      'minimum_applet_configurations',
      'connected_channel_module_names',
      'base',
      'applet/applet_script',
      'applet_configurations',
    ])
      expect(errorTarget(attribute)).toEqual({ field: attribute });
  });
});
