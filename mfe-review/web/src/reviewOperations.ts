// The operations live in reviewOperations.graphql; codegen types them (pnpm codegen).
import type {
  FeedbackFieldsFragment,
  ReviewDetailsQuery,
  ReviewServiceQuery,
  ServiceAdminFieldsFragment,
} from './gql/graphql';

export {
  AppletDefaultsDocument,
  ReviewDetailsDocument,
  ReviewQueueDocument,
  ReviewServiceDocument,
  ServiceRedirectsDocument,
  UpdateEmbeddedRedirectsDocument,
} from './gql/graphql';
export type ReviewedService = NonNullable<ReviewServiceQuery['service']>;
export type ReviewDetails = NonNullable<ReviewDetailsQuery['service']>;
export type Feedback = FeedbackFieldsFragment;
export type ServiceAdmin = ServiceAdminFieldsFragment;

/** The review pages' addresses (the spec does not show them; see the README). */
export const reviewPath = (moduleName: string) => `/reviews/${encodeURIComponent(moduleName)}`;
export const submitPath = (moduleName: string) => `${reviewPath(moduleName)}/submit`;
export const settingsPath = (moduleName: string) => `${reviewPath(moduleName)}/settings`;
export const appletDefaultsPath = (moduleName: string) => `${reviewPath(moduleName)}/applet_defaults`;
export const servicePath = (moduleName: string) => `/services/${encodeURIComponent(moduleName)}`;
