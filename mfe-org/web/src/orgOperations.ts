import { gql } from '@apollo/client';

/** Types of the org subgraph fields this remote reads (mfe-org/subgraph/schema.graphql). */
export interface OrgUser {
  id: string;
  login: string;
  name: string;
  email: string | null;
  is_owner: boolean;
}

export interface Invitation {
  id: string;
  email: string | null;
  created_at: string;
  expires_at: string;
  state: string;
}

export interface Organization {
  id: string;
  name: string;
  tier: string;
  tier_display_name: string;
  viewer_is_owner: boolean;
  has_invoices: boolean;
  remaining_invitations: number;
  owner: OrgUser;
  users: OrgUser[];
  pending_invitations: Invitation[];
  expired_invitations: Invitation[];
}

export interface Invoice {
  id: string;
  created_at: string;
  invoice_total_in_cents: number;
  status: string;
}

export interface UserError {
  attribute: string;
  message: string;
}

export interface InvitationPreview {
  organization_name: string;
  email: string;
  state: 'pending' | 'expired' | 'converted' | string;
}

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  link: string | null;
  sent_at: string;
}

const ORG_USER_FIELDS = gql`
  fragment OrgUserFields on OrgUser {
    id
    login
    name
    email
    is_owner
  }
`;

const INVITATION_FIELDS = gql`
  fragment InvitationFields on Invitation {
    id
    email
    created_at
    expires_at
    state
  }
`;

/** Everything the details and team views show; mutations return it so the cache stays current. */
export const ORGANIZATION_FIELDS = gql`
  fragment OrganizationFields on Organization {
    id
    name
    tier
    tier_display_name
    viewer_is_owner
    has_invoices
    remaining_invitations
    owner {
      ...OrgUserFields
    }
    users {
      ...OrgUserFields
    }
    pending_invitations {
      ...InvitationFields
    }
    expired_invitations {
      ...InvitationFields
    }
  }
  ${ORG_USER_FIELDS}
  ${INVITATION_FIELDS}
`;

export const ORGANIZATION_PAGE = gql`
  query OrganizationPage($id: ID!) {
    organization(id: $id) {
      ...OrganizationFields
    }
  }
  ${ORGANIZATION_FIELDS}
`;
export interface OrganizationPageData {
  organization: Organization | null;
}

export const ORGANIZATION_INVOICES = gql`
  query OrganizationInvoices($id: ID!) {
    organization(id: $id) {
      id
      invoices {
        id
        created_at
        invoice_total_in_cents
        status
      }
    }
  }
`;
export interface OrganizationInvoicesData {
  organization: { id: string; invoices: Invoice[] } | null;
}

export const UPDATE_ORGANIZATION_DETAILS = gql`
  mutation UpdateOrganizationDetails($id: ID!, $name: String!) {
    updateOrganizationDetails(id: $id, name: $name) {
      organization {
        id
        name
      }
      errors {
        attribute
        message
      }
    }
  }
`;
export interface UpdateOrganizationDetailsData {
  updateOrganizationDetails: { organization: { id: string; name: string } | null; errors: UserError[] };
}

export const CHANGE_ORGANIZATION_OWNER = gql`
  mutation ChangeOrganizationOwner($organization_id: ID!, $user_id: ID!) {
    changeOrganizationOwner(organization_id: $organization_id, user_id: $user_id) {
      owner {
        ...OrgUserFields
      }
      organization {
        ...OrganizationFields
      }
      errors {
        attribute
        message
      }
    }
  }
  ${ORGANIZATION_FIELDS}
`;
export interface ChangeOrganizationOwnerData {
  changeOrganizationOwner: { owner: OrgUser | null; organization: Organization | null; errors: UserError[] };
}

/** inviteUser, resendInvitation, revokeInvitation and acceptInvitation all answer an OrganizationPayload. */
export interface OrganizationPayload {
  organization: Organization | null;
  errors: UserError[];
}

export const INVITE_USER = gql`
  mutation InviteUser($organization_id: ID!, $email: String!) {
    inviteUser(organization_id: $organization_id, email: $email) {
      organization {
        ...OrganizationFields
      }
      errors {
        attribute
        message
      }
    }
  }
  ${ORGANIZATION_FIELDS}
`;
export type InviteUserData = { inviteUser: OrganizationPayload };

export const RESEND_INVITATION = gql`
  mutation ResendInvitation($organization_id: ID!, $invitation_id: ID!) {
    resendInvitation(organization_id: $organization_id, invitation_id: $invitation_id) {
      organization {
        ...OrganizationFields
      }
      errors {
        attribute
        message
      }
    }
  }
  ${ORGANIZATION_FIELDS}
`;
export type ResendInvitationData = { resendInvitation: OrganizationPayload };

export const REVOKE_INVITATION = gql`
  mutation RevokeInvitation($organization_id: ID!, $invitation_id: ID!) {
    revokeInvitation(organization_id: $organization_id, invitation_id: $invitation_id) {
      organization {
        ...OrganizationFields
      }
      errors {
        attribute
        message
      }
    }
  }
  ${ORGANIZATION_FIELDS}
`;
export type RevokeInvitationData = { revokeInvitation: OrganizationPayload };

export const REMOVE_USER = gql`
  mutation RemoveUser($organization_id: ID!, $user_id: ID!) {
    removeUser(organization_id: $organization_id, user_id: $user_id) {
      users {
        ...OrgUserFields
      }
      errors {
        attribute
        message
      }
    }
  }
  ${ORG_USER_FIELDS}
`;
export interface RemoveUserData {
  removeUser: { users: OrgUser[] | null; errors: UserError[] };
}

export const INVITATION_PREVIEW = gql`
  query InvitationPreview($token: String!) {
    invitation(token: $token) {
      organization_name
      email
      state
    }
  }
`;
export interface InvitationPreviewData {
  invitation: InvitationPreview | null;
}

export const ACCEPT_INVITATION = gql`
  mutation AcceptInvitation($token: String!) {
    acceptInvitation(token: $token) {
      organization {
        id
        name
      }
      errors {
        attribute
        message
      }
    }
  }
`;
export interface AcceptInvitationData {
  acceptInvitation: { organization: { id: string; name: string } | null; errors: UserError[] };
}

export const OUTBOX = gql`
  query Outbox($first: Int) {
    outbox(first: $first) {
      id
      to
      subject
      text
      link
      sent_at
    }
  }
`;
export interface OutboxData {
  outbox: OutboxMessage[];
}

/** /organizations: the signed-in user's organizations (User.organizations is this domain's field). */
export const MY_ORGANIZATIONS = gql`
  query MyOrganizations {
    me {
      id
      organizations {
        id
        name
        tier
        tier_display_name
        viewer_is_owner
      }
    }
  }
`;
export interface MyOrganizationsData {
  me: {
    id: string;
    organizations: {
      id: string;
      name: string;
      tier: string;
      tier_display_name: string;
      viewer_is_owner: boolean;
    }[];
  } | null;
}
