import type { ServiceDetails } from '../serviceOperations';

export const ACME_ID = '10000000-0000-4000-8000-000000000001';

export const acme = { __typename: 'Organization', id: ACME_ID, name: 'Acme Automation' };

export function serviceFixture(
  overrides: Partial<ServiceDetails> = {},
): ServiceDetails & { __typename: string } {
  return {
    __typename: 'Service',
    id: '20000000-0000-4000-8000-000000000001',
    module_name: 'acme_weather',
    name: 'Acme Weather',
    description: 'Forecasts and severe weather alerts for any city.',
    published: true,
    brand_color: '#1E88E5',
    color_hsl: 'hsl(208, 79%, 51%)',
    icon: null,
    url: '/services/acme_weather',
    ...overrides,
    organization: {
      ...acme,
      admin_uri: `/organizations/${ACME_ID}`,
      ...overrides.organization,
    } as ServiceDetails['organization'],
  };
}
