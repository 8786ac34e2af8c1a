import type { MockedResponse } from '@apollo/client/testing';
import {
  ACTION_EDIT_QUERY,
  SERVICE_STEPS_QUERY,
  TRIGGER_EDIT_QUERY,
  type ActionData,
  type PermissionData,
  type ServiceSteps,
  type TriggerData,
} from '../../steps/operations';

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

const serviceOnly = (published: boolean) => ({
  __typename: 'Service',
  id: SERVICE_ID,
  module_name: SERVICE,
  name: 'Acme Weather',
  published,
});

export const stepsMock = (service: ServiceSteps | null = stepsServiceFixture()): MockedResponse => ({
  request: { query: SERVICE_STEPS_QUERY, variables: { module_name: SERVICE } },
  result: { data: { service } },
});

export const triggerEditMock = (
  trigger: TriggerData | null,
  slugOrId: string,
  published = false,
): MockedResponse => ({
  request: { query: TRIGGER_EDIT_QUERY, variables: { module_name: SERVICE, slug_or_id: slugOrId } },
  result: {
    data: {
      service: serviceOnly(published),
      trigger: trigger && { permission: permissionFixture('trigger'), ...trigger },
    },
  },
});

export const actionEditMock = (
  action: ActionData | null,
  slug: string,
  published = false,
): MockedResponse => ({
  request: { query: ACTION_EDIT_QUERY, variables: { module_name: SERVICE, slug } },
  result: {
    data: {
      service: serviceOnly(published),
      action: action && { permission: permissionFixture('action'), ...action },
    },
  },
});
