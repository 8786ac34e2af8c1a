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

/** Organization fields come from the organization domain through the supergraph. */
export const SERVICE_PAGE_QUERY = gql`
  query ServicePage($module_name: String!) {
    service(module_name: $module_name) {
      id
      module_name
      name
      description
      published
      brand_color
      color_hsl
      icon
      url
      organization {
        id
        name
        admin_uri
      }
    }
  }
`;

export interface ServicePageData {
  service: ServiceDetails | null;
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
