import {
  isCompatible,
  permits,
  checkPrimaryService,
  dropIncompatibleActions,
  isComplete,
  notYetUsed,
  primaryService,
  usedServices,
  type AppletSteps,
} from './composition';

const step = (service: string | null, module: string | null) => ({
  channel_module_name: service,
  module_name: module,
});
const applet = (over: Partial<AppletSteps> = {}): AppletSteps => ({
  trigger: step('daybook', 'new_photo_in_album'),
  queries: [],
  actions: [step('acme_notes', 'create_note')],
  ...over,
});

describe('isComplete', () => {
  it('needs a trigger, an action, and service and module on every query and action', () => {
    expect(isComplete(applet())).toBe(true);
    expect(isComplete(applet({ trigger: null }))).toBe(false);
    expect(isComplete(applet({ trigger: step('daybook', null) }))).toBe(false);
    expect(isComplete(applet({ actions: [] }))).toBe(false);
    expect(isComplete(applet({ actions: [step('acme_notes', null)] }))).toBe(false);
    expect(isComplete(applet({ queries: [step(null, null)] }))).toBe(false);
    expect(isComplete(applet({ queries: [step('daybook', 'recent_entries')] }))).toBe(true);
  });
});

describe('incompatibility', () => {
  const trigger = {
    channel_module_name: 'daybook',
    full_module_name: 'daybook.new_photo_in_album',
    name: 'New photo in album',
  };
  const action = (service: string, name: string, incompatible: string[] = []) => ({
    channel_module_name: service,
    full_module_name: `${service}.act`,
    service_name: name,
    incompatible_triggers: incompatible,
  });

  it('removes an action whose service or itself rules the trigger out, with the message', () => {
    const services = new Map([['acme_weather', ['daybook']]]);
    const { kept, messages } = dropIncompatibleActions(
      trigger,
      [
        action('acme_notes', 'Acme Notes'),
        action('acme_weather', 'Acme Weather'),
        action('labs', 'Labs', ['daybook.new_photo_in_album']),
      ],
      services,
    );
    expect(kept.map((a) => a.service_name)).toEqual(['Acme Notes']);
    expect(messages).toEqual([
      'Acme Weather was removed because it is not compatible with New photo in album.',
      'Labs was removed because it is not compatible with New photo in album.',
    ]);
    expect(
      dropIncompatibleActions(null, [action('acme_weather', 'Acme Weather')], services).messages,
    ).toEqual([]);
  });

  it("follows each step's denylist or allowlist of the other side's services", () => {
    const denying = { ...trigger, permission: { list_type: 'denylist', channels: ['bigco_crm'] } };
    expect(isCompatible(action('bigco_crm', 'Bigco CRM'), denying)).toBe(false);
    expect(isCompatible(action('acme_notes', 'Acme Notes'), denying)).toBe(true);
    const allowing = {
      ...action('acme_notes', 'Acme Notes'),
      permission: { list_type: 'allowlist', channels: ['acme_weather'] },
    };
    expect(isCompatible(allowing, trigger)).toBe(false);
    expect(isCompatible(allowing, { ...trigger, channel_module_name: 'acme_weather' })).toBe(true);
    expect(permits({ list_type: 'none', channels: [] }, 'x')).toBe(true);
    expect(dropIncompatibleActions(denying, [action('bigco_crm', 'Bigco CRM')]).messages).toEqual([
      'Bigco CRM was removed because it is not compatible with New photo in album.',
    ]);
  });
});

describe('pickers', () => {
  it('do not offer a step already used for the same service', () => {
    const defs = [{ module_name: 'create_note' }, { module_name: 'append_note' }];
    expect(notYetUsed(defs, 'acme_notes', [step('acme_notes', 'create_note')])).toEqual([
      { module_name: 'append_note' },
    ]);
    expect(notYetUsed(defs, 'other', [step('acme_notes', 'create_note')])).toHaveLength(2);
  });
});

describe('primary service', () => {
  it("is the maker's choice among the services used, defaulting to the trigger's, and null for others", () => {
    expect(usedServices(applet())).toEqual(['daybook', 'acme_notes']);
    expect(primaryService({ maker: true, chosen: null, steps: applet() })).toBe('daybook');
    expect(primaryService({ maker: true, chosen: 'acme_notes', steps: applet() })).toBe('acme_notes');
    expect(primaryService({ maker: true, chosen: 'gone', steps: applet() })).toBeNull();
    expect(primaryService({ maker: true, chosen: null, steps: applet({ trigger: null }) })).toBeNull();
    expect(primaryService({ maker: false, chosen: 'daybook', steps: applet() })).toBeNull();
    expect(checkPrimaryService(true, 'acme_notes', usedServices(applet()))).toBeNull();
    expect(checkPrimaryService(true, 'gone', usedServices(applet()))).toBe(
      'must be one of the services the applet uses',
    );
    expect(checkPrimaryService(false, 'daybook', usedServices(applet()))).toBe(
      'can be chosen by makers only',
    );
    expect(checkPrimaryService(false, null, usedServices(applet()))).toBeNull();
  });
});
