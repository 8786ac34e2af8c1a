/** A published connection, the viewer's services and runs as the enable page's queries answer them. */
import type { MockedResponse } from '@apollo/client/testing';
import { PUBLISHED_ID } from '../testing/fixtures';
import {
  DisableConnectionDocument,
  EnableConnectionDocument,
  EnablementRunsDocument,
  EnablePageDocument,
  EnableServicesDocument,
  type Enablement,
} from './operations';

const option = (label: string, value: string) => ({
  __typename: 'ConnectionCustomFieldOption',
  label,
  value,
});

const customField = (over: Record<string, unknown>) => ({
  __typename: 'ConnectionCustomField',
  helperText: null,
  required: false,
  defaultValue: null,
  defaultValueJson: null,
  options: [],
  ...over,
});

const stepField = (over: Record<string, unknown>) => ({
  __typename: 'PublishedStepField',
  required: false,
  input: 'text',
  options: [],
  dynamic_options: false,
  default_value_json: null,
  ...over,
});

const step = (type: string, channel: string, module: string, name: string, fields: object[] = []) => ({
  __typename: 'PublishedFeatureStep',
  key: `${type}.${channel}.${module}`,
  type,
  name,
  channel_module_name: channel,
  module_name: module,
  fields,
});

export const ALERT_STEP = 'trigger.acme_weather.severe_weather_alert';
export const ALBUM_STEP = 'action.daybook.add_photo_to_album';

const service = (id: string, name: string, module_name: string, brand_color: string | null) => ({
  __typename: 'PublishedConnectionService',
  id,
  name,
  module_name,
  brand_color,
  image_url: null,
});

type EnablementFeature = Enablement['features'][number];

export const enablementFeature = (
  over: Partial<EnablementFeature> & Pick<EnablementFeature, 'id' | 'name'>,
): EnablementFeature & { __typename: string } => ({
  __typename: 'ConnectionEnablementFeature',
  enabled: true,
  paused_reason: null,
  custom_field_values: {},
  step_field_values: {},
  ...over,
});

export const enablement = (over: Partial<Enablement> = {}): Enablement & { __typename: string } => ({
  __typename: 'ConnectionEnablement',
  id: 'en-1',
  connection_id: PUBLISHED_ID,
  enabled: true,
  features: [
    enablementFeature({
      id: 'ef-1',
      name: 'weather_journal',
      custom_field_values: { entry_mood: 'happy', note: 'Stormy', quiet_until: '07:30', kinds: ['thunder'] },
      step_field_values: { [ALERT_STEP]: { city: 'Porto' } },
    }),
    enablementFeature({ id: 'ef-2', name: 'entry_covers_to_album', enabled: false }),
  ],
  ...over,
});

/** The demo connection as users see it: a required feature with every UI type, an optional one with a dynamic field. */
export const published = (over: Record<string, unknown> = {}) => ({
  __typename: 'PublishedConnection',
  id: PUBLISHED_ID,
  name: 'Daybook weather journal',
  description: "Adds the day's weather to your journal.",
  sm_background_image_url: null,
  background_image_url_1x: null,
  installs_count: 3,
  value_propositions: [
    { __typename: 'ValueProposition', benefit: 'Never miss the weather', icon: 'sun', order: 2 },
    { __typename: 'ValueProposition', benefit: 'A richer journal', icon: 'book', order: 1 },
  ],
  post_configuration: {
    __typename: 'PostConfiguration',
    message: 'Your journal now knows the weather.',
    cta_url: 'https://daybook.example.com/journal',
  },
  owner_channel: service('svc-daybook', 'Daybook', 'daybook', '#3355ff'),
  channels: [service('svc-weather', 'Acme Weather', 'acme_weather', null)],
  features: [
    {
      __typename: 'PublishedConnectionFeature',
      name: 'weather_journal',
      title: 'Severe weather journal',
      description: 'A journal entry when a storm comes.',
      required: true,
      customFields: [
        customField({
          id: 'cf-1',
          name: 'entry_mood',
          label: 'Mood',
          helperText: 'How the entry is tagged',
          required: true,
          fieldUiType: 'collection_select',
          defaultValue: 'calm',
          options: [option('Happy', 'happy'), option('Calm', 'calm')],
        }),
        customField({ id: 'cf-2', name: 'note', label: 'Note', fieldUiType: 'text_field' }),
        customField({ id: 'cf-3', name: 'quiet_until', label: 'Quiet until', fieldUiType: 'time_select' }),
        customField({
          id: 'cf-4',
          name: 'kinds',
          label: 'Kinds of storm',
          fieldUiType: 'checkbox_multi',
          defaultValueJson: ['wind'],
          options: [option('Wind', 'wind'), option('Thunder', 'thunder')],
        }),
      ],
      steps: [
        step('trigger', 'acme_weather', 'severe_weather_alert', 'Severe weather alert', [
          stepField({
            name: 'city',
            label: 'Which city?',
            required: true,
            input: 'location',
            default_value_json: 'Lisbon',
          }),
        ]),
        step('action', 'daybook', 'create_journal_entry', 'Create journal entry'),
      ],
    },
    {
      __typename: 'PublishedConnectionFeature',
      name: 'entry_covers_to_album',
      title: 'Entry covers to an album',
      description: null,
      required: false,
      customFields: [],
      steps: [
        step('trigger', 'daybook', 'new_journal_entry', 'New journal entry', [
          stepField({
            name: 'mood',
            label: 'Mood',
            input: 'dropdown',
            options: [option('Happy', 'happy'), option('Sad', 'sad')],
          }),
        ]),
        step('action', 'daybook', 'add_photo_to_album', 'Add photo to album', [
          stepField({
            name: 'album',
            label: 'Album',
            required: true,
            input: 'dropdown',
            dynamic_options: true,
          }),
        ]),
      ],
    },
  ],
  my_enablement: null,
  ...over,
});

