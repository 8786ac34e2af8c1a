import type { AppletRunSpec, ConnectionEnablementChanged, RunStep } from '@switchyard/events';
import {
  addContribution,
  appletContribution,
  emptyDeltas,
  enablementContribution,
  withoutServices,
} from './contributions';

const A = 'AAAAAAAA-0000-4000-8000-000000000001';
const a = A.toLowerCase();
const b = '20000000-0000-4000-8000-000000000002';
const c = '20000000-0000-4000-8000-000000000003';

const step = (key: string, service_id: string, module_name: string): RunStep => ({
  key,
  service_id,
  channel_module_name: 'x',
  module_name,
  path: 'X.y',
  fields: {},
  ingredients: [],
});
const spec = (actions: RunStep[]): AppletRunSpec => ({
  name: 'n',
  owner_id: 'u',
  filter_code: null,
  delay_seconds: null,
  trigger: step('trigger', A, 'new_entry'),
  queries: [],
  actions,
});

describe('contributions', () => {
  it('names each service and step once, ids in lower case and sorted, however many features repeat them', () => {
    const e = {
      enabled: true,
      owner_service_id: A,
      connected_service_ids: [b],
      features: [
        { spec: spec([step('action:0', b, 'post')]) },
        { spec: spec([step('action:0', b, 'post')]) },
      ],
    } as unknown as ConnectionEnablementChanged;
    expect(enablementContribution(e)).toEqual({
      services: [b, a],
      steps: [
        { service_id: b, kind: 'action', module_name: 'post' },
        { service_id: a, kind: 'trigger', module_name: 'new_entry' },
      ],
    });
  });

  it('counts nothing for a disabled source or an applet the user no longer has', () => {
    expect(enablementContribution({ enabled: false } as ConnectionEnablementChanged)).toEqual({
      services: [],
      steps: [],
    });
    expect(
      appletContribution({ applet_id: 'x', user_id: 'u', revision: 2, enabled: true, spec: null }),
    ).toEqual({
      services: [],
      steps: [],
    });
  });

  it('leaves deleted services out', () => {
    const got = appletContribution({
      applet_id: 'x',
      user_id: 'u',
      revision: 1,
      enabled: true,
      spec: spec([step('action:0', c, 'go')]),
    });
    expect(withoutServices(got, new Set([c]))).toEqual({
      services: [a],
      steps: [{ service_id: a, kind: 'trigger', module_name: 'new_entry' }],
    });
  });

  it('turns an old and a new contribution into their difference', () => {
    const deltas = emptyDeltas();
    addContribution(deltas, 'U', { services: [a, b], steps: [] }, -1);
    addContribution(deltas, 'U', { services: [a, c], steps: [] }, 1);
    expect(Object.fromEntries(deltas.serviceUsers)).toEqual({ [`${b}|u`]: -1, [`${c}|u`]: 1 });
    expect(Object.fromEntries(deltas.worksWith)).toEqual({
      [`${a}|${b}`]: -1,
      [`${b}|${a}`]: -1,
      [`${a}|${c}`]: 1,
      [`${c}|${a}`]: 1,
    });
  });
});
