import { tierLabel } from './tierLabel';

describe('tierLabel', () => {
  it('calls a free organization "Your organization"', () => {
    expect(tierLabel({ tier: 'free', tier_display_name: 'Free' })).toBe('Your organization');
  });

  it('names the tier of any other organization', () => {
    expect(tierLabel({ tier: 'developer', tier_display_name: 'Developer' })).toBe('Developer organization');
    expect(tierLabel({ tier: 'lite', tier_display_name: 'Lite' })).toBe('Lite organization');
    expect(tierLabel({ tier: 'business', tier_display_name: 'Business' })).toBe('Business organization');
  });
});
