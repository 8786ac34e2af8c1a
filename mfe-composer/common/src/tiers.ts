/**
 * What a user's subscription lets them use in the composer (see
 * spec/composer-and-header.md#1-what-the-product-does-and-for-whom,
 * spec/composer-and-header.md#6-roles-and-permissions): Pro allows multiple actions; Pro+ queries, filter
 * code and delay. Filter code can be tried by anyone, but saving an applet with it needs a paid plan. The
 * server checks the same flags.
 */
export type SubscriptionTier = 'free' | 'pro' | 'pro_plus';

export interface Capabilities {
  canFilter: boolean;
  canDelay: boolean;
  canQuery: boolean;
  canMultiAction: boolean;
  canTag: boolean;
}

export const UPGRADE_TEXTS = {
  canFilter: 'Filter code is a Pro+ feature.',
  canDelay: 'Delay is a Pro+ feature.',
  canQuery: 'Queries are a Pro+ feature.',
  canMultiAction: 'Multi-actions are a Pro feature.',
} as const;

/** Where each upgrade text links: the plan page, at the plan that unlocks the feature. */
export const PLANS_PAGE = '/plans';
export const UPGRADE_PLAN: Record<keyof typeof UPGRADE_TEXTS, SubscriptionTier> = {
  canFilter: 'pro_plus',
  canDelay: 'pro_plus',
  canQuery: 'pro_plus',
  canMultiAction: 'pro',
};
export const upgradeHref = (capability: keyof typeof UPGRADE_TEXTS) =>
  `${PLANS_PAGE}#${UPGRADE_PLAN[capability]}`;

export interface Plan {
  tier: SubscriptionTier;
  /** The name users read (the spec's 'Pro' and 'Pro+'). */
  name: string;
  summary: string;
  /** What an applet may hold on this plan, in the composer's words. */
  features: string[];
}

/** The plans, cheapest first; each has everything of the one before. */
export const PLANS: readonly Plan[] = [
  {
    tier: 'free',
    name: 'Free',
    summary: 'Applets with one trigger and one action.',
    features: [
      'One trigger and one action per Applet',
      'Tags, ingredients and field defaults',
      'Try filter code (saving it needs Pro+)',
    ],
  },
  {
    tier: 'pro',
    name: 'Pro',
    summary: 'Everything in Free, and several actions per Applet.',
    features: ['Multi-actions: a second action or more'],
  },
  {
    tier: 'pro_plus',
    name: 'Pro+',
    summary: 'Everything in Pro, and Applets that look things up, decide and wait.',
    features: ['Queries', 'Filter code', 'Delay: wait up to 3 hours before the actions run'],
  },
];

export const planName = (tier: string) => PLANS.find((p) => p.tier === tier)?.name ?? tier;

export function capabilitiesOf(tier: string): Capabilities {
  const proPlus = tier === 'pro_plus';
  const pro = proPlus || tier === 'pro';
  // Tags are metadata every user may set (the spec ties them to no plan).
  return { canFilter: proPlus, canDelay: proPlus, canQuery: proPlus, canMultiAction: pro, canTag: true };
}

/** The features an applet uses that the capabilities do not allow, as the server refuses them. */
export function missingCapabilities(
  applet: { filter_code: string | null; default_delay: number | null; queries: number; actions: number },
  caps: Capabilities,
): { path: string; message: string }[] {
  const missing: { path: string; message: string }[] = [];
  if (applet.filter_code !== null && applet.filter_code.trim() && !caps.canFilter)
    missing.push({ path: '/applet/filter_code', message: UPGRADE_TEXTS.canFilter });
  if (applet.default_delay !== null && !caps.canDelay)
    missing.push({ path: '/applet/default_delay', message: UPGRADE_TEXTS.canDelay });
  if (applet.queries > 0 && !caps.canQuery)
    missing.push({ path: '/applet/applet_queries', message: UPGRADE_TEXTS.canQuery });
  if (applet.actions > 1 && !caps.canMultiAction)
    missing.push({ path: '/applet/applet_actions', message: UPGRADE_TEXTS.canMultiAction });
  return missing;
}
