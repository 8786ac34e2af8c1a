import type { ServiceOverview, ServicePageData } from '../services/serviceOperations';

/** The service page's query also brings the Triggers and Actions lists, the checklist and the admins (none by default). */
type ServiceLists = Pick<
  NonNullable<ServicePageData['service']>,
  'triggers' | 'actions' | 'queries' | 'checklist' | 'admins' | 'flood_holds'
>;

export const ACME_ID = '10000000-0000-4000-8000-000000000001';

export const acme = { __typename: 'Organization', id: ACME_ID, name: 'Acme Automation' };

/** acme_weather as the service page query answers it (published, general fields mostly empty). */
export function serviceFixture(
  overrides: Partial<ServiceOverview & ServiceLists> = {},
): ServiceOverview & ServiceLists & { __typename: string } {
  return {
    __typename: 'Service',
    id: '20000000-0000-4000-8000-000000000001',
    module_name: 'acme_weather',
    name: 'Acme Weather',
    description: 'Forecasts and severe weather alerts for any city.',
    published: true,
    viewer_is_member: true,
    brand_color: '#1E88E5',
    color_hsl: 'hsl(208, 79%, 51%)',
    icon: null,
    url: '/services/acme_weather',
    slug: overrides.module_name ?? 'acme_weather',
    category_name: null,
    home_url: null,
    support_email: null,
    short_name: null,
    invite_url: null,
    api_url_prefix: null,
    call_to_action_text: null,
    call_to_action_link: null,
    alternate_search_terms: [],
    authentication_type: 'auth_not_required',
    oauth_client_id: null,
    has_oauth_client_secret: false,
    oauth_authorization_url: null,
    oauth_token_url: null,
    demo_account_login: null,
    demo_account_password: null,
    demo_account_notes: null,
    api_token_type: null,
    api_token_format: null,
    connect_enabled: false,
    missing_for_submission: [
      'category_name',
      'home_url',
      'support_email',
      'invite_url',
      'api_url_prefix',
      'icon',
    ],
    triggers: [],
    actions: [],
    queries: [],
    checklist: [],
    admins: [],
    flood_holds: [],
    ...overrides,
    organization: {
      ...acme,
      admin_uri: `/organizations/${ACME_ID}`,
      ...overrides.organization,
    } as ServiceOverview['organization'],
  };
}
