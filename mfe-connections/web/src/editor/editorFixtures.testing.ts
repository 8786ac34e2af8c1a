/** Services and a connection as the editor's queries answer them, for the editor's tests. */
import type { MockedResponse } from '@apollo/client/testing';
import {
  EditorConnectionDocument,
  EditorNewServicesDocument,
  EditorUpdateConnectionDocument,
  type EditorConnectionFragment,
  type EditorServiceFragment,
} from '../gql/graphql';

const step = (
  id: string,
  module_name: string,
  name: string,
  fields: { name: string; label: string }[] = [],
) => ({
  __typename: 'ConnectionServiceStep' as const,
  id,
  name,
  module_name,
  description: `${name}, described`,
  weight: 0,
  tier: null,
  fields: fields.map((f) => ({
    __typename: 'ConnectionServiceStepField' as const,
    required: false,
    field_type: 'text',
    ...f,
  })),
  ingredients: [],
});

export const daybook: EditorServiceFragment & { __typename: 'ConnectionService' } = {
  __typename: 'ConnectionService',
  id: 'svc-daybook',
  name: 'Daybook',
  module_name: 'daybook',
  slug: 'daybook',
  brand_color: '#333333',
  description: 'A journal',
  image_url: null,
  connect_enabled: true,
  published: false,
  organization_id: '10000000-0000-4000-8000-000000000001',
  triggers: [step('st-1', 'new_journal_entry', 'New journal entry')],
  queries: [],
  actions: [
    step('st-2', 'create_journal_entry', 'Create journal entry', [{ name: 'title', label: 'Title' }]),
  ],
};

export const acmeWeather: EditorServiceFragment & { __typename: 'ConnectionService' } = {
  __typename: 'ConnectionService',
  id: 'svc-weather',
  name: 'Acme Weather',
  module_name: 'acme_weather',
  slug: 'acme_weather',
  brand_color: null,
  description: 'Forecasts',
  image_url: null,
  connect_enabled: true,
  published: true,
  organization_id: '10000000-0000-4000-8000-000000000001',
  triggers: [
    step('st-3', 'tomorrow_forecast', "Tomorrow's forecast", [{ name: 'location', label: 'Location' }]),
  ],
  queries: [step('st-4', 'current_weather', 'Current weather')],
  actions: [],
};

export const newServicesMock = (): MockedResponse => ({
  request: { query: EditorNewServicesDocument, variables: { module_names: ['daybook', 'acme_weather'] } },
  result: {
    data: {
      myConnectionServices: [{ __typename: 'ConnectionService', id: daybook.id, module_name: 'daybook' }],
      connectionChannels: [daybook, acmeWeather],
    },
  },
});

export const CONNECTION_ID = 'c0000000-0000-4000-8000-000000000001';

export function connection(overrides: Partial<EditorConnectionFragment> = {}) {
  return {
    __typename: 'Connection',
    id: CONNECTION_ID,
    numeric_id: 1,
    name: 'Weather journal',
    description: 'Writes the forecast in your journal',
    published: true,
    archived: false,
    installs_count: 0,
    can_edit: true,
    sm_background_image_url: null,
    background_image_url_1x: null,
    owner_channel: daybook,
    channels: [acmeWeather],
    applet_script: { __typename: 'ConnectionScript', raw_code: '' },
    post_configuration: { __typename: 'PostConfiguration', message: null, cta_url: null },
    applet_configurations: [
      {
        __typename: 'ConnectionFeature',
        id: 'feat-1',
        name: 'morning_forecast',
        title: 'Morning forecast',
        description: null,
        icon: null,
        required: false,
        status: 'valid',
        triggers: [
          {
            __typename: 'ConnectionFeatureStep',
            type: 'trigger',
            module_name: 'tomorrow_forecast',
            channel_module_name: 'acme_weather',
            full_module_name: 'acme_weather.tomorrow_forecast',
            channel_id: acmeWeather.id,
            name: "Tomorrow's forecast",
            fields: [
              {
                __typename: 'ConnectionStepField',
                name: 'location',
                label: 'Location',
                custom_label: null,
                default_value: 'Paris',
                default_value_json: null,
                hidden: true,
              },
            ],
            ingredients: [],
          },
        ],
        queries: [],
        actions: [],
        customFields: [
          {
            __typename: 'ConnectionCustomField',
            id: 'cf-1',
            name: 'units',
            label: 'Units',
            helperText: null,
            required: true,
            fieldUiType: 'collection_select',
            defaultValue: 'metric',
            defaultValueJson: null,
            options: [
              { __typename: 'ConnectionCustomFieldOption', label: 'Metric', value: 'metric' },
              { __typename: 'ConnectionCustomFieldOption', label: 'Imperial', value: 'imperial' },
            ],
          },
        ],
      },
    ],
    ...overrides,
  };
}

export const connectionMock = (answer: object | null = connection()): MockedResponse => ({
  request: { query: EditorConnectionDocument, variables: { id: CONNECTION_ID } },
  result: { data: { connection: answer } },
});

/** An update mutation answered with `answer` (or failing), recording each input it is sent. */
export function updateMock(
  sent: Record<string, unknown>[],
  answer: { id?: string | null; errors?: { attribute: string; message: string }[] } | Error,
  opts: { delay?: number } = {},
): MockedResponse {
  return {
    request: { query: EditorUpdateConnectionDocument },
    variableMatcher: (variables: Record<string, unknown>) => {
      sent.push(variables.input as Record<string, unknown>);
      return true;
    },
    delay: opts.delay,
    ...(answer instanceof Error
      ? { error: answer }
      : {
          result: {
            data: {
              updateConnection: {
                __typename: 'UpdateConnectionPayload',
                applet: answer.id ? { __typename: 'ConnectionRef', id: answer.id } : null,
                errors: (answer.errors ?? []).map((e) => ({ __typename: 'UserError', ...e })),
              },
            },
          },
        }),
  } as MockedResponse;
}
