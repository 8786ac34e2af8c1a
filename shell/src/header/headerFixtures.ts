import type { MockedResponse } from '@apollo/client/testing';
import { DEVELOPER_HEADER_QUERY, type DeveloperHeaderData } from './developerHeaderQuery';

export const ACME_ID = '10000000-0000-4000-8000-000000000001';
export const LABS_ID = '10000000-0000-4000-8000-000000000002';
export const LITE_ID = '10000000-0000-4000-8000-000000000003';

const service = (
  id: string,
  module_name: string,
  name: string,
  extra: { icon?: string; color_hsl?: string; published?: boolean },
) => ({
  __typename: 'Service' as const,
  id,
  module_name,
  name,
  icon: extra.icon ?? null,
  color_hsl: extra.color_hsl ?? null,
  published: extra.published ?? false,
  url: `/services/${module_name}`,
});

const org = (
  id: string,
  name: string,
  tier: string,
  tier_display_name: string,
  services: ReturnType<typeof service>[],
) => ({
  __typename: 'Organization' as const,
  id,
  name,
  tier,
  tier_display_name,
  admin_uri: `/organizations/${id}`,
  services,
});

/** Olivia's organizations as the header query returns them. */
export const headerData: DeveloperHeaderData = {
  me: {
    __typename: 'User',
    id: '00000000-0000-4000-8000-000000000001',
    login: 'olivia',
    name: 'Olivia Owner',
    organizations: [
      org(ACME_ID, 'Acme Automation', 'developer', 'Developer', [
        service('s1', 'acme_lights', 'Acme Lights', { icon: '/services/acme_lights/icon', published: true }),
        service('s2', 'acme_weather', 'Acme Weather', { color_hsl: 'hsl(200, 60%, 45%)' }),
      ]),
      org(LABS_ID, 'Olivia Labs', 'free', 'Free', []),
      org(LITE_ID, 'Lite Industries', 'lite', 'Lite', [
        service('s3', 'lite_sensor', 'Lite Sensor', { published: true }),
      ]),
    ],
  } as DeveloperHeaderData['me'],
};

export const headerMock = (data: DeveloperHeaderData = headerData): MockedResponse => ({
  request: { query: DEVELOPER_HEADER_QUERY },
  result: { data },
});

export const headerErrorMock = (): MockedResponse => ({
  request: { query: DEVELOPER_HEADER_QUERY },
  error: new Error('Network request failed'),
});
