export const TIERS = ['free', 'lite', 'developer', 'business'] as const;
export type Tier = (typeof TIERS)[number];

const displayNames: Record<Tier, string> = {
  free: 'Free',
  lite: 'Lite',
  developer: 'Developer',
  business: 'Business',
};

/** People an organization may have besides its owner (members plus pending invitations). */
const invitationLimits: Record<Tier, number> = {
  free: 2,
  lite: 5,
  developer: 10,
  business: 25,
};

export function isTier(value: string): value is Tier {
  return (TIERS as readonly string[]).includes(value);
}

export function tierDisplayName(tier: string): string {
  return isTier(tier) ? displayNames[tier] : tier;
}

export function invitationLimit(tier: string): number {
  return isTier(tier) ? invitationLimits[tier] : 0;
}

/** Only these tiers are billed, so only they have an invoices view. */
export function tierHasInvoices(tier: string): boolean {
  return tier === 'lite' || tier === 'developer';
}
