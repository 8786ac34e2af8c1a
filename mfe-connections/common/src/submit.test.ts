import {
  FEATURE_TITLE_TOO_SHORT,
  KEY_NOT_UNIQUE,
  MIN_ONE_FEATURE,
  stepAlreadySelected,
  TITLE_BLANK,
} from './messages';
import {
  checkConnectionInput,
  checkRequirements,
  type EditorState,
  ONE_OTHER_SERVICE,
  toUpdateInput,
  TOO_MANY_CUSTOM_FIELDS,
  TOO_MANY_FEATURES,
  TOO_MANY_OPTIONS,
} from './submit';
import type { ConnectionService, Feature, FeatureInput, UpdateConnectionInput } from './types';

const service = (id: string, module_name: string): ConnectionService => ({
  id,
  name: module_name,
  module_name,
  slug: module_name,
  brand_color: null,
  description: null,
  images: {},
  connect_enabled: true,
  triggers: [],
  queries: [],
  actions: [],
});
const daybook = service('s1', 'daybook');
const weather = service('s2', 'acme_weather');

const feature: Feature = {
  id: 'f1',
  name: 'daily_forecast',
  title: ' Daily forecast ',
  description: ' Writes the forecast ',
  icon: null,
  required: true,
  status: 'valid',
  removed: false,
  triggers: [
    {
      type: 'trigger',
      module_name: 'forecast',
      channel_module_name: 'acme_weather',
      full_module_name: 'acme_weather.forecast',
      fields: [
        { name: 'city', custom_label: ' City ', default_value: 'Oslo', hidden: true },
        { name: 'days', custom_label: null, default_value_json: ['mon'], hidden: false },
      ],
      collapsed: false,
    },
  ],
  queries: [],
  actions: [
    {
      type: 'action',
      module_name: 'create_entry',
      channel_module_name: 'daybook',
      full_module_name: 'daybook.create_entry',
      fields: [],
      collapsed: true,
    },
  ],
  customFields: [
    {
      id: 'c1',
      name: 'units',
      label: 'Units',
      helperText: ' ',
      required: true,
      fieldUiType: 'collection_select',
      defaultValue: 'c',
      options: [
        { label: 'Celsius', value: 'c' },
        { label: 'Fahrenheit', value: 'f' },
      ],
    },
  ],
};
const state: EditorState = {
  id: 'new',
  owner: daybook,
  target: weather,
  name: ' Weather in your journal ',
  description: '',
  features: [feature, { ...feature, id: 'f2', name: 'gone', title: 'x', removed: true }],
  script: '  ',
};

describe('toUpdateInput', () => {
  it('builds the input of the spec: removed features dropped, texts trimmed, steps by service id', () => {
    expect(toUpdateInput(state)).toEqual({
      id: 'new',
      owner_module_name: 'daybook',
      connected_channel_module_names: ['acme_weather'],
      name: 'Weather in your journal',
      description: null,
      background_uploaded_at: null,
      applet_configurations: [
        {
          name: 'daily_forecast',
          description: 'Writes the forecast',
          icon: null,
          title: 'Daily forecast',
          required: true,
          dynamic_applet_triggers: [
            {
              module_name: 'forecast',
              channel_id: 's2',
              fields: [
                { name: 'city', custom_label: 'City', default_value_json: 'Oslo', hidden: true },
                { name: 'days', custom_label: null, default_value_json: ['mon'], hidden: false },
              ],
            },
          ],
          dynamic_applet_queries: [],
          dynamic_applet_actions: [{ module_name: 'create_entry', channel_id: 's1', fields: [] }],
          custom_fields: [
            {
              id: 'c1',
              name: 'units',
              label: 'Units',
              field_ui_type: 'collection_select',
              required: true,
              helper_text: null,
              default_value: 'c',
              default_value_json: null,
              static_options: feature.customFields[0].options,
            },
          ],
        },
      ],
      applet_script: null,
      post_configuration_message: null,
      cta_url: null,
    });
  });

  it('sends published true only when publishing, and the script as typed', () => {
    const input = toUpdateInput({ ...state, id: '42', script: '\nreturn 1;\n' }, { publish: true });
    expect(input.published).toBe(true);
    expect(input.applet_script).toEqual({ raw_code: '\nreturn 1;\n' });
    expect('published' in toUpdateInput(state)).toBe(false);
  });

  it('carries only the saved feature on a dry run', () => {
    const input = toUpdateInput(
      { ...state, features: [feature, { ...feature, id: 'f3', name: 'other' }] },
      { dryRunFeature: 'f3' },
    );
    expect(input.dry_run).toBe(true);
    expect(input.applet_configurations.map((f) => f.name)).toEqual(['other']);
  });
});

const featureInput = (extra: Partial<FeatureInput> = {}): FeatureInput => ({
  ...toUpdateInput(state).applet_configurations[0],
  ...extra,
});
const input = (extra: Partial<UpdateConnectionInput> = {}): UpdateConnectionInput => ({
  ...toUpdateInput(state),
  ...extra,
});

