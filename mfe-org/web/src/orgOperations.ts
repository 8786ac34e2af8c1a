// The operations live in orgOperations.graphql; codegen types them (pnpm codegen).
export {
  AcceptInvitationDocument,
  ChangeOrganizationOwnerDocument,
  InvitationFieldsFragmentDoc,
  InvitationPreviewDocument,
  InviteUserDocument,
  MyOrganizationsDocument,
  OrgUserFieldsFragmentDoc,
  OrganizationFieldsFragmentDoc,
  OrganizationInvoicesDocument,
  OrganizationPageDocument,
  OutboxDocument,
  RemoveUserDocument,
  ResendInvitationDocument,
  RevokeInvitationDocument,
  UpdateOrganizationDetailsDocument,
} from './gql/graphql';
import type {
  InvitationFieldsFragment,
  InvitationPreviewQuery,
  InviteUserMutation,
  OrganizationFieldsFragment,
  OrganizationInvoicesQuery,
  OrgUserFieldsFragment,
  OutboxQuery,
  RemoveUserMutation,
  UserErrorFieldsFragment,
} from './gql/graphql';

/** The shapes the pages read, as codegen types them from orgOperations.graphql. */
export type OrgUser = OrgUserFieldsFragment;
export type Invitation = InvitationFieldsFragment;
export type Organization = OrganizationFieldsFragment;
export type Invoice = NonNullable<OrganizationInvoicesQuery['organization']>['invoices'][number];
export type UserError = UserErrorFieldsFragment;
export type InvitationPreview = NonNullable<InvitationPreviewQuery['invitation']>;
export type OutboxMessage = OutboxQuery['outbox'][number];
/** inviteUser, resendInvitation, revokeInvitation and acceptInvitation all answer an OrganizationPayload. */
export type OrganizationPayload = InviteUserMutation['inviteUser'];
export type RemoveUserData = RemoveUserMutation;
