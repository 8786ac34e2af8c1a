import { gql } from '@apollo/client';

export interface UserError {
  attribute: string;
  message: string;
}

export interface ServiceDetails {
  id: string;
  module_name: string;
  name: string;
  description: string;
  published: boolean;
  brand_color: string | null;
  color_hsl: string | null;
  icon: string | null;
  url: string;
  organization: { id: string; name: string; admin_uri: string };
}

/** The general, branding, marketing and authentication fields the overview edits. */
export interface ServiceGeneral {
  slug: string;
  category_name: string | null;
  home_url: string | null;
  support_email: string | null;
  short_name: string | null;
  invite_url: string | null;
  api_url_prefix: string | null;
  call_to_action_text: string | null;
  call_to_action_link: string | null;
  alternate_search_terms: string[];
  authentication_type: string;
  oauth_client_id: string | null;
  /** Whether a client secret is saved (the secret is write-only). */
  has_oauth_client_secret: boolean;
  oauth_authorization_url: string | null;
  oauth_token_url: string | null;
  demo_account_login: string | null;
  demo_account_password: string | null;
  demo_account_notes: string | null;
  api_token_type: string | null;
  api_token_format: string | null;
  missing_for_submission: string[];
}

export type ServiceOverview = ServiceDetails & ServiceGeneral;

const SERVICE_OVERVIEW_FIELDS = gql`
  fragment ServiceOverviewFields on Service {
    id
    module_name
    name
    description
    published
    brand_color
    color_hsl
    icon
    url
    slug
    category_name
    home_url
    support_email
    short_name
    invite_url
    api_url_prefix
    call_to_action_text
    call_to_action_link
    alternate_search_terms
    authentication_type
    oauth_client_id
    has_oauth_client_secret
    oauth_authorization_url
    oauth_token_url
    demo_account_login
    demo_account_password
    demo_account_notes
    api_token_type
    api_token_format
    missing_for_submission
  }
`;

/** Organization fields come from the organization domain through the supergraph. */
export const SERVICE_PAGE_QUERY = gql`
  query ServicePage($module_name: String!) {
    service(module_name: $module_name) {
      ...ServiceOverviewFields
      service_key
      service_key_header
      organization {
        id
        name
        admin_uri
      }
    }
  }
  ${SERVICE_OVERVIEW_FIELDS}
`;

export interface ServicePageData {
  /** service_key: null for anyone outside the owning organization. */
  service: (ServiceOverview & { service_key: string | null; service_key_header: string }) | null;
}

export const SERVICE_KEY_REGENERATE_MUTATION = gql`
  mutation ServiceKeyRegenerate($id: ID!) {
    serviceKeyRegenerate(id: $id) {
      service {
        id
        service_key
      }
      errors {
        attribute
        message
      }
    }
  }
`;

export interface ServiceKeyRegenerateData {
  serviceKeyRegenerate: { service: { id: string; service_key: string } | null; errors: UserError[] };
}

/** What serviceUpdate takes: a field left out stays as it is; null or '' clears it. */
export type ServiceInput = Partial<
  Record<
    | Exclude<
        keyof ServiceGeneral,
        'slug' | 'alternate_search_terms' | 'missing_for_submission' | 'has_oauth_client_secret'
      >
    | 'oauth_client_secret',
    string | null
  > &
    Record<'name' | 'description' | 'brand_color', string | null>
> & { alternate_search_terms?: string[] };

export const SERVICE_UPDATE_MUTATION = gql`
  mutation ServiceUpdate($id: ID!, $input: ServiceInput!) {
    serviceUpdate(id: $id, input: $input) {
      service {
        ...ServiceOverviewFields
      }
      errors {
        attribute
        message
      }
    }
  }
  ${SERVICE_OVERVIEW_FIELDS}
`;

export interface ServiceUpdateData {
  serviceUpdate: {
    service: Omit<ServiceOverview, 'organization'> | null;
    errors: UserError[];
  };
}

export interface ServiceUpdateVariables {
  id: string;
  input: ServiceInput;
}

/** The organization a new service is for (the organization domain answers NOT_FOUND to non-members). */
export const NEW_SERVICE_ORGANIZATION_QUERY = gql`
  query NewServiceOrganization($id: ID!) {
    organization(id: $id) {
      id
      name
    }
  }
`;

export interface NewServiceOrganizationData {
  organization: { id: string; name: string } | null;
}

export const SERVICE_CREATE_MUTATION = gql`
  mutation ServiceCreate($organization_id: ID!, $name: String!, $module_name: String) {
    serviceCreate(organization_id: $organization_id, name: $name, module_name: $module_name) {
      service {
        id
        module_name
        name
        published
        url
      }
      errors {
        attribute
        message
      }
    }
  }
`;

export interface ServiceCreateData {
  serviceCreate: {
    service: Pick<ServiceDetails, 'id' | 'module_name' | 'name' | 'published' | 'url'> | null;
    errors: UserError[];
  };
}

export interface ServiceCreateVariables {
  organization_id: string;
  name: string;
  module_name?: string | null;
}
