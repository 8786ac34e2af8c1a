// The operations live in detail.graphql; codegen types them (pnpm codegen).
export {
  ConnectionDetailDocument,
  ConnectionLogFiltersDocument,
  ConnectionLogsDocument,
} from '../gql/graphql';
import type { ConnectionDetailQuery } from '../gql/graphql';

export type DetailConnection = NonNullable<ConnectionDetailQuery['connection']>;
