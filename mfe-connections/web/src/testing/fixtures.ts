import type { MockedResponse } from '@apollo/client/testing';
import { setSession } from '@switchyard/client';
import type { DocumentNode } from 'graphql';
import type { OwnService, ListedConnection } from '../list/operations';
import type { ConnectableService } from '../start/operations';
import type { PreviewConnection } from '../preview/operations';

export const DAYBOOK_ID = '20000000-0000-4000-8000-000000000001';
export const PUBLISHED_ID = 'c0000000-0000-4000-8000-000000000001';
export const DRAFT_ID = 'c0000000-0000-4000-8000-000000000002';

export const daybook: OwnService & { __typename: string } = {
  __typename: 'ConnectionService',
  id: DAYBOOK_ID,
  name: 'Daybook',
  module_name: 'daybook',
  slug: 'daybook',
  brand_color: '#3355ff',
  image_url: null,
  published: false,
};

export const notes: OwnService & { __typename: string } = {
  ...daybook,
  id: '20000000-0000-4000-8000-000000000009',
  name: 'Acme Notes',
  module_name: 'acme_notes',
  slug: 'acme_notes',
};

export const connectable = (
  over: Partial<ConnectableService> & Pick<ConnectableService, 'name' | 'module_name'>,
) => ({
  __typename: 'ConnectionService',
  id: `svc-${over.module_name}`,
  slug: over.module_name,
  brand_color: null,
  image_url: null,
  description: null,
  ...over,
});

export const weather = connectable({ name: 'Acme Weather', module_name: 'acme_weather' });
export const lights = connectable({ name: 'Acme Lights', module_name: 'acme_lights' });
export const tide = connectable({ name: 'Tide Tables', module_name: 'tide_tables' });

export const listed = (over: Partial<ListedConnection> = {}) => ({
  __typename: 'Connection',
  id: PUBLISHED_ID,
  name: 'Daybook weather journal',
  description: 'Weather in your journal',
  published: true,
  archived: false,
  installs_count: 0,
  can_edit: true,
  updated_at: '2026-11-20T10:00:00.000Z',
  channels: [
    { __typename: 'ConnectionService', id: weather.id, name: weather.name, module_name: weather.module_name },
  ],
  ...over,
});

/** A mock answering `query` with `data`, or failing with a network error. */
export function mock(query: DocumentNode, variables: Record<string, unknown>, data: unknown): MockedResponse {
  return data instanceof Error
    ? { request: { query, variables }, error: data }
    : { request: { query, variables }, result: { data: data as Record<string, unknown> } };
}

/** A REST answer as csrfFetch's caller reads it. */
export const answer = (status: number, body?: unknown) => ({
  ok: status >= 200 && status < 300,
  status,
  statusText: String(status),
  json: async () => body,
  text: async () => (body === undefined ? '' : JSON.stringify(body)),
});

/** Replaces fetch (signed in, with a CSRF token) with one that answers each call from `respond`. */
export function mockFetch(
  respond: (url: string) => Promise<ReturnType<typeof answer>> | ReturnType<typeof answer>,
) {
  setSession({ viewer: null, csrfToken: 'csrf-123' });
  const fetchMock = jest.fn((url: string) => Promise.resolve(respond(String(url))));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const step = (type: string, channel: string, module_name: string, name: string, fields: object[] = []) => ({
  __typename: 'ConnectionFeatureStep',
  type,
  module_name,
  channel_module_name: channel,
  full_module_name: `${channel}.${module_name}`,
  name,
  fields: fields.map((f) => ({
    __typename: 'ConnectionStepField',
    custom_label: null,
    default_value: null,
    default_value_json: null,
    hidden: false,
    ...f,
  })),
});

/** The demo's published connection as the preview query answers it. */
export const previewConnection = (over: Partial<PreviewConnection> = {}) => ({
  __typename: 'Connection',
  id: PUBLISHED_ID,
  name: 'Daybook weather journal',
  description: "Adds the day's weather to your journal.",
  published: true,
  archived: false,
  can_edit: true,
  installs_count: 3,
  sm_background_image_url: null,
  background_image_url_1x: null,
  owner_channel: {
    __typename: 'ConnectionService',
    id: DAYBOOK_ID,
    name: 'Daybook',
    module_name: 'daybook',
    brand_color: '#3355ff',
    image_url: null,
  },
  channels: [
    {
      __typename: 'ConnectionService',
      id: weather.id,
      name: 'Acme Weather',
      module_name: 'acme_weather',
      brand_color: null,
      image_url: null,
    },
  ],
  applet_configurations: [
    {
      __typename: 'ConnectionFeature',
      id: 'f1',
      name: 'morning_forecast',
      title: 'Morning forecast',
      description: 'A journal entry with the forecast every morning.',
      required: true,
      triggers: [
        step('trigger', 'acme_weather', 'daily_forecast', 'Daily forecast', [
          { name: 'city', label: 'City', custom_label: 'Your city', default_value: 'Lisbon' },
          { name: 'units', label: 'Units', hidden: true, default_value: 'metric' },
        ]),
      ],
      queries: [],
      actions: [step('action', 'daybook', 'create_entry', 'Create journal entry')],
      customFields: [
        {
          __typename: 'ConnectionCustomField',
          id: 'cf1',
          name: 'entry_mood',
          label: 'Mood',
          helperText: 'How the entry is tagged',
          required: true,
          fieldUiType: 'collection_select',
          defaultValue: 'calm',
          defaultValueJson: null,
          options: [
            { __typename: 'ConnectionCustomFieldOption', label: 'Happy', value: 'happy' },
            { __typename: 'ConnectionCustomFieldOption', label: 'Calm', value: 'calm' },
          ],
        },
      ],
    },
    {
      __typename: 'ConnectionFeature',
      id: 'f2',
      name: 'storm_warning',
      title: 'Storm warning',
      description: null,
      required: false,
      triggers: [step('trigger', 'acme_weather', 'storm_alert', 'Storm alert')],
      queries: [],
      actions: [step('action', 'daybook', 'create_entry', 'Create journal entry')],
      customFields: [
        {
          __typename: 'ConnectionCustomField',
          id: 'cf2',
          name: 'alert_time',
          label: 'Quiet until',
          helperText: null,
          required: false,
          fieldUiType: 'time_select',
          defaultValue: null,
          defaultValueJson: null,
          options: [],
        },
        {
          __typename: 'ConnectionCustomField',
          id: 'cf3',
          name: 'kinds',
          label: 'Kinds of storm',
          helperText: null,
          required: false,
          fieldUiType: 'checkbox_multi',
          defaultValue: null,
          defaultValueJson: ['wind'],
          options: [
            { __typename: 'ConnectionCustomFieldOption', label: 'Wind', value: 'wind' },
            { __typename: 'ConnectionCustomFieldOption', label: 'Thunder', value: 'thunder' },
          ],
        },
      ],
    },
  ],
  value_propositions: [
    { __typename: 'ValueProposition', benefit: 'Never miss the weather', icon: 'sun', order: 2 },
    { __typename: 'ValueProposition', benefit: 'A richer journal', icon: 'book', order: 1 },
  ],
  post_configuration: {
    __typename: 'PostConfiguration',
    message: 'Your journal now knows the weather.',
    cta_url: 'https://daybook.example.com/journal',
  },
  ...over,
});
