// The operations live in list.graphql; codegen types them (pnpm codegen).
export { ConnectionServicesDocument, ServiceConnectionsDocument } from '../gql/graphql';
import type { ConnectionServicesQuery, ServiceConnectionsQuery } from '../gql/graphql';

export type OwnService = ConnectionServicesQuery['myConnectionServices'][number];
export type ListedConnection = ServiceConnectionsQuery['serviceConnections'][number];
