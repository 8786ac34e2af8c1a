import type { MockedResponse } from '@apollo/client/testing';
import {
  ActionEditDocument,
  ServiceStepsDocument,
  TriggerEditDocument,
  type ActionData,
  type ActionDetails,
  type ActionFieldData,
  type PermissionData,
  type ServiceSteps,
  type TriggerData,
  type TriggerDetails,
  type TriggerFieldData,
  type TriggerIngredientData,
} from './operations';

export const SERVICE = 'acme_weather';
export const SERVICE_ID = '20000000-0000-4000-8000-000000000001';

type Typed<T> = T & { __typename: string };

export function triggerFixture(overrides: Partial<TriggerData> = {}): Typed<TriggerData> {
  return {
    __typename: 'Trigger',
    id: 't-1',
    name: 'New forecast',
    slug: 'new_forecast',
    description: 'This Trigger fires when a forecast is published.',
    verbiage: 'a new forecast',
    trigger_type: 'protocol',
    feed_url: null,
    weight: 0,
    ...overrides,
  };
}

export const forecast = triggerFixture();
export const alertsFeed = triggerFixture({
  id: 't-2',
  name: 'Alerts feed',
  slug: null,
  description: 'This Trigger fires for every new alert in the feed.',
  verbiage: null,
  trigger_type: 'feed',
  feed_url: 'https://weather.acme.example/alerts.xml',
  weight: 1,
});
export const storm = triggerFixture({
  id: 't-3',
  name: 'Storm warning',
  slug: 'storm_warning',
  description: 'This Trigger fires when a storm is near.',
  weight: 2,
});

export function actionFixture(overrides: Partial<ActionData> = {}): Typed<ActionData> {
  return {
    __typename: 'Action',
    id: 'a-1',
    name: 'Post a report',
    slug: 'post_report',
    description: 'This Action posts a weather report.',
    verbiage: 'post a report',
    weight: 0,
    ...overrides,
  };
}

export const report = actionFixture();
export const subscribe = actionFixture({
  id: 'a-2',
  name: 'Subscribe to a city',
  slug: 'subscribe_city',
  description: 'This Action subscribes to a city.',
  weight: 1,
});

export function stepsServiceFixture(overrides: Partial<ServiceSteps> = {}): Typed<ServiceSteps> {
  return {
    __typename: 'Service',
    id: SERVICE_ID,
    module_name: SERVICE,
    name: 'Acme Weather',
    published: false,
    viewer_is_member: true,
    triggers: [forecast, alertsFeed, storm],
    actions: [report, subscribe],
    ...overrides,
  };
}

export const permissionFixture = (step_type: string, overrides: Partial<PermissionData> = {}) => ({
  __typename: 'Permission',
  step_type,
  list_type: 'none',
  channels: [],
  ...overrides,
});

/** `published`: true, false, or 'not a member' (an unpublished service of another organization). */
const serviceOnly = (published: boolean | 'not a member') => ({
  __typename: 'Service',
  id: SERVICE_ID,
  module_name: SERVICE,
  name: 'Acme Weather',
  published: published === true,
  viewer_is_member: published !== 'not a member',
});

export const stepsMock = (service: ServiceSteps | null = stepsServiceFixture()): MockedResponse => ({
  request: { query: ServiceStepsDocument, variables: { module_name: SERVICE } },
  result: { data: { service } },
});

export const OPTIONS_TEMPLATE =
  'https://api.acme.example/switchyard/v1/triggers/new_forecast/fields/{slug}/options';
export const VALIDATION_TEMPLATE =
  'https://api.acme.example/switchyard/v1/triggers/new_forecast/fields/{slug}/validate';
export const ACTION_OPTIONS_TEMPLATE =
  'https://api.acme.example/switchyard/v1/actions/post_report/fields/{slug}/options';

export function triggerFieldFixture(overrides: Partial<TriggerFieldData> = {}): Typed<TriggerFieldData> {
  return {
    __typename: 'TriggerField',
    id: 'tf-1',
    name: 'Which city?',
    slug: 'city',
    trigger_field_type: 0,
    helper_text: null,
    shareable: true,
    populator_values: [],
    regex_value: null,
    regex_error_message: null,
    weight: 0,
    ...overrides,
  };
}

export function actionFieldFixture(overrides: Partial<ActionFieldData> = {}): Typed<ActionFieldData> {
  return {
    __typename: 'ActionField',
    id: 'af-1',
    name: 'Report text',
    slug: 'report_text',
    action_field_type: 13,
    helper_text: null,
    required: true,
    shareable: true,
    populator_values: [],
    weight: 0,
    ...overrides,
  };
}

export function triggerIngredientFixture(
  overrides: Partial<TriggerIngredientData> = {},
): Typed<TriggerIngredientData> {
  return {
    __typename: 'Ingredient',
    id: 'ti-1',
    name: 'Temperature',
    slug: 'temperature',
    note: 'The forecast temperature.',
    value_type: 'string',
    example: '21',
    weight: 0,
    ...overrides,
  };
}

/** What the trigger page reads beyond the trigger itself; fields and ingredients empty unless given. */
export type TriggerExtras = Partial<
  Pick<
    TriggerDetails,
    'fields' | 'ingredients' | 'field_options_url_template' | 'field_validation_url_template'
  >
>;

export const triggerEditMock = (
  trigger: TriggerData | null,
  slugOrId: string,
  published: boolean | 'not a member' = false,
  extras: TriggerExtras = {},
): MockedResponse => ({
  request: { query: TriggerEditDocument, variables: { module_name: SERVICE, slug_or_id: slugOrId } },
  result: {
    data: {
      service: serviceOnly(published),
      trigger: trigger && {
        permission: permissionFixture('trigger'),
        fields: [],
        ingredients: [],
        field_options_url_template: OPTIONS_TEMPLATE,
        field_validation_url_template: VALIDATION_TEMPLATE,
        ...trigger,
        ...extras,
      },
    },
  },
});

export const actionEditMock = (
  action: ActionData | null,
  slug: string,
  published = false,
  extras: Partial<Pick<ActionDetails, 'fields' | 'field_options_url_template'>> = {},
): MockedResponse => ({
  request: { query: ActionEditDocument, variables: { module_name: SERVICE, slug } },
  result: {
    data: {
      service: serviceOnly(published),
      action: action && {
        permission: permissionFixture('action'),
        fields: [],
        field_options_url_template: ACTION_OPTIONS_TEMPLATE,
        ...action,
        ...extras,
      },
    },
  },
});
