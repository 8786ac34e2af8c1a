// The operations live in adminOperations.graphql; codegen types them (pnpm codegen).
export { ServiceAdminFieldsFragmentDoc, ServiceAdminsDocument } from '../gql/graphql';
import type { ServiceAdminFieldsFragment, ServiceAdminsQuery } from '../gql/graphql';

export type ServiceAdmin = ServiceAdminFieldsFragment;
export type ServiceAdminsService = NonNullable<ServiceAdminsQuery['service']>;