describe('checkConnectionInput', () => {
  it('passes a complete connection', () => {
    expect(checkConnectionInput(input())).toEqual([]);
    expect(checkConnectionInput(input({ published: true }))).toEqual([]);
  });

  it('refuses more than 50 features, 25 custom fields a feature or 100 options a field, and checks no further', () => {
    const features = Array.from({ length: 51 }, (_, i) =>
      featureInput({ name: `f${i}`, title: 'Too short' }),
    );
    expect(checkConnectionInput(input({ applet_configurations: features }))).toEqual([
      { attribute: 'applet_configurations', message: TOO_MANY_FEATURES },
    ]);
    const field = featureInput().custom_fields[0];
    const fields = Array.from({ length: 26 }, (_, i) => ({ ...field, name: `field_${i}` }));
    expect(
      checkConnectionInput(input({ applet_configurations: [featureInput({ custom_fields: fields })] })),
    ).toEqual([{ attribute: 'applet_configurations/0/custom_fields', message: TOO_MANY_CUSTOM_FIELDS }]);
    const options = Array.from({ length: 101 }, (_, i) => ({ label: `L${i}`, value: `v${i}` }));
    expect(
      checkConnectionInput(
        input({
          applet_configurations: [featureInput({ custom_fields: [{ ...field, static_options: options }] })],
        }),
      ),
    ).toEqual([
      { attribute: 'applet_configurations/0/custom_fields/0/static_options', message: TOO_MANY_OPTIONS },
    ]);
    const fifty = Array.from({ length: 50 }, (_, i) => featureInput({ name: `f${i}` }));
    expect(checkConnectionInput(input({ applet_configurations: fifty }))).not.toContainEqual(
      expect.objectContaining({ message: TOO_MANY_FEATURES }),
    );
  });

  it('needs one connected service other than the owner', () => {
    for (const connected of [[], ['daybook'], ['acme_weather', 'other']])
      expect(checkConnectionInput(input({ connected_channel_module_names: connected }))).toEqual([
        { attribute: 'connected_channel_module_names', message: ONE_OTHER_SERVICE },
      ]);
  });

  it('needs a feature to publish, or to stay published, but not to save a draft or on a dry run', () => {
    const none = input({ applet_configurations: [] });
    expect(checkConnectionInput(none)).toEqual([]);
    const minimum = [
      { attribute: 'minimum_applet_configurations', message: 'Must include at least 1 feature' },
    ];
    expect(checkConnectionInput({ ...none, published: true })).toEqual(minimum);
    expect(checkConnectionInput(none, { publishes: true })).toEqual(minimum);
    expect(checkConnectionInput({ ...none, published: true, dry_run: true })).toEqual([]);
  });

  it('skips the blank title on a dry run only', () => {
    expect(checkConnectionInput(input({ name: '' }))).toEqual([{ attribute: 'name', message: TITLE_BLANK }]);
    expect(checkConnectionInput(input({ name: '', dry_run: true }))).toEqual([]);
  });

  it('gathers the feature, step and custom field rules with their paths', () => {
    const first = featureInput();
    const second = featureInput({
      name: 'second',
      title: 'Hi',
      dynamic_applet_actions: [...first.dynamic_applet_actions, ...first.dynamic_applet_actions],
      custom_fields: [{ ...first.custom_fields[0], static_options: [], default_value: null }],
    });
    expect(
      checkConnectionInput(input({ applet_configurations: [first, second] }), {
        stepName: (type, step) =>
          type === 'action' && step.module_name === 'create_entry' ? 'Create entry' : undefined,
      }),
    ).toEqual([
      { attribute: 'featureTitles', message: FEATURE_TITLE_TOO_SHORT },
      {
        attribute: 'applet_configurations/1/dynamic_applet_actions/1',
        message: stepAlreadySelected('Create entry', 'action'),
      },
      {
        attribute: 'applet_configurations/1/custom_fields/0/static_options',
        message: 'Populator requires at least two options',
      },
      {
        attribute: 'applet_configurations/1/custom_fields/0/default_value',
        message: 'Select a default option',
      },
      { attribute: 'applet_configurations/1/custom_fields/0/name', message: KEY_NOT_UNIQUE },
    ]);
  });
});

describe('checkRequirements', () => {
  it('passes without a flash', () => {
    expect(checkRequirements(input(), 'create')).toEqual({ ok: true, errors: [] });
  });

  it('fails publishing without a feature, flashing the action', () => {
    expect(checkRequirements(input({ id: '42', applet_configurations: [] }), 'publish')).toEqual({
      ok: false,
      errors: [{ attribute: 'minimum_applet_configurations', message: MIN_ONE_FEATURE }],
      flash: 'Could not publish connection — missing requirement',
    });
  });

  it('fails an update of a published connection that drops its last feature', () => {
    const check = checkRequirements(input({ id: '42', applet_configurations: [] }), 'update', {
      alreadyPublished: true,
    });
    expect(check.flash).toBe('Could not update connection — missing requirement');
    expect(checkRequirements(input({ id: '42', applet_configurations: [] }), 'update').ok).toBe(true);
  });

  it('fails on any other rule too, even when the input claims a dry run', () => {
    expect(checkRequirements(input({ name: ' ', dry_run: true }), 'create')).toEqual({
      ok: false,
      errors: [{ attribute: 'name', message: TITLE_BLANK }],
      flash: 'Could not create connection — missing requirement',
    });
  });
});