const forever = { maxUsageCount: Number.POSITIVE_INFINITY };

export const pageMock = (data: object | null | Error): MockedResponse =>
  data instanceof Error
    ? { request: { query: EnablePageDocument, variables: { id: PUBLISHED_ID } }, error: data }
    : {
        request: { query: EnablePageDocument, variables: { id: PUBLISHED_ID } },
        result: { data: { publishedConnection: data } },
      };

export const viewerService = (module_name: string, name: string, over: Record<string, unknown> = {}) => ({
  __typename: 'ComposerChannel',
  id: `cc-${module_name}`,
  module_name,
  name,
  needs_connection: true,
  connected: true,
  authentication_type: 'oauth',
  ...over,
});

/** The viewer's services; answered again on every refetch unless `once`. */
export const servicesMock = (
  daybook: Record<string, unknown> = {},
  weather: Record<string, unknown> = { needs_connection: false, connected: false, authentication_type: null },
  once = false,
): MockedResponse => ({
  request: { query: EnableServicesDocument, variables: { module_names: ['daybook', 'acme_weather'] } },
  result: {
    data: {
      composerChannels: [
        viewerService('daybook', 'Daybook', daybook),
        viewerService('acme_weather', 'Acme Weather', weather),
      ],
    },
  },
  ...(once ? {} : forever),
});

export const run = (over: Record<string, unknown> = {}) => ({
  __typename: 'AppletRun',
  id: 'run-1',
  status: 'succeeded',
  created_at: '2026-11-20T10:00:00.000Z',
  error: null,
  steps: [],
  ...over,
});

/** The runs of both features (the second, off, has none), as the engine answers them. */
export const runsMock = (features: object[]): MockedResponse => ({
  request: { query: EnablementRunsDocument, variables: { id: PUBLISHED_ID } },
  result: {
    data: {
      publishedConnection: {
        __typename: 'PublishedConnection',
        id: PUBLISHED_ID,
        my_enablement: {
          __typename: 'ConnectionEnablement',
          id: 'en-1',
          features: [...features, featureRuns('ef-2', null, { trigger_check: null })],
        },
      },
    },
  },
  ...forever,
});

export const featureRuns = (id: string, runs: object[] | null, over: Record<string, unknown> = {}) => ({
  __typename: 'ConnectionEnablementFeature',
  id,
  paused_reason: null,
  recent_runs: runs,
  trigger_check: {
    __typename: 'TriggerCheck',
    last_checked_at: '2026-11-20T10:00:00.000Z',
    next_check_at: null,
    last_error: null,
  },
  ...over,
});

/** The enable mutation: answers `answer` and records the input it was sent. */
export function enableMock(
  answer: { enablement?: object | null; errors?: object[] },
  sent: unknown[],
): MockedResponse {
  return {
    request: { query: EnableConnectionDocument },
    variableMatcher: (variables) => {
      sent.push(variables?.input);
      return true;
    },
    result: {
      data: {
        enableConnection: {
          __typename: 'EnableConnectionPayload',
          enablement: answer.enablement ?? null,
          errors: (answer.errors ?? []).map((e) => ({ __typename: 'UserError', ...e })),
        },
      },
    },
  };
}

/** The enablement as the mutations answer it (with the connection's count and reference). */
export const answeredEnablement = (over: Partial<Enablement> = {}) => ({
  ...enablement(over),
  connection: {
    __typename: 'PublishedConnection',
    id: PUBLISHED_ID,
    installs_count: 4,
    my_enablement: { __typename: 'ConnectionEnablement', id: 'en-1' },
  },
});

export const disableMock = (): MockedResponse => ({
  request: { query: DisableConnectionDocument, variables: { connection_id: PUBLISHED_ID } },
  result: {
    data: {
      disableConnection: {
        __typename: 'EnableConnectionPayload',
        enablement: {
          ...enablement({ enabled: false }),
          connection: { __typename: 'PublishedConnection', id: PUBLISHED_ID, installs_count: 2 },
        },
        errors: [],
      },
    },
  },
});
