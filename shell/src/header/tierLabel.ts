/**
 * As spec/composer-and-header.md#6-roles-and-permissions says: free is 'Your organization', otherwise
 * '{tier name} organization'.
 */
export function tierLabel(org: { tier: string; tier_display_name: string }): string {
  return org.tier === 'free' ? 'Your organization' : `${org.tier_display_name} organization`;
}
