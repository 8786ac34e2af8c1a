import {
  capabilitiesOf,
  missingCapabilities,
  PLANS,
  UPGRADE_PLAN,
  UPGRADE_TEXTS,
  upgradeHref,
} from './tiers';

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

  it('links each upgrade text to the cheapest plan that unlocks it, in the order of the plans', () => {
    expect(PLANS.map((p) => p.tier)).toEqual(['free', 'pro', 'pro_plus']);
    for (const capability of Object.keys(UPGRADE_TEXTS) as (keyof typeof UPGRADE_TEXTS)[]) {
      const at = PLANS.findIndex((p) => p.tier === UPGRADE_PLAN[capability]);
      expect(capabilitiesOf(PLANS[at].tier)[capability]).toBe(true);
      expect(capabilitiesOf(PLANS[at - 1].tier)[capability]).toBe(false);
    }
    expect(upgradeHref('canMultiAction')).toBe('/plans#pro');
    expect(upgradeHref('canFilter')).toBe('/plans#pro_plus');
  });
});
