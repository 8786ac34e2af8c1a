// The operation lives in serviceNav.graphql; codegen types it (pnpm codegen).
export { ObservabilityServiceDocument } from '../gql/graphql';
import type { ObservabilityServiceQuery } from '../gql/graphql';
/** The service a feedback or charts page is about. */
export type ObservabilityService = NonNullable<ObservabilityServiceQuery['service']>;
