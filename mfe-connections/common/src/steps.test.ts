import { stepAlreadySelected } from './messages';
import {
  addStepProblem,
  canAddStepType,
  checkFeatureSteps,
  checkLockedStepFields,
  HIDDEN_FIELD_LOCKED,
  needsInstallsConfirmation,
  offeredStepTypes,
  stepFieldLocked,
} from './steps';
import type { DynamicStepInput, FeatureInput, ServiceStep } from './types';

const step = (module_name: string): ServiceStep => ({
  id: module_name,
  name: module_name,
  module_name,
  description: '',
  weight: 0,
});

describe('step types a service offers', () => {
  it('are those with at least one step, in the tabs’ order', () => {
    const weather = { triggers: [step('forecast')], queries: [], actions: [step('alert'), step('note')] };
    expect(offeredStepTypes(weather)).toEqual(['trigger', 'action']);
    expect(canAddStepType(weather, 'action')).toBe(true);
    expect(canAddStepType(weather, 'query')).toBe(false);
    expect(offeredStepTypes({ triggers: [], queries: [], actions: [] })).toEqual([]);
  });
});

describe('one of each unique step per feature', () => {
  const selected = [{ channel_module_name: 'acme_weather', module_name: 'forecast' }];

  it('lets another step, or the same module of another service, be added', () => {
    expect(
      addStepProblem(selected, {
        channel_module_name: 'acme_weather',
        module_name: 'rain',
        type: 'trigger',
        name: 'Rain',
      }),
    ).toBeUndefined();
    expect(
      addStepProblem(selected, {
        channel_module_name: 'daybook',
        module_name: 'forecast',
        type: 'trigger',
        name: 'F',
      }),
    ).toBeUndefined();
  });

  it("refuses the same step twice with the spec's message", () => {
    expect(
      addStepProblem(selected, {
        channel_module_name: 'acme_weather',
        module_name: 'forecast',
        type: 'trigger',
        name: 'Tomorrow’s forecast',
      }),
    ).toBe(
      'Tomorrow’s forecast is already selected. We currently support only one configuration of each unique trigger per feature',
    );
  });

  const dyn = (module_name: string, channel_id = 's1'): DynamicStepInput => ({
    module_name,
    channel_id,
    fields: [],
  });

  it('is checked on the server per list, each repeat under its path', () => {
    const feature = {
      dynamic_applet_triggers: [dyn('forecast'), dyn('forecast', 's2')],
      dynamic_applet_queries: [dyn('history'), dyn('history')],
      dynamic_applet_actions: [dyn('alert'), dyn('note'), dyn('alert'), dyn('alert')],
    };
    const names: Record<string, string> = { history: 'Past entries' };
    expect(checkFeatureSteps(feature, 2, (_type, s) => names[s.module_name])).toEqual([
      {
        attribute: 'applet_configurations/2/dynamic_applet_queries/1',
        message: stepAlreadySelected('Past entries', 'query'),
      },
      {
        attribute: 'applet_configurations/2/dynamic_applet_actions/2',
        message: stepAlreadySelected('alert', 'action'),
      },
      {
        attribute: 'applet_configurations/2/dynamic_applet_actions/3',
        message: stepAlreadySelected('alert', 'action'),
      },
    ]);
    expect(
      checkFeatureSteps(
        { dynamic_applet_triggers: [dyn('a')], dynamic_applet_queries: [], dynamic_applet_actions: [] },
        0,
      ),
    ).toEqual([]);
  });
});

describe('locked step fields of a published connection', () => {
  it('locks hidden fields only, and only once published', () => {
    expect(stepFieldLocked(true, { hidden: true })).toBe(true);
    expect(stepFieldLocked(true, { hidden: false })).toBe(false);
    expect(stepFieldLocked(false, { hidden: true })).toBe(false);
  });

  const feature = (fields: DynamicStepInput['fields'], extra: Partial<FeatureInput> = {}): FeatureInput => ({
    name: 'alerts',
    title: 'Storm alerts',
    description: null,
    icon: null,
    required: false,
    dynamic_applet_triggers: [{ module_name: 'storm', channel_id: 's2', fields }],
    dynamic_applet_queries: [],
    dynamic_applet_actions: [],
    custom_fields: [],
    ...extra,
  });
  const city = { name: 'city', custom_label: 'City', default_value_json: 'Oslo', hidden: true };
  const level = { name: 'level', custom_label: null, default_value_json: null, hidden: false };

  it('accepts an update that keeps hidden fields as they were, whatever it does to visible ones', () => {
    const before = [feature([city, level])];
    expect(checkLockedStepFields(before, [feature([level, city])])).toEqual([]);
    expect(
      checkLockedStepFields(before, [
        feature([city, { ...level, default_value_json: 'high', hidden: true }]),
      ]),
    ).toEqual([]);
    // A removed step or feature is not a field edit.
    expect(checkLockedStepFields(before, [feature([], { dynamic_applet_triggers: [] })])).toEqual([]);
    expect(checkLockedStepFields(before, [])).toEqual([]);
  });

  it('refuses a changed default, label or visibility of a hidden field, or its removal', () => {
    const before = [feature([city, level])];
    const at = (j: number | string) => ({
      attribute: `applet_configurations/0/dynamic_applet_triggers/0/fields/${j}`,
      message: HIDDEN_FIELD_LOCKED,
    });
    expect(
      checkLockedStepFields(before, [feature([{ ...city, default_value_json: 'Bergen' }, level])]),
    ).toEqual([at(0)]);
    expect(checkLockedStepFields(before, [feature([level, { ...city, custom_label: 'Town' }])])).toEqual([
      at(1),
    ]);
    expect(checkLockedStepFields(before, [feature([{ ...city, hidden: false }])])).toEqual([at(0)]);
    expect(checkLockedStepFields(before, [feature([level])])).toEqual([at('city')]);
  });
});

describe('needsInstallsConfirmation', () => {
  const feature = (name: string, actions: string[]): FeatureInput => ({
    name,
    title: 'A feature',
    description: null,
    icon: null,
    required: false,
    dynamic_applet_triggers: [],
    dynamic_applet_queries: [],
    dynamic_applet_actions: actions.map((module_name) => ({ module_name, channel_id: 's', fields: [] })),
    custom_fields: [],
  });

  it('asks when users have it enabled and the steps changed', () => {
    expect(needsInstallsConfirmation(3, [feature('a', ['alert'])], [feature('a', ['alert', 'note'])])).toBe(
      true,
    );
    expect(needsInstallsConfirmation(1, [feature('a', ['alert'])], [])).toBe(true);
  });

  it('does not ask without installs, or when only other things changed', () => {
    expect(needsInstallsConfirmation(0, [feature('a', ['alert'])], [feature('a', ['note'])])).toBe(false);
    const before = [feature('a', ['alert']), feature('b', ['note'])];
    const after = [
      { ...feature('b', ['note']), title: 'Renamed' },
      feature('a', ['alert']),
      feature('c', []),
    ];
    expect(needsInstallsConfirmation(5, before, after)).toBe(false);
  });
});
