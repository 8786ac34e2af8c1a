// The operations live in start.graphql; codegen types them (pnpm codegen).
export { ConnectableServicesDocument } from '../gql/graphql';
import type { ConnectableServicesQuery } from '../gql/graphql';

export type ConnectableService = ConnectableServicesQuery['connectableServices'][number];
