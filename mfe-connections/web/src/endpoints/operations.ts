// The operations live in endpoints.graphql; codegen types them (pnpm codegen).
export { ConnectionEndpointsDocument } from '../gql/graphql';
import type { ConnectionEndpointsQuery } from '../gql/graphql';

export type EndpointsConnection = NonNullable<ConnectionEndpointsQuery['connection']>;
export type Endpoints = NonNullable<EndpointsConnection['endpoints']>;
export type EndpointItem = Endpoints['triggers'][number];
export type EndpointRequest = EndpointItem['requests'][number];
