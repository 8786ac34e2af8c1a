import { invitationLimit, isTier, tierDisplayName, tierHasInvoices } from './tiers';

describe('tiers', () => {
  it('names each tier for display', () => {
    expect(tierDisplayName('free')).toBe('Free');
    expect(tierDisplayName('lite')).toBe('Lite');
    expect(tierDisplayName('developer')).toBe('Developer');
    expect(tierDisplayName('business')).toBe('Business');
  });

  it('gives each tier its invitation limit and refuses unknown tiers any', () => {
    expect([
      invitationLimit('free'),
      invitationLimit('lite'),
      invitationLimit('developer'),
      invitationLimit('business'),
    ]).toEqual([2, 5, 10, 25]);
    expect(invitationLimit('platinum')).toBe(0);
    expect(isTier('platinum')).toBe(false);
  });

  it('has invoices only for lite and developer', () => {
    expect(['free', 'lite', 'developer', 'business'].filter(tierHasInvoices)).toEqual(['lite', 'developer']);
  });
});
