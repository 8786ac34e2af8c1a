// The operations live in list.graphql and applets.graphql; codegen types them (pnpm codegen).
export {
  ConnectionServicesDocument,
  ListFeedbackCountsDocument,
  ServiceAppletsDocument,
  ServiceConnectionsDocument,
} from '../gql/graphql';
import type { ConnectionServicesQuery, ServiceAppletsQuery, ServiceConnectionsQuery } from '../gql/graphql';

export type OwnService = ConnectionServicesQuery['myConnectionServices'][number];
export type ListedConnection = ServiceConnectionsQuery['serviceConnections'][number];
export type ListedApplet = ServiceAppletsQuery['serviceApplets'][number];
