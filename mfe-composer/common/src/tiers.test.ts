import { capabilitiesOf, missingCapabilities, UPGRADE_TEXTS } from './tiers';

describe('tiers', () => {
  it('gives Pro multiple actions and Pro+ queries, filter code and delay', () => {
    expect(capabilitiesOf('free')).toEqual({
      canFilter: false,
      canDelay: false,
      canQuery: false,
      canMultiAction: false,
      canTag: true,
    });
    expect(capabilitiesOf('pro')).toMatchObject({ canMultiAction: true, canQuery: false, canFilter: false });
    expect(capabilitiesOf('pro_plus')).toMatchObject({
      canMultiAction: true,
      canQuery: true,
      canFilter: true,
      canDelay: true,
    });
  });

  it('names what an applet uses beyond the plan, with the upgrade text', () => {
    const everything = { filter_code: 'skip()', default_delay: 15, queries: 1, actions: 2 };
    expect(missingCapabilities(everything, capabilitiesOf('free')).map((m) => m.message)).toEqual([
      UPGRADE_TEXTS.canFilter,
      UPGRADE_TEXTS.canDelay,
      UPGRADE_TEXTS.canQuery,
      UPGRADE_TEXTS.canMultiAction,
    ]);
    expect(missingCapabilities(everything, capabilitiesOf('pro')).map((m) => m.path)).toEqual([
      '/applet/filter_code',
      '/applet/default_delay',
      '/applet/applet_queries',
    ]);
    expect(missingCapabilities(everything, capabilitiesOf('pro_plus'))).toEqual([]);
    // Empty filter code (just added, nothing written) is no use of it.
    expect(
      missingCapabilities(
        { ...everything, filter_code: ' ', default_delay: null, queries: 0, actions: 1 },
        capabilitiesOf('free'),
      ),
    ).toEqual([]);
  });
});
