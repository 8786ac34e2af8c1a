import type { MockedResponse } from '@apollo/client/testing';
import { FlashHost } from '@switchyard/ui';
import type { ReactElement } from 'react';
import { renderWithApollo } from '../testing/renderWithApollo';
import {
  ChannelQueriesDocument,
  QueryEditDocument,
  type ChannelQueries,
  type IngredientData,
  type QueryDetails,
  type QueryFieldData,
  type QuerySummary,
} from './operations';

export const SERVICE = 'acme_weather';

type Typed<T> = T & { __typename: string };

export function queryFixture(overrides: Partial<QuerySummary> = {}): Typed<QuerySummary> {
  return {
    __typename: 'ServiceQuery',
    id: 'q-1',
    name: 'List cities',
    module_name: 'list_cities',
    description: 'This query returns the cities with a forecast.',
    weight: 0,
    ...overrides,
  };
}

export const cities = queryFixture();
export const alerts = queryFixture({
  id: 'q-2',
  name: 'Severe weather alerts',
  module_name: 'severe_alerts',
  description: 'This query returns the active alerts.',
  weight: 1,
});
export const stations = queryFixture({
  id: 'q-3',
  name: 'Weather stations',
  module_name: 'weather_stations',
  description: 'This query returns the stations.',
  weight: 2,
});

export function channelFixture(overrides: Partial<ChannelQueries> = {}): Typed<ChannelQueries> {
  return {
    __typename: 'Service',
    id: '20000000-0000-4000-8000-000000000001',
    module_name: SERVICE,
    name: 'Acme Weather',
    published: false,
    viewer_is_member: true,
    queries: [cities, alerts, stations],
    ...overrides,
  };
}

export function fieldFixture(overrides: Partial<QueryFieldData> = {}): Typed<QueryFieldData> {
  return {
    __typename: 'QueryField',
    id: 'f-1',
    slug: 'which_city',
    label: 'Which city?',
    helper_text: null,
    required: true,
    weight: 0,
    normalized_field_type: 'text',
    field_type_definition_slug: 'text_raw',
    static_options: [],
    ...overrides,
  };
}

export function ingredientFixture(overrides: Partial<IngredientData> = {}): Typed<IngredientData> {
  return {
    __typename: 'Ingredient',
    id: 'i-1',
    name: 'CityName',
    slug: 'city_name',
    note: 'The name of the city.',
    value_type: 'string',
    example: 'Paris',
    target_query: null,
    weight: 0,
    ...overrides,
  };
}

export function detailsFixture(overrides: Partial<QueryDetails> = {}): Typed<QueryDetails> {
  return {
    ...cities,
    query_fields: [
      fieldFixture(),
      fieldFixture({ id: 'f-2', slug: 'units', label: 'Which units?', weight: 1 }),
    ],
    ingredients: [
      ingredientFixture(),
      ingredientFixture({
        id: 'i-2',
        name: 'Temperature',
        slug: 'temperature',
        note: 'In degrees.',
        weight: 1,
      }),
    ],
    ...overrides,
  } as Typed<QueryDetails>;
}

export const channelMock = (channel: ChannelQueries | null = channelFixture()): MockedResponse => ({
  request: { query: ChannelQueriesDocument, variables: { module_name: SERVICE } },
  result: { data: { channel } },
});

export const editMock = (
  query: QueryDetails | null = detailsFixture(),
  channel: ChannelQueries = channelFixture(),
  module_name = query?.module_name ?? 'list_cities',
): MockedResponse => ({
  request: { query: QueryEditDocument, variables: { channel_module_name: SERVICE, module_name } },
  result: { data: { channel, query } },
});

/** Renders with the flash host, as the shell has it. */
export function renderQueries(ui: ReactElement, mocks: readonly MockedResponse[]) {
  return renderWithApollo(
    <>
      {ui}
      <FlashHost />
    </>,
    mocks,
  );
}
