// The operations live in endpointTestOperations.graphql; codegen types them (pnpm codegen).
export { EndpointTestServiceDocument } from '../gql/graphql';
import type { EndpointTestServiceQuery } from '../gql/graphql';

export type LastEndpointTest = NonNullable<
  NonNullable<EndpointTestServiceQuery['service']>['last_endpoint_test']
>;
