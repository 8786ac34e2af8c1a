import type { DeveloperHeaderData } from './developerHeaderQuery';
import { resetHeaderData } from './headerData';

export const ACME_ID = '10000000-0000-4000-8000-000000000001';
export const LABS_ID = '10000000-0000-4000-8000-000000000002';
export const LITE_ID = '10000000-0000-4000-8000-000000000003';

const service = (
  id: string,
  module_name: string,
  name: string,
  extra: { icon?: string; color_hsl?: string; published?: boolean; review_status_label?: string },
) => ({
  id,
  module_name,
  name,
  icon: extra.icon ?? null,
  color_hsl: extra.color_hsl ?? null,
  published: extra.published ?? false,
  review_status_label: extra.review_status_label ?? null,
  url: `/services/${module_name}`,
});

const org = (
  id: string,
  name: string,
  tier: string,
  tier_display_name: string,
  services: ReturnType<typeof service>[],
) => ({
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
    id: '00000000-0000-4000-8000-000000000001',
    login: 'olivia',
    name: 'Olivia Owner',
    timezone: 'Europe/Lisbon',
    organizations: [
      org(ACME_ID, 'Acme Automation', 'developer', 'Developer', [
        service('s1', 'acme_lights', 'Acme Lights', { icon: '/services/acme_lights/icon', published: true }),
        service('s2', 'acme_weather', 'Acme Weather', {
          color_hsl: 'hsl(200, 60%, 45%)',
          review_status_label: 'In review',
        }),
      ]),
      org(LABS_ID, 'Olivia Labs', 'free', 'Free', []),
      org(LITE_ID, 'Lite Industries', 'lite', 'Lite', [
        service('s3', 'lite_sensor', 'Lite Sensor', { published: true }),
      ]),
    ],
  } as DeveloperHeaderData['me'],
};

/** One answer of POST /graphql for the header query. */
export type HeaderResponse =
  | { data: DeveloperHeaderData; errors?: { message: string; extensions?: { code: string } }[] }
  | { error: Error };

export const headerMock = (data: DeveloperHeaderData = headerData): HeaderResponse => ({ data });

export const headerErrorMock = (): HeaderResponse => ({ error: new Error('Network request failed') });

/** Answers the header's requests in order (the last answer repeats) and forgets earlier data. */
export function mockHeaderFetch(responses: HeaderResponse[] = [headerMock()]) {
  resetHeaderData();
  let i = 0;
  const fetchMock = jest.fn(async () => {
    const r = responses[Math.min(i++, responses.length - 1)];
    if ('error' in r) throw r.error;
    // jsdom has no Response: the fields graphqlRequest reads are enough.
    return { ok: true, status: 200, json: async () => ({ data: r.data, errors: r.errors }) };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
