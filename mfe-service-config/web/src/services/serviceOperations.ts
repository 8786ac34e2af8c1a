// The operations live in serviceOperations.graphql; codegen types them (pnpm codegen).
export {
  NewServiceOrganizationDocument,
  ServiceCreateDocument,
  ServiceKeyRegenerateDocument,
  ServiceOverviewFieldsFragmentDoc,
  ServicePageDocument,
  ServiceUpdateDocument,
} from '../gql/graphql';
import type {
  ServiceOverviewFieldsFragment,
  ServicePageQuery,
  UserErrorFieldsFragment,
} from '../gql/graphql';

export type { ServiceInput } from '../gql/graphql';

/** The shapes the pages read, as codegen types them from serviceOperations.graphql. */
export type UserError = UserErrorFieldsFragment;
export type ServicePageData = ServicePageQuery;
type ServiceOrganization = NonNullable<ServicePageQuery['service']>['organization'];
export type ServiceOverview = ServiceOverviewFieldsFragment & { organization: ServiceOrganization };
